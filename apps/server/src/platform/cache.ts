/**
 * A short-lived read cache for public answers (menus, notices, lookups). Each process keeps its own
 * copy for at most `ttlMs`, so several processes never disagree for longer than that; board edits
 * call `clearReadCache()` in the process that made them.
 */
const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

export function cachedRead<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { expires: now + ttlMs, value });
  value.catch(() => entries.delete(key));
  return value;
}

export function clearReadCache(prefix = ''): void {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}

/** Cache-Control for public reads: browsers and proxies may keep them briefly. */
export const PUBLIC_CACHE = 'public, max-age=300, stale-while-revalidate=600';
export const READ_TTL_MS = 30_000;
