import { type CaseActionRequest, type CaseInboxQuery, consoleCasesApi, type Lang } from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointHref } from '../../../lib/api';
import { searchFiltersQuery } from '../../../lib/search-filters';

/** The inbox's page for these filters (the previous page stays shown while the next loads). */
export function useCaseInbox(query: CaseInboxQuery) {
  return useQuery({
    queryKey: ['console', 'cases', query],
    queryFn: async ({ signal }) => (await call(consoleCasesApi.list, { query, signal })).Data,
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the same filters and sort (every page). */
export function inboxCsvHref(query: CaseInboxQuery) {
  const { page: _page, pageSize: _size, ...filters } = query;
  return endpointHref(consoleCasesApi.csv, filters as Record<string, string | undefined>);
}

/**
 * The regions (revenue divisions) and their districts (Group: the region) for the inbox's filters, in
 * the page's language: the master lists GET /api/Institute/filters answers (cached with the
 * institute search's, the same query).
 */
export function useRegionsAndDistricts(lang: Lang) {
  return useQuery({
    ...searchFiltersQuery(lang),
    select: ({ regions, districts }) => ({ regions, districts }),
  });
}

export function useCaseDetail(number: string) {
  return useQuery({
    queryKey: ['console', 'case', number],
    queryFn: async ({ signal }) => (await call(consoleCasesApi.detail, { params: { number }, signal })).Data,
    retry: false,
  });
}

export const documentHref = (number: string, documentId: number) =>
  consoleCasesApi.document.path.replace(':number', number).replace(':documentId', String(documentId));

/** An officer's action; the case and the inbox are read again after it. */
export function useCaseAction(number: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CaseActionRequest) =>
      (await call(consoleCasesApi.action, { params: { number }, body })).Data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['console'] }),
  });
}
