import type { TrainingForm, TrainingRow } from '@portal/shared';
import { profileApi } from '@portal/shared/api/profile';
import { call } from '../../../lib/api';
import type { ListRequests } from '../section/use-list-section';

const api = profileApi.training;

/** Trainings for the user's role: a candidate reads with GET and deletes with DELETE, staff use POST. */
export const trainingRequests = {
  list: (user, signal) =>
    user.role === 'candidate'
      ? call(api.candidate.list, { query: { candidateId: user.userId, UserLoginID: user.profileId }, signal })
      : call(api.staff.list, { body: { StaffID: user.userId, UserLoginID: user.profileId }, signal }),
  save: (user, entry) =>
    user.role === 'candidate'
      ? call(api.candidate.save, { body: { ...entry, CandidateID: user.userId, UserLoginID: user.profileId } })
      : call(api.staff.save, { body: { ...entry, StaffID: user.userId, UserLoginID: user.profileId } }),
  remove: (user, TrainingRowID) =>
    user.role === 'candidate'
      ? call(api.candidate.remove, { body: { TrainingRowID, CandidateID: user.userId } })
      : call(api.staff.remove, { body: { TrainingRowID, StaffID: user.userId } }),
} satisfies ListRequests<TrainingRow, TrainingForm>;
