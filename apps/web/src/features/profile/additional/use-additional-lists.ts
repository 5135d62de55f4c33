import { mastersApi } from '@portal/shared/api/masters';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useLang } from '../../../lib/use-lang';

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
