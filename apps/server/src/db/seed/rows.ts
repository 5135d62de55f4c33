import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/** Inserts rows in batches; rows already there (same key) are left as they are. */
export async function insertMissing<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], batch = 1000) {
  for (let i = 0; i < rows.length; i += batch) {
    await db
      .insert(table)
      .values(rows.slice(i, i + batch))
      .onConflictDoNothing();
  }
}

export async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(table).limit(1);
  return rows.length === 0;
}
