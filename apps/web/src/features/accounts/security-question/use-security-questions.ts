import { useQuery } from '@tanstack/react-query';
import { useLang } from '../../../lib/use-lang';
import { getSecurityQuestions } from './api';

/** GET /api/SecurityQuestions in the page language, as select options. */
export function useSecurityQuestions() {
  const lang = useLang();
  return useQuery({
    queryKey: ['securityQuestions', lang],
    queryFn: async () => {
      const rows = await getSecurityQuestions(lang);
      return rows.map((row) => ({ value: String(row.Id), label: row.Question }));
    },
    staleTime: 60 * 60_000,
  });
}
