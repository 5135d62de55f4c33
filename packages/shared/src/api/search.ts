import { endpoint } from '../endpoint';
import type * as s from '../schemas/search';

/** Public search of institutes and courses (API.md "Public search"). */
export const searchApi = {
  filters: endpoint<{ query: typeof s.searchFiltersQuerySchema; response: typeof s.searchFiltersResponseSchema }>(
    'GET',
    '/api/Institute/filters',
    { access: 'public' },
  ),
  institutes: endpoint<{
    query: typeof s.instituteSearchQuerySchema;
    response: typeof s.instituteSearchResponseSchema;
  }>('GET', '/api/Institute/Search', { access: 'public' }),
  institutesCsv: endpoint<{ query: typeof s.instituteSearchFilterSchema }>('GET', '/api/Institute/Search.csv', {
    access: 'public',
  }),
  courses: endpoint<{ query: typeof s.courseSearchQuerySchema; response: typeof s.courseSearchResponseSchema }>(
    'GET',
    '/api/Course/Search',
    { access: 'public' },
  ),
  coursesCsv: endpoint<{ query: typeof s.courseSearchFilterSchema }>('GET', '/api/Course/Search.csv', {
    access: 'public',
  }),
};
