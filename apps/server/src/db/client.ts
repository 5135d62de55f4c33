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
import lockfile from 'proper-lockfile';
import { allowNamedStatements } from './per-database';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** Runs `work` (migrating and seeding) while no other process on this database runs its own. */
  underStartupLock: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/**
 * The key of the session-level advisory lock every process takes around migrations and seeding
 * (issue 19 item 1, decision 049): processes starting together on one empty database migrate and seed
 * one after the other, and each after the first finds nothing left to do.
 */
const STARTUP_LOCK = 1_919_000_019;

async function underAdvisoryLock<T>(query: (text: string) => Promise<unknown>, work: () => Promise<T>): Promise<T> {
  await query(`select pg_advisory_lock(${STARTUP_LOCK})`);
  try {
    return await work();
  } finally {
    await query(`select pg_advisory_unlock(${STARTUP_LOCK})`);
  }
}

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
  if (kind === 'postgres') allowNamedStatements(db);
  return {
    db,
    kind,
    migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
    // the lock lives on one connection of its own, held (idle, outside any transaction) until the work is done
    underStartupLock: async (work) => {
      const connection = await pool.connect();
      try {
        return await underAdvisoryLock((text) => connection.query(text), work);
      } finally {
        connection.release();
      }
    },
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
 * PGlite is one PostgreSQL session in one process: a second process opening the same folder would
 * corrupt it (issue 19 item 7). The folder is locked (`proper-lockfile`: a `.lock` folder beside it whose
 * time the owner refreshes every 5 s). A crashed owner's lock goes stale after 10 s, so a start waits a
 * little longer than that before it refuses: a restart after a crash is not refused.
 */
const DATA_DIR_LOCK = { stale: 10_000, retries: { retries: 12, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 } };
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      ...DATA_DIR_LOCK,
      // a refused start must say why; a lock this process cannot refresh ends it (another may now open the folder)
      onCompromised: (error) => {
        console.error(`The PGlite data folder's lock was lost (${error.message}); stopping.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new Error(
      `The embedded database in ${dataDir} is in use by another process. PGlite cannot be shared: ` +
        'run one process per DATA_DIR, or give several processes one PostgreSQL with DATABASE_URL.',
    );
  }
}

/**
 * PostgreSQL when a URL is given, else embedded PGlite (in a worker thread for a data folder,
 * in-process for a dump restored in memory); all take the same migrations.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return overPg({ connectionString: options.url, max: 10 }, 'postgres');
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    const release = await lockDataDir(options.dataDir);
    try {
      const database = await pgliteInWorker(options.dataDir);
      return {
        ...database,
        close: async () => {
          await database.close();
          await release();
        },
      };
    } catch (error) {
      await release();
      throw error;
    }
  }
  const client = await PGlite.create({ loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    underStartupLock: (work) => underAdvisoryLock((text) => client.query(text), work),
    close: () => client.close(),
  };
}

/** The underlying PGlite of a database opened here (test fixtures dump it). */
export function pgliteOf(db: Db): PGlite {
  return (db as unknown as { $client: PGlite }).$client;
}
