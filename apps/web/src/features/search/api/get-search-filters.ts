import type { Lang, SearchFilters } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Institute/filters: the options of every search select, children linked by Group. */
export function useSearchFilters(lang: Lang) {
  return useQuery({
    queryKey: ['search', 'filters', lang],
    queryFn: () => api<SearchFilters>('/api/Institute/filters', { query: { lang } }),
    staleTime: 10 * 60_000,
  });
}
