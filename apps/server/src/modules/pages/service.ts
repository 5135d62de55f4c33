import { type Lang, messageNumber, type PageResponse, todayInIndia } from '@portal/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { pageBySlug, pageFigures } from './repo';

type Blocks = PageResponse['Data']['Blocks'];
const FIGURE = /\{\{(institutes|courses|offerings)\}\}/g;

/** The page's blocks with each {{figure}} replaced by the live count, in the language's digits. */
async function withFigures(db: Db, blocks: Blocks, lang: Lang): Promise<Blocks> {
  const json = JSON.stringify(blocks);
  if (!json.includes('{{')) return blocks;
  const figures = await pageFigures(db);
  return JSON.parse(
    json.replace(FIGURE, (_, name: keyof typeof figures) => messageNumber(figures[name], lang)),
  ) as Blocks;
}

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
      Blocks: await withFigures(db, (lang === 'mr' ? row.bodyMr : row.bodyEn) as Blocks, lang),
      UpdatedOn: todayInIndia(row.updatedAt),
      IsDemo: row.isDemo,
    },
  };
}
