import type { LanguageForm, LanguageRow } from '@portal/shared';
import { mastersApi } from '@portal/shared/api/masters';
import { profileApi } from '@portal/shared/api/profile';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useLang } from '../../../lib/use-lang';
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

const DAY = 24 * 60 * 60_000;

/** Blood groups (GET /api/GeneralAPIs/blood-groups) as options. */
export function useBloodGroups() {
  return useQuery({
    queryKey: ['bloodGroups'],
    queryFn: async ({ signal }) =>
      (await call(mastersApi.bloodGroups, { signal })).map((row) => ({
        value: String(row.BloodGroupID),
        label: row.BloodGroup,
      })),
    staleTime: DAY,
  });
}

/** Languages (GET /api/GeneralAPIs/languages) in the page language, as options. */
export function useLanguages() {
  const lang = useLang();
  return useQuery({
    queryKey: ['languages', lang],
    queryFn: async ({ signal }) =>
      (await call(mastersApi.languages, { query: { lang }, signal })).map((row) => ({
        value: String(row.LanguageID),
        label: row.LanguageName,
      })),
    staleTime: DAY,
  });
}
