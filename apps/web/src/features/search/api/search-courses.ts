import type { CourseSearchQuery, CourseSearchResponse } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Course/Search: one page of the matching courses and their Total. */
export function useCourseSearch(query: Partial<CourseSearchQuery>) {
  return useQuery({
    queryKey: ['search', 'courses', query],
    queryFn: ({ signal }) => api<CourseSearchResponse>('/api/Course/Search', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
