import type { CourseSearchQuery, InstituteSearchQuery, Lang } from '@portal/shared';
import { searchApi } from '@portal/shared/api/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { searchFiltersQuery } from '../../lib/search-filters';

/** GET /api/Institute/filters: the options of every search select, children linked by Group. */
export function useSearchFilters(lang: Lang) {
  return useQuery(searchFiltersQuery(lang));
}

/** GET /api/Course/Search: one page of the matching courses and their Total. */
export function useCourseSearch(query: Partial<CourseSearchQuery>) {
  return useQuery({
    queryKey: ['search', 'courses', query],
    queryFn: ({ signal }) => call(searchApi.courses, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/Institute/Search: one page of the matching (institute, course) rows and their Total. */
export function useInstituteSearch(query: Partial<InstituteSearchQuery>) {
  return useQuery({
    queryKey: ['search', 'institutes', query],
    queryFn: ({ signal }) => call(searchApi.institutes, { query, signal }),
    // The previous rows stay on screen (dimmed) while the next page or sort loads.
    placeholderData: keepPreviousData,
  });
}
