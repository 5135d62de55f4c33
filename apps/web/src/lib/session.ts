import { sessionApi } from '@portal/shared/api/session';
import { call } from './api';
import { refreshResource, useResource } from './resource';

const SESSION_KEY = 'session';

/**
 * The signed-in user (null when signed out), from the server's session cookie. A plain cached read,
 * not TanStack Query: the shell shows it on every page, the landing page included.
 */
export function useSession() {
  return useResource(SESSION_KEY, async () => (await call(sessionApi.session, {})).Data, {
    staleMs: 60_000,
    browserOnly: true,
  });
}

/** Reads the session again; the menu follows it. */
export const refreshSession = () => refreshResource(SESSION_KEY);

/** Window events of the spec ('user logged in' / 'user logged out'); the menu listens to them. */
export const SESSION_EVENTS = { loggedIn: 'userLoggedIn', loggedOut: 'userLoggedOut' } as const;

/** Call after login or logout: refreshes the session (and so the menu) everywhere in the app. */
export async function sessionChanged(event: keyof typeof SESSION_EVENTS) {
  await refreshSession();
  window.dispatchEvent(new Event(SESSION_EVENTS[event]));
}
