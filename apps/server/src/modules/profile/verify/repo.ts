import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { districts, profileSections, profileVerifications } from '../../../db/schema';

/** The database or a transaction on it. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The person's verification row (null before the first submission); `lock` for a change in a transaction. */
export async function verificationOf(db: Executor, userId: number, lock = false) {
  const query = db.select().from(profileVerifications).where(eq(profileVerifications.userId, userId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The region of the district of the person's permanent address (null when none is saved). */
export async function addressRegion(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ regionId: districts.regionId })
    .from(profileSections)
    .innerJoin(districts, sql`${districts.id} = (${profileSections.data}->>'PDistrictID')::int`)
    .where(and(eq(profileSections.userId, userId), eq(profileSections.section, 'address')))
    .limit(1);
  return row?.regionId ?? null;
}

/**
 * A first submission or a resubmission (after a return): back in the queue, at the end. False when
 * the profile is already submitted or verified (a parallel submission won).
 */
export async function submit(db: Executor, userId: number, regionId: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(profileVerifications)
    .values({ userId, status: 'submitted', regionId, submittedAt: now, firstSubmittedAt: now, submissions: 1 })
    .onConflictDoUpdate({
      target: profileVerifications.userId,
      set: {
        status: 'submitted',
        regionId,
        submittedAt: now,
        submissions: sql`${profileVerifications.submissions} + 1`,
        changeRequestedAt: null,
        changeReason: null,
      },
      setWhere: sql`${profileVerifications.status} = 'returned'`,
    })
    .returning({ userId: profileVerifications.userId });
  return rows.length > 0;
}

export async function requestChange(db: Executor, userId: number, reason: string, now: Date) {
  await db
    .update(profileVerifications)
    .set({ changeRequestedAt: now, changeReason: reason })
    .where(eq(profileVerifications.userId, userId));
}
