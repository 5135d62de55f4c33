import { mastersApi } from '@portal/shared/api/masters';
import { useQuery } from '@tanstack/react-query';
import { call } from './api';
import { useLang } from './use-lang';

/** GET /api/GeneralAPIs/genders in the page language, as combobox options. */
export function useGenders() {
  const lang = useLang();
  return useQuery({
    queryKey: ['genders', lang],
    queryFn: async () => {
      const rows = await call(mastersApi.genders, { query: { lang } });
      return rows.map((row) => ({ value: row.GenderCode, label: row.Gender }));
    },
    staleTime: 60 * 60_000,
  });
}
