import type { LanguageForm, LanguageRow } from '@portal/shared';
import { profileApi } from '@portal/shared/api/profile';
import { call } from '../../../lib/api';
import type { ListRequests } from '../section/use-list-section';

const api = profileApi.additional;

/** The known languages for the user's role: a candidate lists with GET, staff with POST; both add and remove with POST. */
export const languageRequests = {
  list: (user, signal) =>
    user.role === 'candidate'
      ? call(api.candidate.languages, { query: { candidateId: user.userId, UserLoginID: user.profileId }, signal })
      : call(api.staff.languages, { body: { StaffID: user.userId, UserLoginID: user.profileId }, signal }),
  save: (user, entry) =>
    user.role === 'candidate'
      ? call(api.candidate.saveLanguage, { body: { ...entry, CandidateID: user.userId, UserLoginID: user.profileId } })
      : call(api.staff.saveLanguage, { body: { ...entry, StaffID: user.userId, UserLoginID: user.profileId } }),
  remove: (user, LanguageRowID) =>
    user.role === 'candidate'
      ? call(api.candidate.removeLanguage, { body: { LanguageRowID, CandidateID: user.userId } })
      : call(api.staff.removeLanguage, { body: { LanguageRowID, StaffID: user.userId } }),
} satisfies ListRequests<LanguageRow, LanguageForm>;
