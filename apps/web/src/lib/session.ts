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

/**
 * The resources of a page the server rendered for a visitor who is not signed in (app/ssr.tsx): the
 * session is known to be none, so the page shows it and the browser need not ask.
 */
export const SIGNED_OUT: Readonly<Record<string, unknown>> = { [SESSION_KEY]: null };

/** Reads the session again; the menu follows it. */
export const refreshSession = () => refreshResource(SESSION_KEY);

/** Window events of the spec ('user logged in' / 'user logged out'); the menu listens to them. */
export const SESSION_EVENTS = { loggedIn: 'userLoggedIn', loggedOut: 'userLoggedOut' } as const;

/** Call after login or logout: refreshes the session (and so the menu) everywhere in the app. */
export async function sessionChanged(event: keyof typeof SESSION_EVENTS) {
  await refreshSession();
  window.dispatchEvent(new Event(SESSION_EVENTS[event]));
}
