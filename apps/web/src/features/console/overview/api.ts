import { overviewApi } from '@portal/shared/api/overview';
import type { Lang } from '@portal/shared/basics';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** GET /api/console/overview: the official's region's figures (every region's for admins). */
export function useOverview(lang: Lang) {
  return useQuery({
    queryKey: ['console', 'overview', lang],
    queryFn: async () => (await call(overviewApi.get, { query: { lang } })).Data,
    staleTime: 60_000,
  });
}
