import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';

/** The same server with another database name. */
export function adminUrl(url: string, database = 'postgres') {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * A fresh copy of the seeded PostgreSQL test database (TEST_DATABASE_URL) that several `Database`s may
 * open, as several processes would; `drop` removes it.
 */
export async function freshPostgres(url: string) {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: adminUrl(url) });
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`));
  await admin.close();
  return {
    /** For a server process started on it (`DATABASE_URL`). */
    url: adminUrl(url, name),
    open: () => openDatabase({ url: adminUrl(url, name) }),
    drop: async () => {
      const cleanup = await openDatabase({ url: adminUrl(url) });
      await cleanup.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await cleanup.close();
    },
  };
}

/** A fresh copy of the seeded test database for one test file. */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const copy = await freshPostgres(url);
    const database = await copy.open();
    return {
      ...database,
      close: async () => {
        await database.close();
        await copy.drop();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteDump'));
  return openDatabase({ loadDataDir: new Blob([dump], { type: 'application/x-gzip' }) });
}

/** The rows of a raw SQL query on a test's database. */
export async function dbRows<T>(ctx: { database: Database }, query: SQL): Promise<T[]> {
  const result = (await ctx.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function dbValue<T>(ctx: { database: Database }, query: SQL): Promise<T> {
  const [row] = await dbRows<{ v: T }>(ctx, query);
  if (!row) throw new Error('no row');
  return row.v;
}
