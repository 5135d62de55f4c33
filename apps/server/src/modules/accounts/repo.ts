import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { institutes, instituteUsers, sessions, users } from '../../db/schema';
import type { UserRow } from '../../db/users';

export async function userByProfileId(db: Db, profileId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.profileId, profileId)).limit(1);
  return row;
}

/** Whether an institute's account (user type 92) has had its password set from its one-time link. */
export async function institutePasswordSet(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ at: instituteUsers.passwordSetAt })
    .from(instituteUsers)
    .where(eq(instituteUsers.userId, userId))
    .limit(1);
  return Boolean(row?.at);
}

/** The code and name of an institute (a staff member's, decision 067). */
export async function instituteById(db: Db, id: number) {
  const [row] = await db
    .select({ code: institutes.code, name: institutes.name })
    .from(institutes)
    .where(eq(institutes.id, id))
    .limit(1);
  return row;
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
