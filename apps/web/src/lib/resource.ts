import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * Cached reads for the shell and the landing page without TanStack Query, which is 13 KB the
 * landing route cannot afford (docs/decisions/005-landing-route-budget.md). Screens behind other
 * routes keep using TanStack Query. One entry per key for the page's life: read at first use,
 * again when a mounting component finds it older than `staleMs`, and on `refreshResource`.
 */
type Entry = { data?: unknown; error?: unknown; loadedAt: number; loading?: Promise<void> };

/** Vite's flag: true in the server build (app/ssr.tsx), false in the browser's, whose code drops these branches. */
const isServer = import.meta.env.SSR;
const entries = new Map<string, Entry>();
/**
 * In the browser, what the server's page was made of, for hydration: a read the browser has already
 * answered by then (the session, asked for while a screen's file still loads) must not change what
 * the server's HTML is compared with (React error 418 on /Staff for a signed-in user). After
 * hydration the live entries count.
 */
const seeded = new Map<string, Entry>();
const loaders = new Map<string, () => Promise<unknown>>();
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function load(key: string) {
  const current = entries.get(key);
  if (current?.loading) return current.loading;
  const loader = loaders.get(key);
  if (!loader) return Promise.resolve();
  const loading = loader().then(
    (data) => void entries.set(key, { data, loadedAt: Date.now() }),
    (error: unknown) => void entries.set(key, { data: current?.data, error, loadedAt: Date.now() }),
  );
  // Entries are replaced, never mutated, so useSyncExternalStore sees each change.
  entries.set(key, { ...(current ?? { loadedAt: 0 }), loading: loading.then(notify) });
  notify();
  return entries.get(key)?.loading;
}

/** Reads every entry whose key starts with `prefix` again (e.g. the session after sign-in). */
export async function refreshResource(prefix: string) {
  await Promise.all([...entries.keys()].filter((key) => key.startsWith(prefix)).map(load));
}

/**
 * Server rendering (ssr.tsx): the data read while rendering a page, for the page's HTML; and, in the
 * browser, that data put back before hydration so the first render matches the HTML.
 */
export function resourceSnapshot(): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, entry] of entries) if (entry.data !== undefined) data[key] = entry.data;
  return data;
}
export function seedResources(data: Record<string, unknown>) {
  entries.clear();
  seeded.clear();
  for (const [key, value] of Object.entries(data)) {
    const entry = { data: value, loadedAt: Date.now() };
    entries.set(key, entry);
    seeded.set(key, entry);
  }
}

export type Resource<T> = { data: T | undefined; isPending: boolean; isError: boolean };

/**
 * The data at `key` (null: nothing to read). With `keepPrevious`, the last key's data shows while a
 * new key loads (the menu while the session changes), as TanStack Query's placeholderData does.
 */
export function useResource<T>(
  key: string | null,
  read: () => Promise<T>,
  options: { staleMs?: number; keepPrevious?: boolean; browserOnly?: boolean } = {},
): Resource<T> {
  if (key !== null) loaders.set(key, read);
  const snapshot = () => (key === null ? undefined : entries.get(key));
  const serverSnapshot = isServer ? snapshot : () => (key === null ? undefined : seeded.get(key));
  const entry = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  // On the server a read suspends the page until its data is there (the HTML carries it), except one
  // the browser reads after hydration (`browserOnly`): a visitor's own (the session), as the page's
  // HTML is the same for everyone.
  if (isServer && key !== null && !options.browserOnly && entry?.data === undefined && entry?.error === undefined)
    throw load(key);
  const { staleMs = 5 * 60_000 } = options;

  useEffect(() => {
    if (key === null) return;
    const current = entries.get(key);
    if (!current || (!current.loading && Date.now() - current.loadedAt > staleMs)) void load(key);
  }, [key, staleMs]);

  const hasData = entry?.data !== undefined;
  // The last data this component showed, for `keepPrevious`.
  const previous = useRef<unknown>(undefined);
  if (hasData) previous.current = entry.data;
  const data = (hasData ? entry.data : options.keepPrevious ? previous.current : undefined) as T | undefined;
  return {
    data,
    isPending: key !== null && !hasData && entry?.error === undefined,
    isError: entry?.error !== undefined,
  };
}
