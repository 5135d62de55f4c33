import type { WorkExperienceForm, WorkExperienceRow } from '@portal/shared';
import { profileApi } from '@portal/shared/api/profile';
import { call } from '../../../lib/api';
import type { ListRequests } from '../section/use-list-section';

const api = profileApi.workExperience;

/** Work experience for the user's role: both read with GET; a candidate deletes with DELETE, staff with POST. */
export const workExperienceRequests = {
  list: (user, signal) =>
    user.role === 'candidate'
      ? call(api.candidate.list, { query: { candidateId: user.userId, UserLoginID: user.profileId }, signal })
      : call(api.staff.list, { query: { StaffID: user.userId, UserLoginID: user.profileId }, signal }),
  save: (user, entry) =>
    user.role === 'candidate'
      ? call(api.candidate.save, { body: { ...entry, CandidateID: user.userId, UserLoginID: user.profileId } })
      : call(api.staff.save, { body: { ...entry, StaffID: user.userId, UserLoginID: user.profileId } }),
  remove: (user, WorkExperienceRowID) =>
    user.role === 'candidate'
      ? call(api.candidate.remove, { body: { WorkExperienceRowID, CandidateID: user.userId } })
      : call(api.staff.remove, { body: { WorkExperienceRowID, StaffID: user.userId } }),
} satisfies ListRequests<WorkExperienceRow, WorkExperienceForm>;
