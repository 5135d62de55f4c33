import { type Lang, type PageResponse, todayInIndia } from '@portal/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { pageBySlug } from './repo';

/** One information page in one language; an unknown slug is a 404. */
export async function pageContent(db: Db, slug: string, lang: Lang): Promise<PageResponse> {
  const row = await pageBySlug(db, slug);
  if (!row) throw notFound();
  return {
    Status: 'Success',
    // Blocks are stored as JSON; the route's response schema checks their shape before they leave.
    Data: {
      Slug: row.slug,
      Title: lang === 'mr' ? row.titleMr : row.titleEn,
      Blocks: (lang === 'mr' ? row.bodyMr : row.bodyEn) as PageResponse['Data']['Blocks'],
      UpdatedOn: todayInIndia(row.updatedAt),
    },
  };
}
