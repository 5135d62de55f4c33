import type { CreateInstituteAccountRequest } from '@portal/shared';
import { consoleInstitutesApi } from '@portal/shared/api/admissions';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const INSTITUTE_ACCOUNTS_KEY = ['console', 'institute-accounts'] as const;

/** GET /api/console/institute-accounts. */
export function useInstituteAccounts() {
  return useQuery({
    queryKey: INSTITUTE_ACCOUNTS_KEY,
    queryFn: async () => (await call(consoleInstitutesApi.list, {})).Data,
    staleTime: 0,
  });
}

/** GET /api/console/institute-accounts/institutes?q=: institutes by code or name (at most 20). */
export function useInstituteOptions(q: string) {
  return useQuery({
    queryKey: [...INSTITUTE_ACCOUNTS_KEY, 'options', q],
    queryFn: async () => (await call(consoleInstitutesApi.options, { query: { q } })).Data,
    enabled: q.trim().length >= 2,
  });
}

export const createInstituteAccount = async (body: CreateInstituteAccountRequest) =>
  (await call(consoleInstitutesApi.create, { body })).Data;
