import { endpoint } from '../endpoint';
import type * as s from '../schemas/search';

/** Public search of institutes and courses (API.md "Public search"). */
export const searchApi = {
  filters: endpoint<{ query: typeof s.searchFiltersQuerySchema; response: typeof s.searchFiltersResponseSchema }>(
    'GET',
    '/api/Institute/filters',
  ),
  institutes: endpoint<{
    query: typeof s.instituteSearchQuerySchema;
    response: typeof s.instituteSearchResponseSchema;
  }>('GET', '/api/Institute/Search'),
  institutesCsv: endpoint<{ query: typeof s.instituteSearchFilterSchema }>('GET', '/api/Institute/Search.csv'),
  courses: endpoint<{ query: typeof s.courseSearchQuerySchema; response: typeof s.courseSearchResponseSchema }>(
    'GET',
    '/api/Course/Search',
  ),
  coursesCsv: endpoint<{ query: typeof s.courseSearchFilterSchema }>('GET', '/api/Course/Search.csv'),
};
