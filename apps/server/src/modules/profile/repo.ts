import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { perDatabase, statementName } from '../../db/per-database';
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

/** Saves a section's record, replacing the one stored (prepared: decision 075). */
const writeSectionQuery = perDatabase((db) =>
  db
    .insert(profileSections)
    .values({ userId: sql.placeholder('userId'), section: sql.placeholder('section'), data: sql.placeholder('data') })
    .onConflictDoUpdate({
      target: [profileSections.userId, profileSections.section],
      // the database's clock, as the insert's default
      set: { data: sql.placeholder('data'), updatedAt: sql`now()` },
    })
    .prepare(statementName(db, 'profile_section_write')),
);

export async function writeSection(db: Db, userId: number, section: string, data: unknown) {
  await writeSectionQuery(db).execute({ userId, section, data });
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

export async function item(db: Db, userId: number, section: string, id: number) {
  const [row] = await db
    .select({ id: profileItems.id, data: profileItems.data })
    .from(profileItems)
    .where(and(eq(profileItems.id, id), eq(profileItems.userId, userId), eq(profileItems.section, section)));
  return row;
}

/**
 * Adds an entry while the user's list has fewer than `max`, in one statement (a save under load waits
 * on one round trip, not two): its id, or null when the list is full.
 */
export async function addItemWithin(db: Db, userId: number, section: string, data: unknown, max: number) {
  const result = (await db.execute(sql`
    insert into profile_items (user_id, section, data)
    select ${userId}, ${section}, ${JSON.stringify(data)}::jsonb
    where (select count(*) from profile_items where user_id = ${userId} and section = ${section}) < ${max}
    returning id`)) as unknown as { rows: { id: string | number }[] };
  const row = result.rows[0];
  return row ? Number(row.id) : null;
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
