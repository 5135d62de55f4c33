import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attemptCounters } from '../db/schema';
import { ApiError } from './errors';
import { verifyNothing, verifyPassword } from './passwords';

/**
 * Guess limits kept in the database (issue 7 items 5, 8, 11): `max` checks within `windowMs` of the
 * first, then the subject is locked for `lockMs`. A check is *reserved* before it is made, in one
 * statement, so twelve parallel guesses get at most `max` checks; every process shares the count and a
 * restart does not reset it. One indexed row per subject, whether the account exists or not.
 */
export type AttemptPolicy = { kind: string; max: number; windowMs: number; lockMs: number };

/**
 * 5 failed sign-ins within 15 minutes lock the profile ID (an account or not) for 15 minutes: sign-in
 * and the ITI claim's password check share it.
 */
export const LOCKOUT: AttemptPolicy = { kind: 'login', max: 5, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 };

/** The console's sign-in (issue 20): the same numbers, its own counter, so login IDs and profile IDs never share one. */
export const CONSOLE_LOCKOUT: AttemptPolicy = { ...LOCKOUT, kind: 'console-login' };

/** 429 with Retry-After and the wait in its words. */
export const lockedError = (seconds: number) => new ApiError(429, 'accounts.accountLocked', [], {}, seconds);

/**
 * A password check outside the sign-in form (changing the security question, the console's password
 * change): it counts toward the same lock as a sign-in (issue 17 item 14), so a left-open session cannot
 * be used to guess the password. Answers whether it was right; 429 while `subject` is locked (nothing
 * checked).
 */
export async function countedPasswordCheck(
  db: Db,
  policy: AttemptPolicy,
  subject: string,
  passwordHash: string,
  password: string,
) {
  const reservation = await reserveAttempt(db, policy, subject);
  if (!reservation.allowed) {
    await verifyNothing(password);
    throw lockedError(await secondsLocked(db, policy, subject));
  }
  if (await verifyPassword(passwordHash, password)) {
    await attemptSucceeded(db, policy, subject);
    return true;
  }
  if (await attemptFailed(db, policy, subject, reservation.attempt)) throw lockedError(policy.lockMs / 1000);
  return false;
}

export type Reservation = { allowed: true; attempt: number } | { allowed: false };

/** Takes one attempt for `subject`; `allowed: false` when it is locked or its attempts are used up. */
export async function reserveAttempt(db: Db, policy: AttemptPolicy, subject: string): Promise<Reservation> {
  const windowStart = new Date(Date.now() - policy.windowMs);
  const expired = sql`(${attemptCounters.windowStart} < ${windowStart} AND (${attemptCounters.lockedUntil} IS NULL OR ${attemptCounters.lockedUntil} < now()))`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ kind: policy.kind, subject, attempts: 1 })
    .onConflictDoUpdate({
      target: [attemptCounters.kind, attemptCounters.subject],
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${attemptCounters.attempts} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${attemptCounters.windowStart} END`,
        lockedUntil: sql`CASE WHEN ${expired} THEN NULL ELSE ${attemptCounters.lockedUntil} END`,
      },
    })
    .returning({ attempts: attemptCounters.attempts, lockedUntil: attemptCounters.lockedUntil });
  if (!row) return { allowed: false };
  if (row.lockedUntil && row.lockedUntil.getTime() > Date.now()) return { allowed: false };
  if (row.attempts > policy.max) {
    await lockSubject(db, policy, subject);
    return { allowed: false };
  }
  return { allowed: true, attempt: row.attempts };
}

/** A reserved check failed; returns true when this failure used the last attempt and locked the subject. */
export async function attemptFailed(db: Db, policy: AttemptPolicy, subject: string, attempt: number) {
  if (attempt < policy.max) return false;
  await lockSubject(db, policy, subject);
  return true;
}

/** A reserved check succeeded: the count starts again, but a lock other attempts earned stays. */
export async function attemptSucceeded(db: Db, policy: AttemptPolicy, subject: string) {
  await db
    .update(attemptCounters)
    .set({ attempts: 0 })
    .where(
      and(
        eq(attemptCounters.kind, policy.kind),
        eq(attemptCounters.subject, subject),
        or(isNull(attemptCounters.lockedUntil), lt(attemptCounters.lockedUntil, new Date())),
      ),
    );
}

/** Forgets the subject's count and lock (after the password is reset by a verified route). */
export async function clearAttempts(db: Db, policy: AttemptPolicy, subject: string) {
  await db
    .delete(attemptCounters)
    .where(and(eq(attemptCounters.kind, policy.kind), eq(attemptCounters.subject, subject)));
}

/** Whether the subject is locked now (for tests and for answering without a check). */
/** Seconds until `subject` may try again (its lock's end, or a whole lock if the counter has none). */
export async function secondsLocked(db: Db, policy: AttemptPolicy, subject: string) {
  const until = await lockedUntil(db, policy, subject);
  return Math.ceil((until ? until.getTime() - Date.now() : policy.lockMs) / 1000);
}

export async function lockedUntil(db: Db, policy: AttemptPolicy, subject: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: attemptCounters.lockedUntil })
    .from(attemptCounters)
    .where(and(eq(attemptCounters.kind, policy.kind), eq(attemptCounters.subject, subject)));
  return row?.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil : null;
}

async function lockSubject(db: Db, policy: AttemptPolicy, subject: string) {
  await db
    .update(attemptCounters)
    .set({ lockedUntil: new Date(Date.now() + policy.lockMs) })
    .where(
      and(
        eq(attemptCounters.kind, policy.kind),
        eq(attemptCounters.subject, subject),
        or(isNull(attemptCounters.lockedUntil), lt(attemptCounters.lockedUntil, new Date())),
      ),
    );
}
