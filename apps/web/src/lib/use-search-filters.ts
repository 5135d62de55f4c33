import type { Lang } from '@portal/shared';
import { searchApi } from '@portal/shared/api/search';
import { useQuery } from '@tanstack/react-query';
import { call } from './api';

/**
 * GET /api/Institute/filters: the options of every search select, children linked by Group (regions
 * and their districts, institutes, courses…): the search pages' selects and the console inbox's place
 * filters, one query and one cache.
 */
export function useSearchFilters(lang: Lang) {
  return useQuery({
    queryKey: ['search', 'filters', lang],
    queryFn: () => call(searchApi.filters, { query: { lang } }),
    staleTime: 10 * 60_000,
  });
}
