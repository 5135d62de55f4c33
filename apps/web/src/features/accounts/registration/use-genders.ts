import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLang } from '../../../lib/use-lang';

/** GET /api/GeneralAPIs/genders in the page language, as combobox options. */
export function useGenders() {
  const lang = useLang();
  return useQuery({
    queryKey: ['genders', lang],
    queryFn: async () => {
      const rows = await api<{ GenderCode: string; Gender: string }[]>('/api/GeneralAPIs/genders', { query: { lang } });
      return rows.map((row) => ({ value: row.GenderCode, label: row.Gender }));
    },
    staleTime: 60 * 60_000,
  });
}
