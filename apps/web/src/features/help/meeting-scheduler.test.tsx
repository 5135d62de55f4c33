import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import './catalogs';
import { MeetingScheduler } from './meeting-scheduler';

/**
 * The meeting scheduler's form against a stubbed server: what it sends, and what it does with the
 * server's answers (help.spec.ts books and cancels through the real one).
 */
beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['ui', 'form', 'msg', 'help']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const DAYS = ['2026-12-01', '2026-12-02'];
const TIMES = ['10:00', '11:00'] as const;

/** The scheduler with a server whose booking answers `booking` (and records what it was sent). */
function showScheduler(booking: () => Response) {
  const booked: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const at = new URL(url, 'http://portal.test');
      if (at.pathname === '/api/Help/slots')
        return json({
          Data: DAYS.flatMap((date) => TIMES.map((time) => ({ date, time, available: true }))),
          FirstFree: DAYS[0],
        });
      if (at.pathname === '/Base/GetMasterDistrict')
        return json({ Status: 'Success', Data: [{ Value: 490, Text: 'Pune' }] });
      if (at.pathname === '/api/OTP/send-otp') return json({ success: true, otp: '123456' });
      if (at.pathname === '/api/OTP/verify-otp') return json({ success: true, message: 'Verified' });
      if (at.pathname === '/api/Help/meetings') {
        booked.push(JSON.parse(String(init?.body)));
        return booking();
      }
      return json({ Message: `not stubbed: ${at.pathname}` }, 404);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MeetingScheduler headingId="meetings" />
    </QueryClientProvider>,
  );
  return booked;
}

/** Fills every field and verifies the mobile in the OTP dialog, the way a visitor does. */
async function fillAndVerify(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Your name/), 'Asha Patil');
  await user.selectOptions(
    await screen.findByLabelText(/^District/),
    await screen.findByRole('option', { name: 'Pune' }),
  );
  await user.type(screen.getByLabelText(/^Title/), 'Affiliation');
  await user.click(await screen.findByRole('radio', { name: '11:00' }));
  await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  const dialog = await screen.findByRole('dialog', { name: 'Verify mobile number' });
  await user.type(within(dialog).getByRole('textbox'), '123456');
  await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toHaveAttribute('readonly'));
}

describe('MeetingScheduler', () => {
  it('asks for every field but the day it opened on, and books that day with the district as a number', async () => {
    const user = userEvent.setup();
    const booked = showScheduler(() =>
      json({ Status: 'Success', Data: { id: 7, token: 't'.repeat(43), district: 'Pune' } }),
    );
    expect(await screen.findByLabelText(/^Date/)).toHaveValue(DAYS[0]);
    // Schedule on the empty form: the day shown counts as given
    await user.click(screen.getByRole('button', { name: 'Schedule meeting' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() =>
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Name is required',
        'District is required',
        'Title is required',
        'Time is required',
        'Please enter a valid 10-digit mobile number',
      ]),
    );
    await fillAndVerify(user);
    await user.click(screen.getByRole('button', { name: 'Schedule meeting' }));
    await screen.findByRole('heading', { name: 'Meeting booked' });
    expect(booked).toEqual([
      {
        name: 'Asha Patil',
        district: 490,
        title: 'Affiliation',
        date: DAYS[0],
        time: '11:00',
        mobileNumber: '9876543210',
      },
    ]);
    // the title and time go for the next booking; the verification is used up
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: '11:00' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).not.toHaveAttribute('readonly');
  });

  it("puts the server's refusal beside its field, and a refused mobile is verified again", async () => {
    const user = userEvent.setup();
    showScheduler(() =>
      json(
        {
          Status: 'Error',
          MessageKey: 'common.invalidInput',
          Message: 'Check the details',
          errors: [{ field: 'mobileNumber', key: 'help.verifyMobile', message: 'Please verify your mobile number' }],
        },
        400,
      ),
    );
    await fillAndVerify(user);
    await user.click(screen.getByRole('button', { name: 'Schedule meeting' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: 'Please verify your mobile number' })).toHaveAttribute(
      'href',
      '#meeting-mobile',
    );
    // unlocked, with Verify offered again; what was typed stays
    const mobile = screen.getByRole('textbox', { name: /^Mobile number/ });
    expect(mobile).not.toHaveAttribute('readonly');
    expect(mobile).toHaveValue('9876543210');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Affiliation');
  });
});
