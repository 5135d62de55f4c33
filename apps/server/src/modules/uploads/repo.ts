import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountUploadQuota, uploadQuota, uploads } from '../../db/schema';

export async function addUpload(db: Db, row: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(row);
}

export async function uploadByPath(db: Db, path: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.path, path)).limit(1);
  return row;
}

/** Documents uploaded before a registration that never happened. */
export async function staleUnclaimed(db: Db, before: Date, limit = 100) {
  return db
    .select({ path: uploads.path })
    .from(uploads)
    .where(and(isNull(uploads.userId), lt(uploads.createdAt, before)))
    .limit(limit);
}

/** Deletes those still unclaimed (a registration may have claimed one meanwhile); their paths. */
export async function deleteUnclaimed(db: Db, paths: string[]) {
  if (paths.length === 0) return [];
  return db
    .delete(uploads)
    .where(and(inArray(uploads.path, paths), isNull(uploads.userId)))
    .returning({ path: uploads.path });
}

/**
 * Counts `bytes` against the IP's quota for `day` (India's, YYYY-MM-DD) unless that would pass `max`; one statement,
 * so parallel uploads in any process cannot all slip under it. False when the quota is used up.
 */
export async function reserveQuota(db: Db, { ip, day }: { ip: string; day: string }, bytes: number, max: number) {
  const rows = await db
    .insert(uploadQuota)
    .values({ ip, day, bytes })
    .onConflictDoUpdate({
      target: [uploadQuota.ip, uploadQuota.day],
      set: { bytes: sql`${uploadQuota.bytes} + excluded.bytes` },
      setWhere: sql`${uploadQuota.bytes} + excluded.bytes <= ${max}`,
    })
    .returning({ bytes: uploadQuota.bytes });
  return rows.length > 0;
}

/**
 * Counts one file of `bytes` against the account's quota for `day` (India's, YYYY-MM-DD) unless that
 * would pass either maximum; one statement, like the IP's. False when the quota is used up.
 */
export async function reserveAccountQuota(
  db: Db,
  { userId, day }: { userId: number; day: string },
  bytes: number,
  max: { files: number; bytes: number },
) {
  const rows = await db
    .insert(accountUploadQuota)
    .values({ userId, day, files: 1, bytes })
    .onConflictDoUpdate({
      target: [accountUploadQuota.userId, accountUploadQuota.day],
      set: {
        files: sql`${accountUploadQuota.files} + 1`,
        bytes: sql`${accountUploadQuota.bytes} + excluded.bytes`,
      },
      setWhere: sql`${accountUploadQuota.files} + 1 <= ${max.files} AND ${accountUploadQuota.bytes} + excluded.bytes <= ${max.bytes}`,
    })
    .returning({ files: accountUploadQuota.files });
  return rows.length > 0;
}

/** Quota rows, of IPs and of accounts, of days before `day` (India's). */
export async function dropOldQuota(db: Db, day: string) {
  await db.delete(uploadQuota).where(lt(uploadQuota.day, day));
  await db.delete(accountUploadQuota).where(lt(accountUploadQuota.day, day));
}
