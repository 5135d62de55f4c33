import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { lookups } from '../../../db/schema';

/** The group (`S` or `B`, the lookup's code) of a qualification id, or null when there is no such id. */
export async function qualificationGroupOf(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ code: lookups.code })
    .from(lookups)
    .where(and(eq(lookups.kind, 'qualification'), eq(lookups.id, id)));
  return row?.code ?? null;
}
