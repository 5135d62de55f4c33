import { accountsApi } from '@portal/shared/api';
import { call } from './api';
import { clearAllDrafts } from './drafts';
import { refreshResource, useResource } from './resource';

const SESSION_KEY = 'session';

/**
 * The signed-in user (null when signed out), from the server's session cookie. A plain cached read,
 * not TanStack Query: the shell shows it on every page, the landing page included.
 */
export function useSession() {
  return useResource(SESSION_KEY, async () => (await call(accountsApi.session, {})).Data, { staleMs: 60_000 });
}

/** Reads the session again; the menu follows it. */
export const refreshSession = () => refreshResource(SESSION_KEY);

/** Window events of the spec ('user logged in' / 'user logged out'); the menu listens to them. */
export const SESSION_EVENTS = { loggedIn: 'userLoggedIn', loggedOut: 'userLoggedOut' } as const;

/**
 * Call after login or logout: refreshes the session (and so the menu) everywhere in the app. Signing
 * out forgets every unsaved form draft in this browser (a shared computer keeps nobody's data).
 */
export async function sessionChanged(event: keyof typeof SESSION_EVENTS) {
  if (event === 'loggedOut') clearAllDrafts();
  await refreshSession();
  window.dispatchEvent(new Event(SESSION_EVENTS[event]));
}
