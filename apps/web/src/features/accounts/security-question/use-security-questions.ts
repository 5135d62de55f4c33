import { mastersApi } from '@portal/shared/api/masters';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useLang } from '../../../lib/use-lang';

/** GET /api/SecurityQuestions in the page language, as select options. */
export function useSecurityQuestions() {
  const lang = useLang();
  return useQuery({
    queryKey: ['securityQuestions', lang],
    queryFn: async () => {
      const rows = await call(mastersApi.securityQuestions, { query: { lang } });
      return rows.map((row) => ({ value: String(row.Id), label: row.Question }));
    },
    staleTime: 60 * 60_000,
  });
}
