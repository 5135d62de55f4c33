import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { aadhaarVault, userJobRoles, users } from '../../../db/schema';

/**
 * Primary information is the account itself (users, user_job_roles, aadhaar_vault): what the
 * registration module's repo does not already read or write.
 */

/** The account's fields the primary step edits. */
export type PrimaryColumns = Pick<
  typeof users.$inferInsert,
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'genderCode'
  | 'dob'
  | 'email'
  | 'mobile'
  | 'altMobile'
  | 'photoPath'
  | 'signPath'
  | 'dobProofPath'
  | 'aadhaarFilePath'
>;

export async function updatePrimary(db: Db, userId: number, columns: PrimaryColumns) {
  await db.update(users).set(columns).where(eq(users.id, userId));
}

export async function jobRoleIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userJobRoles.jobRoleId })
    .from(userJobRoles)
    .where(eq(userJobRoles.userId, userId))
    .orderBy(userJobRoles.jobRoleId);
  return rows.map((r) => r.id);
}

/** Removes a staff member's job roles (the new ones are added with the registration repo's addJobRoles). */
export async function clearJobRoles(db: Db, userId: number) {
  await db.delete(userJobRoles).where(eq(userJobRoles.userId, userId));
}

/** The last 4 digits of the saved Aadhaar number, or undefined when none is saved. */
export async function aadhaarLast4(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ last4: aadhaarVault.last4 })
    .from(aadhaarVault)
    .where(eq(aadhaarVault.userId, userId))
    .limit(1);
  return row?.last4;
}
