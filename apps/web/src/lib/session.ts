import type { SessionUser } from '@portal/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api';

export const sessionQueryKey = ['session'] as const;

/** The signed-in user (null when signed out), from the server's session cookie. */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: async (): Promise<SessionUser | null> => {
      try {
        return await api<SessionUser>('/api/Account/session');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

/** Window events of the spec ('user logged in' / 'user logged out'); the menu listens to them. */
export const SESSION_EVENTS = { loggedIn: 'userLoggedIn', loggedOut: 'userLoggedOut' } as const;

/** Call after login or logout: refreshes the session (and so the menu) everywhere in the app. */
export async function sessionChanged(queryClient: QueryClient, event: keyof typeof SESSION_EVENTS) {
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  window.dispatchEvent(new Event(SESSION_EVENTS[event]));
}
