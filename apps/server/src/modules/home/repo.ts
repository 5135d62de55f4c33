import { USER_TYPES } from '@portal/shared/basics';
import { count, eq, isNull, lte, max, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentBlocks, courses, institutes, notices, pages, sectors, users } from '../../db/schema';

/** Every editable block of the home page (both languages). */
export const allContentBlocks = (db: Db) => db.select().from(contentBlocks);

/**
 * The board's figures, counted from the tables the search and the accounts read: one source, so the
 * strip can never disagree with what a search finds.
 */
export async function boardFigures(db: Db) {
  const [[sectorCount], [instituteCount], [courseCount], [candidateCount]] = await Promise.all([
    db.select({ n: count() }).from(sectors),
    db.select({ n: count() }).from(institutes),
    db.select({ n: count() }).from(courses),
    db.select({ n: count() }).from(users).where(eq(users.userTypeId, USER_TYPES.candidate)),
  ]);
  return {
    sectors: sectorCount?.n ?? 0,
    institutes: instituteCount?.n ?? 0,
    courses: courseCount?.n ?? 0,
    candidates: candidateCount?.n ?? 0,
  };
}

/** One block's data, or undefined when it was never stored. */
export async function contentBlock(db: Db, key: string) {
  const [row] = await db.select({ data: contentBlocks.data }).from(contentBlocks).where(eq(contentBlocks.key, key));
  return row?.data;
}

/** Stores a block (the board's own from now on: no longer demo). */
export async function saveContentBlock(db: Db, key: string, data: unknown, now: Date) {
  await db
    .insert(contentBlocks)
    .values({ key, data, isDemo: false, updatedAt: now })
    .onConflictDoUpdate({ target: contentBlocks.key, set: { data, isDemo: false, updatedAt: now } });
}

/** The last change to what the public reads: a notice shown by `now`, a home block, an information page. */
export async function lastContentChange(db: Db, now: Date): Promise<Date | null> {
  const [[notice], [block], [page]] = await Promise.all([
    db
      .select({ at: max(notices.updatedAt) })
      .from(notices)
      .where(or(isNull(notices.publishAt), lte(notices.publishAt, now))),
    db.select({ at: max(contentBlocks.updatedAt) }).from(contentBlocks),
    db.select({ at: max(pages.updatedAt) }).from(pages),
  ]);
  const times = [notice?.at, block?.at, page?.at].filter((at): at is Date => at instanceof Date);
  return times.length === 0 ? null : new Date(Math.max(...times.map((at) => at.getTime())));
}
