import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { perDatabase } from '../../../db/per-database';
import { lookups } from '../../../db/schema';

/** The group of each qualification of the reference list, read once per database (seeded, never edited; decision 075). */
const groups = perDatabase(async (db) => {
  const rows = await db
    .select({ id: lookups.id, code: lookups.code })
    .from(lookups)
    .where(eq(lookups.kind, 'qualification'));
  return new Map(rows.map((r) => [r.id, r.code]));
});

/**
 * The group (`S` or `B`, the lookup's code) of a qualification id, or null when there is no such id:
 * from memory, else (an id added since, or none such) from the database.
 */
export async function qualificationGroupOf(db: Db, id: number): Promise<string | null> {
  const known = (await groups(db).catch(() => undefined))?.get(id);
  if (known !== undefined) return known;
  const [row] = await db
    .select({ code: lookups.code })
    .from(lookups)
    .where(and(eq(lookups.kind, 'qualification'), eq(lookups.id, id)));
  return row?.code ?? null;
}
