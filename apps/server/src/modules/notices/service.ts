import type { Lang, Notice } from '@portal/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';
import { sanitizeNoticeHtml } from '../../platform/html';

/** Active notices of one category, newest first, with their HTML sanitised again on the way out. */
export async function noticeList(db: Db, regionId: number, categoryId: number, lang: Lang): Promise<Notice[]> {
  const rows = await db
    .select()
    .from(notices)
    .where(and(eq(notices.regionId, regionId), eq(notices.categoryId, categoryId), eq(notices.isActive, true)))
    .orderBy(desc(notices.publishedOn), desc(notices.id));
  return rows.map((row) => ({
    NotificationID: row.id,
    NotificationTitle: lang === 'mr' ? row.titleMr : row.titleEn,
    TextContent: sanitizeNoticeHtml(lang === 'mr' ? row.htmlMr : row.htmlEn),
    FileContentURL: row.fileUrl,
    DisplayNewImage: row.isNew ? 1 : 0,
  }));
}
