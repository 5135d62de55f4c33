import type { PrimaryRecord, primarySchemas } from '@portal/shared';
import { profileApi } from '@portal/shared/api/profile';
import type { z } from 'zod';
import { call } from '../../../lib/api';
import type { ProfileUser } from '../use-profile-user';

/** The primary step's form: the account's editable fields; a candidate's ListJobRole stays empty. */
export type PrimaryValues = Omit<PrimaryRecord, 'UserLoginID' | 'ITIRegistrationNo'>;
/** What the form hands to save, by the role's rules. */
export type PrimaryOut =
  | z.output<typeof primarySchemas.record.candidate>
  | z.output<typeof primarySchemas.record.staff>;

const valuesOf = (data: PrimaryRecord): PrimaryValues => {
  const { UserLoginID: _id, ITIRegistrationNo: _iti, ...values } = data;
  return values;
};

/**
 * Read and save of the primary step for the signed-in role (API.md "Profile" primary row): a
 * candidate reads with GET and `candidateId` and saves with SaveCandidatePrimary, a staff member
 * reads with POST and `StaffID` and saves with UpdateStaffPrimary.
 */
export const primaryRequests = {
  load: async (user: ProfileUser, signal?: AbortSignal) => {
    const answer =
      user.role === 'candidate'
        ? await call(profileApi.primary.candidate.get, {
            query: { candidateId: user.userId, UserLoginID: user.profileId },
            signal,
          })
        : await call(profileApi.primary.staff.get, {
            body: { StaffID: user.userId, UserLoginID: user.profileId },
            signal,
          });
    return { Data: answer.Data ? valuesOf(answer.Data) : null };
  },
  save: (user: ProfileUser, values: PrimaryOut) => {
    const saveCandidate = (candidate: z.output<typeof primarySchemas.record.candidate>) =>
      call(profileApi.primary.candidate.save, {
        body: { ...candidate, CandidateID: user.userId, UserLoginID: user.profileId },
      });
    if (!('ListJobRole' in values)) return saveCandidate(values);
    if (user.role === 'staff') {
      return call(profileApi.primary.staff.save, {
        body: { ...values, StaffID: user.userId, UserLoginID: user.profileId },
      });
    }
    const { ListJobRole: _roles, ...candidate } = values;
    return saveCandidate(candidate);
  },
};
