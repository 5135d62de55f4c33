import type { Lang, SubmitApplicationRequest } from '@portal/shared';
import { applicationApi } from '@portal/shared/api/admissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { searchFiltersQuery } from '../../lib/search-filters';

export const APPLICATION_KEY = ['application'] as const;

/** GET /api/Application: the verification and this academic year's application. */
export function useApplication() {
  return useQuery({
    queryKey: APPLICATION_KEY,
    queryFn: async () => (await call(applicationApi.get, {})).Data,
    staleTime: 0,
  });
}

/** GET /api/Institute/filters: districts, sectors and courses to narrow the offerings by. */
export function useOfferingFilters(lang: Lang) {
  return useQuery(searchFiltersQuery(lang));
}

export type OfferingQuery = { DistrictID?: number; SectorID?: number; CourseID?: number; page: number; lang: Lang };

/** GET /api/Application/offerings: one page of what the candidate may apply to. */
export function useOfferings(query: OfferingQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['application', 'offerings', query],
    queryFn: ({ signal }) => call(applicationApi.offerings, { query: { ...query, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const submitApplication = async (body: SubmitApplicationRequest) =>
  (await call(applicationApi.submit, { body })).Data;

export const withdrawApplication = async (preferenceId?: number) =>
  (await call(applicationApi.withdraw, { body: preferenceId === undefined ? {} : { PreferenceID: preferenceId } }))
    .Data;
