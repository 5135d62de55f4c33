import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export type DatabaseOptions =
  | { url: string }
  /** A PGlite data folder, or an in-memory PGlite restored from a dump (tests). */
  | { dataDir?: string; loadDataDir?: Blob | File };

/** PostgreSQL when a URL is given, else embedded PGlite; both take the same migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection dropped by the server (restart, failover, a dropped database) must not crash
    // the process: the pool discards it and opens a new one on next use.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection closed: ${error.message}`));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    close: () => client.close(),
  };
}

/** The underlying PGlite of a database opened here (test fixtures dump it). */
export function pgliteOf(db: Db): PGlite {
  return (db as unknown as { $client: PGlite }).$client;
}
