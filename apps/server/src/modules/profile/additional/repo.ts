import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { lookups } from '../../../db/schema';

/** The reference rows of one lookup kind ('bloodGroup', 'language') among `ids`, with their English names. */
export async function lookupRows(db: Db, kind: string, ids: number[]) {
  const wanted = ids.filter((id) => id > 0);
  if (wanted.length === 0) return [];
  return db
    .select({ id: lookups.id, nameEn: lookups.nameEn })
    .from(lookups)
    .where(and(eq(lookups.kind, kind), inArray(lookups.id, wanted)));
}
