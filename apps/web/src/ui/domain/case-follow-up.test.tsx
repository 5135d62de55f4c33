import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { ApiError } from '../../lib/api';
import { CaseFollowUp } from './case-follow-up';
import './case-status';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['ui', 'form', 'msg', 'case-status']);
});
afterEach(cleanup);

function renderFollowUp(proof: Record<string, string>, calls: Partial<Parameters<typeof CaseFollowUp>[0]> = {}) {
  const props = {
    proof,
    appealUntil: '2027-01-31',
    canRate: true,
    appeal: vi.fn(async () => ({})),
    rate: vi.fn(async () => ({})),
    sendOtp: vi.fn(async () => ({ demoOtp: '123456' })),
    ...calls,
  };
  render(
    <Suspense fallback={null}>
      <CaseFollowUp {...props} />
    </Suspense>,
  );
  return { user: userEvent.setup(), props };
}

describe('CaseFollowUp (appeal and rating after a decision)', () => {
  it('appeals with the password the status was checked with, and rates 1 to 5', async () => {
    const { user, props } = renderFollowUp({ ComplaintNo: 'CMP-2027-000001', Password: 'Vet@Skill42' });
    expect(await screen.findByText(/You may appeal once, until 31 Jan 2027/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Why are you not satisfied/ }), 'Still open');
    await user.click(screen.getByRole('button', { name: 'Send the appeal' }));
    expect(props.appeal).toHaveBeenCalledWith({
      ComplaintNo: 'CMP-2027-000001',
      Password: 'Vet@Skill42',
      Reason: 'Still open',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your appeal has been received.');
    await user.click(screen.getByRole('radio', { name: '4 – well' }));
    await user.click(screen.getByRole('button', { name: 'Send the rating' }));
    expect(props.rate).toHaveBeenCalledWith({ ComplaintNo: 'CMP-2027-000001', Password: 'Vet@Skill42', Rating: 4 });
  });

  it('asks for a new code to the same mobile, and says the server’s refusal', async () => {
    const appeal = vi.fn(async () => {
      throw new ApiError(409, 'cases.appealWindowOver', 'The 30 days to appeal after the decision are over.', []);
    });
    const { user, props } = renderFollowUp(
      { GrievanceNo: 'GRV-2027-000001', MobileNo: '9876543210' },
      { appeal, canRate: false },
    );
    await user.click(await screen.findByRole('button', { name: 'Send a new OTP to +91 9876543210' }));
    expect(props.sendOtp).toHaveBeenCalledWith('9876543210');
    await user.type(screen.getByRole('textbox', { name: /^Why are you not satisfied/ }), 'No letter');
    await user.type(screen.getByRole('textbox', { name: /^OTP/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Send the appeal' }));
    expect(appeal).toHaveBeenCalledWith({
      GrievanceNo: 'GRV-2027-000001',
      MobileNo: '9876543210',
      OTP: '123456',
      Reason: 'No letter',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The 30 days to appeal after the decision are over.');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
