import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';

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
