import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, institutes, pages } from '../../db/schema';

export async function pageBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return row;
}

/** Every page's slug and titles, for the console's list. */
export function pageTitles(db: Db) {
  return db
    .select({ slug: pages.slug, titleEn: pages.titleEn, titleMr: pages.titleMr, updatedAt: pages.updatedAt })
    .from(pages)
    .orderBy(pages.slug);
}

/** Changes a page (the board's own from now on); false when there is no such page. */
export async function updatePage(
  db: Db,
  slug: string,
  fields: Pick<typeof pages.$inferInsert, 'titleEn' | 'titleMr' | 'bodyEn' | 'bodyMr' | 'updatedAt'>,
) {
  const rows = await db
    .update(pages)
    .set({ ...fields, isDemo: false })
    .where(eq(pages.slug, slug))
    .returning({ slug: pages.slug });
  return rows.length > 0;
}

/**
 * The figures a page may name ({{institutes}}, {{courses}}, {{offerings}}), counted from the tables
 * the home page's strip and the search read, so a page never states a number the data contradicts.
 */
export async function pageFigures(db: Db) {
  const [[instituteCount], [courseCount], offeringRows] = await Promise.all([
    db.select({ n: count() }).from(institutes),
    db.select({ n: count() }).from(courses),
    db.execute(sql`select count(*)::integer as n from institute_search`),
  ]);
  const offerings = (offeringRows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  return { institutes: instituteCount?.n ?? 0, courses: courseCount?.n ?? 0, offerings };
}
