import { PROFILES_PER_CONTACT } from '@portal/shared/basics';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aadhaarVault, lookups, sessions, userJobRoles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function userByProfileId(db: Db, profileId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.profileId, profileId)).limit(1);
  return row;
}

export async function userById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The profiles on one mobile number (a family may share it: at most PROFILES_PER_CONTACT). */
export async function usersByMobile(db: Db, mobile: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.mobile, mobile)).orderBy(users.id).limit(PROFILES_PER_CONTACT);
}

/** A successful sign-in: the previous "current" login becomes the last one (dashboard welcome panel). */
export async function recordLogin(db: Db, userId: number, ip: string, now: Date) {
  await db
    .update(users)
    .set({
      lastLoginAt: sql`${users.currentLoginAt}`,
      currentLoginAt: now,
      lastLoginIp: ip,
    })
    .where(eq(users.id, userId));
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** A new password also lifts any sign-in lock. */
export async function setPassword(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function setSecurityQuestion(db: Db, userId: number, questionId: number, answerHash: string) {
  await db
    .update(users)
    .set({ securityQuestionId: questionId, securityAnswerHash: answerHash })
    .where(eq(users.id, userId));
}

export async function securityQuestionExists(db: Db, id: number) {
  const rows = await db
    .select({ id: lookups.id })
    .from(lookups)
    .where(and(eq(lookups.kind, 'securityQuestion'), eq(lookups.id, id)))
    .limit(1);
  return rows.length === 1;
}

export async function jobRoleCount(db: Db, userId: number) {
  const [row] = await db.select({ n: count() }).from(userJobRoles).where(eq(userJobRoles.userId, userId));
  return row?.n ?? 0;
}

export async function hasAadhaar(db: Db, userId: number) {
  const rows = await db
    .select({ userId: aadhaarVault.userId })
    .from(aadhaarVault)
    .where(eq(aadhaarVault.userId, userId))
    .limit(1);
  return rows.length === 1;
}
