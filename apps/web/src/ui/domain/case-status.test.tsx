import { complaintStatusRequestSchema, grievanceStatusRequestSchema } from '@portal/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { ApiError } from '../../lib/api';
import { CaseStatusLookup } from './case-status';
// the grievance page's own catalog, which the filed form's labels come from
import '../../features/grievance/catalogs';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['ui', 'form', 'msg', 'case-status', 'grievance']);
});
afterEach(cleanup);

const FOUND = {
  number: 'GRV-2026-000042',
  Status: 'underReview' as const,
  // 21:00 UTC on the 17th is already the 18th in India
  DueDate: '2026-12-17T21:00:00.000Z',
  Timeline: [
    { At: '2026-11-26T06:00:00.000Z', Action: 'received' as const, Remarks: null },
    { At: '2026-11-27T06:00:00.000Z', Action: 'underReview' as const, Remarks: 'Sent to the ITI.' },
  ],
  AppealUntil: null,
  Rating: null,
  Filed: [
    { key: 'subject', value: 'Certificate not received' },
    { key: 'name', value: 'Sunita Pawar' },
  ],
  Documents: [{ Name: 'fee-receipt.pdf' }],
  MobileEnding: '3210',
  Email: 's***@example.com',
};

/** Renders the lookup of either kind as its page sets it up (the calls are mocks). */
function renderLookup(
  kind: 'grievance' | 'complaint',
  lookup: () => Promise<typeof FOUND>,
  sendOtp: (mobile: string) => Promise<{ demoOtp?: string }> = async () => ({}),
) {
  const user = userEvent.setup();
  const common = { sendOtp, lookup, followUp: { appeal: async () => ({}), rate: async () => ({}) } };
  render(
    <Suspense fallback={null}>
      {kind === 'grievance' ? (
        <CaseStatusLookup
          {...common}
          kind="grievance"
          idPrefix="g"
          formLabel="Status of Grievance"
          schema={async () => grievanceStatusRequestSchema}
          numberField="GrievanceNo"
          methods={['otp']}
          texts={{ number: 'Grievance number', numberHint: 'e.g. GRV-2026-000123', result: (n) => `Grievance ${n}` }}
        />
      ) : (
        <CaseStatusLookup
          {...common}
          kind="complaint"
          idPrefix="c"
          formLabel="Status of Complaint"
          schema={async () => complaintStatusRequestSchema}
          numberField="ComplaintNo"
          methods={['password', 'otp']}
          initialNumber="CMP-2026-000007"
          texts={{
            number: 'Complaint Number',
            numberHint: 'e.g. CMP-2026-000123',
            result: (n) => `Complaint ${n}`,
            methods: { legend: 'How?', password: 'Complaint password', otp: 'OTP to the mobile' },
          }}
        />
      )}
    </Suspense>,
  );
  return user;
}

describe('CaseStatusLookup with an OTP only (grievances)', () => {
  it('lists the missing fields in a focused summary, sends the OTP, and shows the case with its heading focused', async () => {
    const lookup = vi.fn(async () => FOUND);
    const sendOtp = vi.fn(async () => ({ demoOtp: '654321' }));
    const user = renderLookup('grievance', lookup, sendOtp);
    const form = await screen.findByRole('form', { name: 'Status of Grievance' });
    expect(within(form).queryByRole('radio')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Check status' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#g-number', '#g-mobile', '#g-otp']);
    expect(lookup).not.toHaveBeenCalled();

    // Send OTP checks the mobile first
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(sendOtp).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: /^Mobile number/ }));
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(sendOtp).toHaveBeenCalledWith('9876543210');
    expect(await screen.findByText('An OTP has been sent to +91 9876543210.')).toBeInTheDocument();
    expect(screen.getByTestId('status-demo-otp')).toHaveTextContent('654321');
    expect(screen.getByRole('textbox', { name: /^OTP/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Grievance number/ }), 'grv-2026-000042');
    expect(screen.getByRole('textbox', { name: /^Grievance number/ })).toHaveValue('GRV-2026-000042');
    await user.type(screen.getByRole('textbox', { name: /^OTP/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(lookup).toHaveBeenCalledWith({ GrievanceNo: 'GRV-2026-000042', MobileNo: '9876543210', OTP: '654321' });

    const result = await screen.findByRole('region', { name: 'Grievance GRV-2026-000042' });
    expect(within(result).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(within(result).getByTestId('case-status')).toHaveTextContent('Under review');
    const due = result.querySelector(`time[datetime="${FOUND.DueDate}"]`);
    expect(due).toHaveTextContent('18 Dec 2026');
    const [timeline, documents] = within(result).getAllByRole('list');
    const steps = within(timeline as HTMLElement).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[0]?.querySelector('time')).toHaveAttribute('datetime', FOUND.Timeline[0]?.At);
    expect(steps[1]).toHaveTextContent('Remarks: Sent to the ITI.');
    // what was filed (issue 23 item 8): the form's fields, its documents, where acknowledgements go
    expect(within(result).getByRole('heading', { name: 'What you filed' })).toBeInTheDocument();
    expect(within(result).getByText('Subject').nextElementSibling).toHaveTextContent('Certificate not received');
    expect(within(documents as HTMLElement).getByRole('listitem')).toHaveTextContent('fee-receipt.pdf');
    expect(result).toHaveTextContent('by SMS to the mobile number ending 3210 and by e-mail to s***@example.com;');
    expect(within(result).getByRole('button', { name: 'Print what you filed' })).toBeInTheDocument();
    // the OTP is used up
    expect(screen.getByRole('textbox', { name: /^OTP/ })).toHaveValue('');
  });

  it('says why an OTP could not be sent', async () => {
    const user = renderLookup('grievance', vi.fn(), () => Promise.reject(new Error('Please try again in 1 min.')));
    await user.type(await screen.findByRole('textbox', { name: /^Mobile number/ }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please try again in 1 min.')).toBeInTheDocument();
    expect(screen.queryByText(/An OTP has been sent/)).toBeNull();
  });
});

describe('CaseStatusLookup with a password or an OTP (complaints)', () => {
  it("says the server's answer in an alert and puts its field errors on their fields", async () => {
    const lookup = vi
      .fn<() => Promise<typeof FOUND>>()
      .mockRejectedValueOnce(new ApiError(401, 'cases.notFound', 'No case matches this number and password or OTP.'))
      .mockRejectedValueOnce(
        new ApiError(400, 'common.invalid', 'Check the form.', [
          { field: 'ComplaintNo', key: 'cases.numberInvalid', message: 'Enter the number as it was given' },
        ]),
      );
    const user = renderLookup('complaint', lookup);
    expect(await screen.findByRole('textbox', { name: /^Complaint Number/ })).toHaveValue('CMP-2026-000007');
    expect(screen.queryByRole('textbox', { name: /^Mobile number/ })).toBeNull();

    await user.type(screen.getByLabelText(/^Password/), 'Wrong@Pass1');
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No case matches this number');
    expect(lookup).toHaveBeenLastCalledWith({ ComplaintNo: 'CMP-2026-000007', Password: 'Wrong@Pass1' });

    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the form.');
    expect(screen.getByRole('textbox', { name: /^Complaint Number/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter the number as it was given, e.g. CMP-2026-000123'),
    );
  });

  it('asks for the mobile and the OTP once that method is chosen', async () => {
    const user = renderLookup(
      'complaint',
      vi.fn(async () => FOUND),
    );
    await user.click(await screen.findByRole('radio', { name: 'OTP to the mobile' }));
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#c-mobile', '#c-otp']);
  });
});
