import type { DecisionRequest, PreferenceStatus } from '@portal/shared';
import { instituteDeskApi } from '@portal/shared/api/admissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

export const DESK_KEY = ['institute-desk'] as const;

/** GET /api/SDI/me: the signed-in institute. */
export function useInstitute() {
  return useQuery({
    queryKey: [...DESK_KEY, 'me'],
    queryFn: async () => (await call(instituteDeskApi.me, {})).Data,
    retry: false,
  });
}

/** GET /api/SDI/applications: one page of applications to the institute's courses. */
export function useApplications(status: PreferenceStatus | undefined, page: number) {
  return useQuery({
    queryKey: [...DESK_KEY, 'applications', status, page],
    queryFn: ({ signal }) => call(instituteDeskApi.applications, { query: { status, page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/SDI/staff: one page of the staff who registered with the institute. */
export function useStaff(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...DESK_KEY, 'staff', page],
    queryFn: ({ signal }) => call(instituteDeskApi.staff, { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/SDI/applicants/:userId: an applicant's verified profile, read-only. */
export function useApplicant(userId: number) {
  return useQuery({
    queryKey: [...DESK_KEY, 'applicant', userId],
    queryFn: async () => (await call(instituteDeskApi.applicant, { params: { userId } })).Data,
    enabled: userId > 0,
    retry: false,
  });
}

export const decidePreference = async (id: number, body: DecisionRequest) =>
  (await call(instituteDeskApi.decide, { params: { id }, body })).Data;

export const setPassword = async (Token: string, NewPassword: string) =>
  (await call(instituteDeskApi.setPassword, { body: { Token, NewPassword } })).Data;
