import type { CreateOfficerRequest } from '@portal/shared';
import { consoleOfficersApi } from '@portal/shared/api/console/officers';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const OFFICIALS_KEY = ['console', 'officials'] as const;

/** GET /api/console/officers: every official and the regions to choose from. */
export function useOfficials() {
  return useQuery({
    queryKey: OFFICIALS_KEY,
    queryFn: async () => (await call(consoleOfficersApi.list, {})).Data,
    staleTime: 0,
  });
}

/** POST /api/console/officers: the new official's one-time password and enrolment. */
export const createOfficial = async (body: CreateOfficerRequest) =>
  (await call(consoleOfficersApi.create, { body })).Data;

/** POST /api/console/officers/:id/active. */
export const setOfficialActive = async (id: number, active: boolean) =>
  (await call(consoleOfficersApi.setActive, { params: { id }, body: { Active: active } })).Data;

/** POST /api/console/officers/:id/reset: a new one-time password and enrolment. */
export const resetOfficial = async (id: number) => (await call(consoleOfficersApi.reset, { params: { id } })).Data;
