import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { refreshSession } from '../../lib/session';
import ApplyPage from './apply-page';

/**
 * The apply page (issue 21 item 3): staff are told it is for candidates, an unverified candidate is
 * sent to /verify, a verified one chooses at most three offerings in order and submits them so.
 */
beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['ui', 'form', 'msg', 'apply']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const offering = (n: number) => ({
  InstituteID: n,
  CourseID: 100 + n,
  InstituteCode: `I${n}`,
  InstituteName: `Institute ${n}`,
  District: 'Pune',
  CourseCode: `C${n}`,
  Course: `Course ${n}`,
  Intake: 20,
});

function showApply(userTypeId: number, verification: string) {
  const submitted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const at = new URL(url, 'http://portal.test');
      if (at.pathname === '/api/Account/session')
        return json({
          Status: 'Success',
          Data: {
            UserID: 1,
            UserLoginID: 'MH2026C000001',
            UserTypeID: userTypeId,
            UserName: 'Asha Patil',
            PhotoPath: null,
            SecurityQuestionID: 1,
            DashBoardPathReact: '/dashboard',
          },
        });
      if (at.pathname === '/api/Application')
        return json({
          Status: 'Success',
          Data: { AcademicYear: '2026-27', Verification: verification, Application: null },
        });
      if (at.pathname === '/api/Institute/filters')
        return json({
          institutes: [],
          regions: [],
          districts: [{ Value: 490, Text: 'Pune' }],
          talukas: [],
          sectors: [],
          courseTypes: [],
          courses: [],
          entryQualifications: [],
        });
      if (at.pathname === '/api/Application/offerings')
        return json({ Status: 'Success', Total: 4, Level: 2, Data: [1, 2, 3, 4].map(offering) });
      if (at.pathname === '/api/Application/submit') {
        submitted.push(JSON.parse(String(init?.body)));
        return json({
          Status: 'Success',
          Data: {
            AcademicYear: '2026-27',
            Verification: 'verified',
            Application: { ApplicationID: 1, NameMr: 'आशा', Status: 'submitted', SubmittedAt: '', Preferences: [] },
          },
        });
      }
      return json({ Status: 'Success', Data: null });
    }),
  );
  refreshSession();
  const router = createMemoryRouter([{ path: '/apply', element: <ApplyPage /> }], { initialEntries: ['/apply'] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return submitted;
}

describe('the apply page', () => {
  it('tells staff that steps 11 and 12 are for candidates', async () => {
    showApply(95, 'verified');
    expect(await screen.findByText(/are for candidates/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Name in Marathi/)).toBeNull();
  });

  it('sends a candidate whose profile is not verified to /verify', async () => {
    showApply(91, 'submitted');
    const link = await screen.findByRole('link', { name: 'Go to verification' });
    expect(link.getAttribute('href')).toBe('/verify');
    expect(screen.queryByLabelText(/^Name in Marathi/)).toBeNull();
  });

  it('lets a verified candidate choose at most three offerings, in order, and submits them so', async () => {
    const user = userEvent.setup();
    const submitted = showApply(91, 'verified');
    await user.type(await screen.findByLabelText(/^Name in Marathi/), 'आशा पाटील');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const add = (n: number) =>
      screen.findByRole('button', { name: `Add Course ${n} at Institute ${n} as a preference` });
    await user.click(await add(2));
    await user.click(await add(1));
    await user.click(await add(3));
    expect((await add(4)).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move Course 1 up' }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({
      NameMr: 'आशा पाटील',
      Preferences: [
        { InstituteID: 1, CourseID: 101 },
        { InstituteID: 2, CourseID: 102 },
        { InstituteID: 3, CourseID: 103 },
      ],
    });
  });
});
