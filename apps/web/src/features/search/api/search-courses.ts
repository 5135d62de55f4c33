import type { CourseSearchQuery } from '@portal/shared';
import { searchApi } from '@portal/shared/api/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** GET /api/Course/Search: one page of the matching courses and their Total. */
export function useCourseSearch(query: Partial<CourseSearchQuery>) {
  return useQuery({
    queryKey: ['search', 'courses', query],
    queryFn: ({ signal }) => call(searchApi.courses, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
