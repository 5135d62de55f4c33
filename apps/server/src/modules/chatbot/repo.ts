import { MAHARASHTRA_STATE_ID } from '@portal/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentBlocks, courses, districts, faqs, notices, pages } from '../../db/schema';

/** What the chatbot's indexes are built from: small tables read whole, courses as id and name only. */
export async function chatbotContent(db: Db) {
  const [faqRows, pageRows, noticeRows, districtRows, courseRows, tickerRows] = await Promise.all([
    db.select().from(faqs).orderBy(asc(faqs.seq), asc(faqs.id)),
    db.select().from(pages).orderBy(asc(pages.slug)),
    db
      .select({
        id: notices.id,
        titleEn: notices.titleEn,
        titleMr: notices.titleMr,
        htmlEn: notices.htmlEn,
        htmlMr: notices.htmlMr,
        fileUrl: notices.fileUrl,
      })
      .from(notices)
      .where(eq(notices.isActive, true))
      .orderBy(asc(notices.id)),
    db
      .select({ id: districts.id, nameEn: districts.nameEn, nameMr: districts.nameMr })
      .from(districts)
      .where(eq(districts.stateId, MAHARASHTRA_STATE_ID))
      .orderBy(asc(districts.id)),
    db.select({ id: courses.id, name: courses.name }).from(courses).orderBy(asc(courses.id)),
    // The home page's news ticker (the lines people read first: exam dates, last dates).
    db.select({ data: contentBlocks.data }).from(contentBlocks).where(eq(contentBlocks.key, 'ticker')),
  ]);
  const ticker = (tickerRows[0]?.data ?? []) as { en?: unknown; mr?: unknown }[];
  const tickerLines = (Array.isArray(ticker) ? ticker : [])
    .filter((line) => typeof line?.en === 'string' && typeof line?.mr === 'string')
    .map((line) => ({ en: line.en as string, mr: line.mr as string }));
  return { faqRows, pageRows, noticeRows, districtRows, courseRows, tickerLines };
}
export type ChatbotContent = Awaited<ReturnType<typeof chatbotContent>>;
