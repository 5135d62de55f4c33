import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/database';
import { notesLike } from '../test/probe';
import type { Database } from './client';
import { statementName } from './per-database';

/**
 * A query built once (decision 075) on the test's database: PGlite in memory, or, with
 * TEST_DATABASE_URL (CI), a PostgreSQL server's pool, where it runs as a named statement.
 */
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  await database.db.execute(sql`create table probe (note text)`);
  await database.db.execute(sql`insert into probe values ('kept'), ('known'), ('other')`);
});
afterAll(() => database.close());

describe('a query built once', () => {
  it('is named on a PostgreSQL server and unnamed on PGlite', () => {
    expect(statementName(database.db, 'probe_notes')).toBe(database.kind === 'postgres' ? 'probe_notes' : '');
  });

  it('answers each call with its own values, more calls at once than the pool has connections', async () => {
    const patterns = Array.from({ length: 30 }, (_, i) => ['k%', 'o%', 'x%'][i % 3] as string);
    const answers = await Promise.all(patterns.map((pattern) => notesLike(database.db).execute({ pattern })));
    const expected: Record<string, { note: string }[]> = {
      'k%': [{ note: 'kept' }, { note: 'known' }],
      'o%': [{ note: 'other' }],
      'x%': [],
    };
    expect(answers).toEqual(patterns.map((pattern) => expected[pattern]));
  });

  it.runIf(process.env.TEST_DATABASE_URL)('is prepared in the PostgreSQL sessions that ran it', async () => {
    await Promise.all(Array.from({ length: 20 }, () => notesLike(database.db).execute({ pattern: 'k%' })));
    // every connection of the pool at once (its 10): the ones that ran the query hold the statement
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const connections = await Promise.all(Array.from({ length: 10 }, () => pool.connect()));
    try {
      const prepared = await Promise.all(
        connections.map(async (c) => (await c.query('select name from pg_prepared_statements')).rows),
      );
      expect(prepared.flat()).toContainEqual({ name: 'probe_notes' });
    } finally {
      for (const c of connections) c.release();
    }
  });
});
