import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';

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

export async function deleteUploads(db: Db, paths: string[]) {
  if (paths.length > 0) await db.delete(uploads).where(inArray(uploads.path, paths));
}
