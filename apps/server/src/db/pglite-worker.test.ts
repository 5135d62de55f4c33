import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { notesLike } from '../test/probe';
import { openDatabase } from './client';
import { statementName } from './per-database';

/**
 * A PGlite data folder (what `npm start` opens) is served by a worker thread: a slow query must not
 * stop the event loop that reads requests (issue 8 item 8; docs/decisions/025-pglite-under-load.md).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-worker-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The rows of a raw query (drizzle types `execute` loosely). */
const rowsOf = async (query: Promise<unknown>) => ((await query) as { rows: unknown[] }).rows;

/** How many times the event loop turned while `work` ran. */
async function loopTurnsDuring(work: Promise<unknown>) {
  let turns = 0;
  let running = true;
  const turn = () => {
    turns += 1;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  await work;
  running = false;
  return turns;
}

describe('PGlite on a data folder', () => {
  it('keeps the event loop turning during a query, and keeps its data across a restart', async () => {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.db.execute(sql`create table probe (note text)`);
    await database.db.execute(sql`insert into probe values (${'kept'})`);

    // 300 ms of work inside PostgreSQL: on the main thread the loop would turn about once.
    const turns = await loopTurnsDuring(database.db.execute(sql`select pg_sleep(0.3)`));
    expect(turns).toBeGreaterThan(50);
    await database.close();

    const again = await openDatabase({ dataDir });
    expect(await rowsOf(again.db.execute(sql`select note from probe`))).toEqual([{ note: 'kept' }]);
    // the migrations were applied once and are recorded
    await again.migrate();
    await again.close();
  }, 120_000); // two PGlite starts on a data folder and every migration: over 30 s on a busy machine

  it('keeps a transaction of one connection apart from the queries of the others', async () => {
    const database = await openDatabase({ dataDir });
    await database.db.execute(sql`delete from probe`);
    let outside: Promise<unknown[]> | undefined;
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (${'rolled back'})`);
        // another pool connection asks while the transaction is open: it must not see the row
        outside = rowsOf(database.db.execute(sql`select count(*)::int as n from probe`));
        await tx.execute(sql`select pg_sleep(0.05)`);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await outside).toEqual([{ n: 0 }]);
    await database.close();
  });

  it('runs a query built once (perDatabase, statementName) on every connection of the pool at once', async () => {
    const database = await openDatabase({ dataDir });
    await database.db.execute(sql`insert into probe values (${'kept'}), (${'other'})`);
    // more calls than the pool has connections: each connection runs the statement; a named one was
    // refused on the second ("prepared statement already exists"), as they share PGlite's one session
    expect(statementName(database.db, 'probe_notes')).toBe('');
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => notesLike(database.db).execute({ pattern: 'k%' })),
      );
      expect(answers).toEqual(Array.from({ length: 12 }, () => [{ note: 'kept' }]));
    } finally {
      await database.close();
    }
  });

  it('answers a bad query with its PostgreSQL error and goes on serving', async () => {
    const database = await openDatabase({ dataDir });
    await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toMatchObject({
      cause: { code: '42P01' },
    });
    expect(await rowsOf(database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    await database.close();
  });
});
