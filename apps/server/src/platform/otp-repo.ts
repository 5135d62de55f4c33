import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otps } from '../db/schema';

/** `verify`: a number typed in a form; `recovery`: an account's own; `iti`: an ITI admission record's own. */
export type OtpPurpose = 'verify' | 'recovery' | 'iti' | 'grievance' | 'complaint' | 'caseStatus' | 'meeting';
/** Purposes whose right code leaves the number verified for a while (a form then uses it up). */
export type VerifyPurpose = Exclude<OtpPurpose, 'recovery' | 'caseStatus'>;

/**
 * Runs a send's limit checks and its new row as one transaction that holds the number's lock (a
 * transaction-scoped advisory lock, taken in one statement): parallel sends to one number are decided one
 * after the other, each seeing the ones before, in every process (issue 19 item 5). A count over a sliding
 * hour cannot be one conditional INSERT: under READ COMMITTED two of them would both see room.
 */
export async function underNumberLock<T>(db: Db, mobile: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${mobile}`}, 0))`);
    return work(tx as unknown as Db);
  });
}

/** Send times of the last hour for a number (all purposes: the limits protect the phone's owner). */
export async function recentSends(db: Db, mobile: string, since: Date) {
  const rows = await db
    .select({ createdAt: otps.createdAt })
    .from(otps)
    .where(and(eq(otps.mobile, mobile), gt(otps.createdAt, since)))
    .orderBy(desc(otps.createdAt));
  return rows.map((r) => r.createdAt);
}

/** A new code replaces any earlier unused one of the same purpose. */
export async function replaceLiveOtp(
  db: Db,
  row: { mobile: string; purpose: OtpPurpose; codeHash: string; createdAt: Date; expiresAt: Date },
) {
  return db.transaction(async (tx) => {
    await tx
      .update(otps)
      .set({ usedAt: new Date() })
      .where(and(eq(otps.mobile, row.mobile), eq(otps.purpose, row.purpose), isNull(otps.usedAt)));
    const [inserted] = await tx.insert(otps).values(row).returning({ id: otps.id });
    return inserted?.id;
  });
}

export async function liveOtp(db: Db, mobile: string, purpose: OtpPurpose) {
  const [row] = await db
    .select()
    .from(otps)
    .where(and(eq(otps.mobile, mobile), eq(otps.purpose, purpose), isNull(otps.usedAt)))
    .orderBy(desc(otps.id))
    .limit(1);
  return row;
}

/** Counts a wrong try; returns the new count (null when the row was already used up). */
export async function countWrongTry(db: Db, id: number, maxAttempts: number) {
  const [row] = await db
    .update(otps)
    .set({
      attempts: sql`${otps.attempts} + 1`,
      usedAt: sql`CASE WHEN ${otps.attempts} + 1 >= ${maxAttempts} THEN now() ELSE NULL END`,
    })
    .where(and(eq(otps.id, id), isNull(otps.usedAt)))
    .returning({ attempts: otps.attempts });
  return row?.attempts ?? null;
}

/** Marks a code used (and the number verified for the browser `boundTo`); false when another request used it first. */
export async function markUsed(db: Db, id: number, verified: { boundTo: string } | false) {
  const now = new Date();
  const rows = await db
    .update(otps)
    .set({ usedAt: now, ...(verified ? { verifiedAt: now, boundTo: verified.boundTo } : {}) })
    .where(and(eq(otps.id, id), isNull(otps.usedAt)))
    .returning({ id: otps.id });
  return rows.length === 1;
}

/** The newest verification of a number by the browser `boundTo`, still within its life and not yet consumed. */
export async function verifiedOtp(db: Db, mobile: string, since: Date, purpose: VerifyPurpose, boundTo: string) {
  const [row] = await db
    .select({ id: otps.id })
    .from(otps)
    .where(
      and(
        eq(otps.mobile, mobile),
        eq(otps.purpose, purpose),
        eq(otps.boundTo, boundTo),
        isNotNull(otps.verifiedAt),
        gt(otps.verifiedAt, since),
        isNull(otps.consumedAt),
      ),
    )
    .orderBy(desc(otps.verifiedAt))
    .limit(1);
  return row;
}

export async function consume(db: Db, id: number) {
  const rows = await db
    .update(otps)
    .set({ consumedAt: new Date() })
    .where(and(eq(otps.id, id), isNull(otps.consumedAt)))
    .returning({ id: otps.id });
  return rows.length === 1;
}
