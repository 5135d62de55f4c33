import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { institutes, itiAdmissions, uploads, users } from '../../db/schema';

/** The next user id, taken before the insert so the profile ID can be written with the row. */
export async function nextUserId(db: Db): Promise<number> {
  const result = (await db.execute(sql`SELECT nextval(pg_get_serial_sequence('users', 'id')) AS id`)) as unknown as {
    rows: { id: number | string }[];
  };
  return Number(result.rows[0]?.id);
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

/** Whether the institute a staff member names is one of the portal's institutes (decision 067). */
export async function instituteExists(db: Db, id: number) {
  const rows = await db.select({ id: institutes.id }).from(institutes).where(eq(institutes.id, id)).limit(1);
  return rows.length === 1;
}
