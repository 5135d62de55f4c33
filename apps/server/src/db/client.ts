import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
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
  /** A PGlite data folder (served by a worker thread), or an in-memory PGlite, maybe restored from a dump (tests). */
  | { dataDir?: string; loadDataDir?: Blob | File };

/** PostgreSQL through a pool of `pg` connections: to a server's URL, or to PGlite's worker. */
function overPg(config: pg.PoolConfig, kind: Database['kind'], stop: () => Promise<void> = async () => {}): Database {
  const pool = new pg.Pool(config);
  // An idle connection dropped by the server (restart, failover, a dropped database) must not crash
  // the process: the pool discards it and opens a new one on next use.
  pool.on('error', (error) => console.warn(`PostgreSQL idle connection closed: ${error.message}`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind,
    migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
    close: async () => {
      await pool.end();
      await stop();
    },
  };
}

/**
 * A PGlite data folder served by a worker thread (pglite-worker.ts), so its queries never block the
 * event loop (docs/decisions/025-pglite-under-load.md). The socket is in a folder only this user can open.
 */
async function pgliteInWorker(dataDir: string): Promise<Database> {
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-'));
  const removeSocketDir = () => fs.rmSync(socketDir, { recursive: true, force: true });
  process.once('exit', removeSocketDir); // also when the process ends without closing the database
  // The worker loads TypeScript through tsx, as the server does (Node 20 workers ignore `--import tsx`).
  const entry = JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href);
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${entry}); })`;
  const worker = new Worker(boot, {
    eval: true,
    workerData: { dataDir, socketPath: path.join(socketDir, '.s.PGSQL.5432') },
  });
  const message = (expected: string) =>
    new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`PGlite worker exited (${code})`)));
      worker.on('message', (m) => m === expected && resolve());
    });
  await message('ready');
  worker.on('error', (error: Error) => console.error(`PGlite worker failed: ${error.message}`));
  // A few connections keep the worker busy while the main thread handles replies; it runs one at a time.
  const config = { host: socketDir, port: 5432, user: 'postgres', database: 'postgres', max: 4 };
  return overPg(config, 'pglite', async () => {
    const closed = message('closed');
    worker.postMessage('close');
    await closed;
    await worker.terminate();
    removeSocketDir();
    process.off('exit', removeSocketDir);
  });
}

/**
 * PostgreSQL when a URL is given, else embedded PGlite (in a worker thread for a data folder,
 * in-process for a dump restored in memory); all take the same migrations.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return overPg({ connectionString: options.url, max: 10 }, 'postgres');
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    return pgliteInWorker(options.dataDir);
  }
  const client = await PGlite.create({ loadDataDir: options.loadDataDir });
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
