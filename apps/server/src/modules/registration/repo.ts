import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aadhaarVault, itiAdmissions, uploads, userJobRoles, users } from '../../db/schema';

/** The next user id, taken before the insert so the profile ID can be written with the row. */
export async function nextUserId(db: Db): Promise<number> {
  const result = (await db.execute(sql`SELECT nextval(pg_get_serial_sequence('users', 'id')) AS id`)) as unknown as {
    rows: { id: number | string }[];
  };
  return Number(result.rows[0]?.id);
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

export async function unclaimedUploads(db: Db, paths: string[]) {
  if (paths.length === 0) return [];
  return db
    .select({ path: uploads.path, fileType: uploads.fileType })
    .from(uploads)
    .where(and(inArray(uploads.path, paths), isNull(uploads.userId)));
}

/** Gives an unclaimed upload to its new owner; false when it was not (or no longer) unclaimed. */
export async function claimUpload(db: Db, path: string, fileType: string, userId: number) {
  const rows = await db
    .update(uploads)
    .set({ userId })
    .where(and(eq(uploads.path, path), eq(uploads.fileType, fileType), isNull(uploads.userId)))
    .returning({ id: uploads.id });
  return rows.length === 1;
}

export async function itiAdmission(db: Db, registrationNumber: string) {
  const [row] = await db
    .select({ data: itiAdmissions.data })
    .from(itiAdmissions)
    .where(eq(itiAdmissions.registrationNumber, registrationNumber))
    .limit(1);
  return row?.data;
}

/** Whether an account already holds this ITI registration number (one record, one account). */
export async function itiClaimed(db: Db, registrationNumber: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.itiRegistrationNo, registrationNumber))
    .limit(1);
  return rows.length === 1;
}

/** The new account's row (its id taken by `nextUserId`). */
export async function insertUser(db: Db, row: typeof users.$inferInsert) {
  await db.insert(users).values(row);
}

/** A staff member's job roles. */
export async function addJobRoles(db: Db, userId: number, jobRoleIds: number[]) {
  await db.insert(userJobRoles).values(jobRoleIds.map((jobRoleId) => ({ userId, jobRoleId })));
}

/** A staff member's Aadhaar number, sealed (vault) with its lookup hash. */
export async function addAadhaar(db: Db, row: typeof aadhaarVault.$inferInsert) {
  await db.insert(aadhaarVault).values(row);
}
