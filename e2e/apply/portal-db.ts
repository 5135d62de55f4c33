import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../apps/server/src/db/client';

/**
 * The e2e server's own database, for what no screen of this run can do yet (an officer's verification,
 * step 10, is another issue's) and for reading the SMS the console SMS mode only records: the server's
 * PGlite serves the PostgreSQL protocol on a Unix socket in a private temporary folder
 * (apps/server/src/db/client.ts). Of the sockets on this machine, the one whose database holds `profileId`
 * is this run's (a profile ID registered a moment ago through this server).
 */
export async function portalDatabase(profileId: string): Promise<Database> {
  const dirs = fs
    .readdirSync(os.tmpdir())
    .filter((name) => name.startsWith('pglite-'))
    .map((name) => path.join(os.tmpdir(), name))
    .filter((dir) => fs.existsSync(path.join(dir, '.s.PGSQL.5432')));
  for (const dir of dirs) {
    const database = await openDatabase({
      url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`,
    });
    try {
      const found = (await database.db.execute(
        sql`select 1 from users where profile_id = ${profileId}`,
      )) as unknown as { rows: unknown[] };
      if (found.rows.length === 1) return database;
    } catch {
      // another portal's socket that is closing, or not a portal: not ours
    }
    await database.close();
  }
  throw new Error(`no e2e database holds ${profileId}`);
}

export const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
