import type { Lang, QualificationForm, QualificationGroup, QualificationRow } from '@portal/shared';
import { mastersApi } from '@portal/shared/api/masters';
import { profileApi } from '@portal/shared/api/profile';
import { call } from '../../../lib/api';
import type { ListRequests } from '../section/use-list-section';

const api = profileApi.qualification;

/** Qualifications for the user's role: a candidate reads with GET (id in the path), staff use POST throughout. */
export const qualificationRequests = {
  list: (user, signal) =>
    user.role === 'candidate'
      ? call(api.candidate.list, { params: { userId: user.userId }, signal })
      : call(api.staff.list, { body: { StaffID: user.userId, UserLoginID: user.profileId }, signal }),
  save: (user, entry) =>
    user.role === 'candidate'
      ? call(api.candidate.save, { body: { ...entry, CandidateID: user.userId, UserLoginID: user.profileId } })
      : call(api.staff.save, { body: { ...entry, StaffID: user.userId, UserLoginID: user.profileId } }),
  remove: (user, ID) =>
    user.role === 'candidate'
      ? call(api.candidate.remove, { body: { ID, CandidateID: user.userId } })
      : call(api.staff.remove, { body: { ID, StaffID: user.userId } }),
} satisfies ListRequests<QualificationRow, QualificationForm>;

/** Qualification types (S) or standards (B): GET /Base/GetMasterQualification in a language. */
export const getQualificationMaster = (QualificationGroup: QualificationGroup, lang: Lang, signal?: AbortSignal) =>
  call(mastersApi.qualifications, { query: { QualificationGroup, lang }, signal });
