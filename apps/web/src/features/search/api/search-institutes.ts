import type { InstituteSearchQuery, InstituteSearchResponse } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Institute/Search: one page of the matching (institute, course) rows and their Total. */
export function useInstituteSearch(query: Partial<InstituteSearchQuery>) {
  return useQuery({
    queryKey: ['search', 'institutes', query],
    queryFn: ({ signal }) => api<InstituteSearchResponse>('/api/Institute/Search', { query, signal }),
    // The previous rows stay on screen (dimmed) while the next page or sort loads.
    placeholderData: keepPreviousData,
  });
}
