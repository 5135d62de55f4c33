import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profileItems, profileSections, uploads } from '../../db/schema';

/** Profile data: one JSON document per (user, section), one row per list entry (docs/decisions/031). */

export async function sectionData(db: Db, userId: number, section: string): Promise<unknown> {
  const [row] = await db
    .select({ data: profileSections.data })
    .from(profileSections)
    .where(and(eq(profileSections.userId, userId), eq(profileSections.section, section)));
  return row?.data;
}

/** The sections a user has saved (for the dashboard's percentages). */
export async function savedSections(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db
    .select({ section: profileSections.section })
    .from(profileSections)
    .where(eq(profileSections.userId, userId));
  return new Set(rows.map((r) => r.section));
}

export async function writeSection(db: Db, userId: number, section: string, data: unknown) {
  await db
    .insert(profileSections)
    .values({ userId, section, data })
    .onConflictDoUpdate({
      target: [profileSections.userId, profileSections.section],
      set: { data, updatedAt: new Date() },
    });
}

export async function items(db: Db, userId: number, section: string) {
  return db
    .select({ id: profileItems.id, data: profileItems.data })
    .from(profileItems)
    .where(and(eq(profileItems.userId, userId), eq(profileItems.section, section)))
    .orderBy(asc(profileItems.id));
}

/** The list sections in which a user has at least one entry (for the dashboard's percentages). */
export async function itemSections(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ section: profileItems.section })
    .from(profileItems)
    .where(eq(profileItems.userId, userId));
  return new Set(rows.map((r) => r.section));
}

/** How many entries a user's list has. */
export async function itemCount(db: Db, userId: number, section: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profileItems)
    .where(and(eq(profileItems.userId, userId), eq(profileItems.section, section)));
  return row?.n ?? 0;
}

export async function item(db: Db, userId: number, section: string, id: number) {
  const [row] = await db
    .select({ id: profileItems.id, data: profileItems.data })
    .from(profileItems)
    .where(and(eq(profileItems.id, id), eq(profileItems.userId, userId), eq(profileItems.section, section)));
  return row;
}

export async function addItem(db: Db, userId: number, section: string, data: unknown): Promise<number> {
  const [row] = await db.insert(profileItems).values({ userId, section, data }).returning({ id: profileItems.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Replaces an entry's data; false when the user has no such entry. */
export async function updateItem(db: Db, userId: number, section: string, id: number, data: unknown) {
  const rows = await db
    .update(profileItems)
    .set({ data, updatedAt: new Date() })
    .where(and(eq(profileItems.id, id), eq(profileItems.userId, userId), eq(profileItems.section, section)))
    .returning({ id: profileItems.id });
  return rows.length > 0;
}

/** Deletes entries of a user's list (all of them without `ids`); the data of those deleted. */
export async function deleteItems(db: Db, userId: number, section: string, ids?: number[]) {
  const mine = and(eq(profileItems.userId, userId), eq(profileItems.section, section));
  return db
    .delete(profileItems)
    .where(ids ? and(mine, inArray(profileItems.id, ids)) : mine)
    .returning({ id: profileItems.id, data: profileItems.data });
}

/** Uploads of a user among `paths`, with their file types. */
export async function uploadsOf(db: Db, userId: number, paths: string[]) {
  if (paths.length === 0) return [];
  return db
    .select({ path: uploads.path, fileType: uploads.fileType })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.path, paths)));
}

/** Forgets uploads of a user (the files are removed from disk by the caller); the paths deleted. */
export async function deleteUploads(db: Db, userId: number, paths: string[]) {
  if (paths.length === 0) return [];
  const rows = await db
    .delete(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.path, paths)))
    .returning({ path: uploads.path });
  return rows.map((r) => r.path);
}

/**
 * A user's uploads older than `before` that nothing points at: not the account's photo, signature,
 * date-of-birth proof or Aadhaar card, and in none of the user's profile sections or entries.
 */
export async function unreferencedUploads(db: Db, before: Date, limit = 100) {
  const result = (await db.execute(sql`
    select u.path, u.user_id as "userId" from uploads u
    where u.user_id is not null and u.created_at < ${before.toISOString()}
      and not exists (select 1 from users x where x.id = u.user_id
        and u.path in (coalesce(x.photo_path, ''), coalesce(x.sign_path, ''), coalesce(x.dob_proof_path, ''), coalesce(x.aadhaar_file_path, '')))
      and not exists (select 1 from profile_sections s where s.user_id = u.user_id and strpos(s.data::text, u.path) > 0)
      and not exists (select 1 from profile_items i where i.user_id = u.user_id and strpos(i.data::text, u.path) > 0)
    limit ${limit}`)) as unknown as { rows: { path: string; userId: number }[] };
  return result.rows;
}
