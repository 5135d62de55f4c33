import { PROFILES_PER_CONTACT } from '@portal/shared/basics';
import { and, count, eq, sql } from 'drizzle-orm';
import { ApiError } from '../platform/errors';
import type { Db } from './client';
import { aadhaarVault, lookups, userJobRoles, users } from './schema';

/**
 * Queries on the account record (users, their job roles and sealed Aadhaar) that more than one module
 * makes: accounts (sign-in, recovery, dashboard), registration (a new account) and the profile's
 * Primary step (the account itself, decision 035). A module's own repo.ts is its own (decision 046).
 */

export type UserRow = typeof users.$inferSelect;

export async function userById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The profiles on one mobile number (a family may share it: at most PROFILES_PER_CONTACT). */
export async function usersByMobile(db: Db, mobile: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.mobile, mobile)).orderBy(users.id).limit(PROFILES_PER_CONTACT);
}

export async function securityQuestionExists(db: Db, id: number) {
  const rows = await db
    .select({ id: lookups.id })
    .from(lookups)
    .where(and(eq(lookups.kind, 'securityQuestion'), eq(lookups.id, id)))
    .limit(1);
  return rows.length === 1;
}

/** How many profiles already use this mobile number and this e-mail address (any case). */
export async function profilesOn(db: Db, mobile: string, email: string) {
  const rows = await db
    .select({ mobile: users.mobile, email: users.email })
    .from(users)
    .where(sql`${users.mobile} = ${mobile} OR lower(${users.email}) = lower(${email})`);
  return {
    mobile: rows.filter((r) => r.mobile === mobile).length,
    email: rows.filter((r) => r.email.toLowerCase() === email.toLowerCase()).length,
  };
}

/** Holds the mobile number and the e-mail until the transaction ends (a registration counts, then inserts). */
export async function lockContacts(db: Db, mobile: string, email: string) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`mobile:${mobile}`}))`);
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`email:${email.toLowerCase()}`}))`);
}

export async function aadhaarTaken(db: Db, lookupHash: string) {
  const rows = await db
    .select({ userId: aadhaarVault.userId })
    .from(aadhaarVault)
    .where(eq(aadhaarVault.lookupHash, lookupHash))
    .limit(1);
  return rows.length === 1;
}

/** A staff member's job roles. */
export async function addJobRoles(db: Db, userId: number, jobRoleIds: number[]) {
  await db.insert(userJobRoles).values(jobRoleIds.map((jobRoleId) => ({ userId, jobRoleId })));
}

/** A staff member's Aadhaar number, sealed (vault) with its lookup hash. */
export async function addAadhaar(db: Db, row: typeof aadhaarVault.$inferInsert) {
  await db.insert(aadhaarVault).values(row);
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

/** The signed-in user's record; 401 when the account is gone (deleted while its session lived). */
export async function signedInUser(db: Db, userId: number): Promise<UserRow> {
  const user = await userById(db, userId);
  if (!user) throw new ApiError(401, 'common.notSignedIn');
  return user;
}
