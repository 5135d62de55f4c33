import type { Lang } from '@portal/shared';
import { searchApi } from '@portal/shared/api/search';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api';

/**
 * GET /api/Institute/filters as one query for every screen that reads it (the searches, the staff's
 * institute choice, the offerings of step 11, the console's inbox filters): the options of every
 * search select, children linked by Group, kept 10 minutes. 280 KB of options (2,276 institutes):
 * never in the server's page (`browserOnly`), whose first paint does not need them; the browser reads
 * them after hydration. `/Staff` carried them in its HTML (288 KB, 49 KB gzipped) until stop 38.
 */
export const searchFiltersQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['search', 'filters', lang],
    queryFn: () => call(searchApi.filters, { query: { lang } }),
    staleTime: 10 * 60_000,
    meta: { browserOnly: true },
  });
