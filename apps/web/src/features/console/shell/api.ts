import { consoleAccountsApi } from '@portal/shared/api/console/accounts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api';

/** The signed-in official's query key: sign-in and password change write it, sign out clears it. */
export const OFFICER_KEY = ['console', 'me'] as const;

/**
 * GET /api/console/me: the signed-in official, or null (not signed in, idled out after 15 minutes, or
 * only a citizen's session: 403).
 */
export function useOfficer() {
  return useQuery({
    queryKey: OFFICER_KEY,
    queryFn: async () => {
      try {
        return (await call(consoleAccountsApi.me, {})).Data;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
        throw error;
      }
    },
    staleTime: 30_000,
    retry: false,
  });
}

/** POST /api/console/logout. */
export const logOut = () => call(consoleAccountsApi.logout, {});
