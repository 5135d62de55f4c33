import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';

export async function pageBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return row;
}
