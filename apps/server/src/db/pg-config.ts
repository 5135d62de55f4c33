import type pg from 'pg';
import type { Database } from './client';

/**
 * The `pg` settings of a database opened by client.ts (PostgreSQL's URL, or the PGlite worker's
 * socket), for a connection of its own: the job runner's pool, the cache invalidation's LISTEN.
 * Undefined for an in-memory PGlite (tests), which has no socket.
 */
export function pgConfigOf(database: Database): pg.PoolConfig | undefined {
  const client = (database.db as unknown as { $client: Partial<pg.Pool> }).$client;
  return client.options;
}
