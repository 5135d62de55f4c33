import { addDays, type Lang, type Notice, todayInIndia } from '@portal/shared';
import type { Db } from '../../db/client';
import { sanitizeNoticeHtml } from '../../platform/html';
import { type NoticeRow, visibleNotices } from './repo';

/** How long a notice marked new without an end day shows 'New!' after its publishing day. */
export const NEW_FOR_DAYS = 14;

/**
 * 'New!' is computed from the notice's days against the clock (issue 23 item 13): while `isNew`, up to
 * and including `newUntil` (India's day) when the console set one, else NEW_FOR_DAYS after publishing.
 */
export const showsNew = (row: Pick<NoticeRow, 'isNew' | 'newUntil' | 'publishedOn'>, now: Date) =>
  row.isNew && todayInIndia(now) <= (row.newUntil ?? addDays(row.publishedOn, NEW_FOR_DAYS));

/**
 * Notices of one category the public sees at `now` (a scheduled one once its time has come), newest
 * first, with their HTML sanitised again on the way out.
 */
export async function noticeList(
  db: Db,
  regionId: number,
  categoryId: number,
  lang: Lang,
  now: Date,
): Promise<Notice[]> {
  const rows = await visibleNotices(db, regionId, categoryId, now);
  return rows.map((row) => ({
    NotificationID: row.id,
    NotificationTitle: lang === 'mr' ? row.titleMr : row.titleEn,
    TextContent: sanitizeNoticeHtml(lang === 'mr' ? row.htmlMr : row.htmlEn),
    FileContentURL: row.fileUrl,
    DisplayNewImage: showsNew(row, now) ? 1 : 0,
  }));
}
