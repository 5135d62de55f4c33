import type { BankForm } from '@portal/shared';
import { profileApi } from '@portal/shared/api/profile';
import { ifscApi } from '@portal/shared/api/profile/bank';
import { call } from '../../../lib/api';
import type { ProfileUser } from '../use-profile-user';

/** The bank step's record as the form holds it (IFSCVerified is the form's own). */
export type BankValues = Omit<BankForm, 'IFSCVerified'>;

/**
 * Read and save for the signed-in user's role (API.md "Profile", bank row): a candidate reads with GET
 * and the id in the path, a staff member with POST and `StaffID`. The read answers the number masked.
 */
export const bankRequests = {
  load: (user: ProfileUser, signal?: AbortSignal) =>
    user.role === 'candidate'
      ? call(profileApi.bank.candidate.get, { params: { userId: user.userId }, signal })
      : call(profileApi.bank.staff.get, { body: { StaffID: user.userId, UserLoginID: user.profileId }, signal }),
  save: (user: ProfileUser, values: BankValues) =>
    user.role === 'candidate'
      ? call(profileApi.bank.candidate.save, {
          body: { ...values, CandidateID: user.userId, UserLoginID: user.profileId, PageCode: 'BANK' },
        })
      : call(profileApi.bank.staff.save, {
          body: { ...values, StaffID: user.userId, UserLoginID: user.profileId, PageCode: 'BANK' },
        }),
};

/** GET the bank and branch of an IFSC code. */
export const lookUpIfsc = (code: string) => call(ifscApi.lookup, { params: { code } });
