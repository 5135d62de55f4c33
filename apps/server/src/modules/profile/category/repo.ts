import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { lookups } from '../../../db/schema';

/** The reference rows (kind, id, group) among the chosen ids of each lookup kind. */
export async function chosenLookups(db: Db, chosen: { kind: string; id: number }[]) {
  const wanted = chosen.filter((c) => c.id > 0);
  if (wanted.length === 0) return [];
  return db
    .select({ kind: lookups.kind, id: lookups.id, groupId: lookups.groupId })
    .from(lookups)
    .where(or(...wanted.map((c) => and(eq(lookups.kind, c.kind), eq(lookups.id, c.id)))));
}
