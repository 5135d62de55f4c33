import {
  consolePageParamsSchema,
  consolePageResponseSchema,
  consolePagesResponseSchema,
  contentSavedResponseSchema,
  type PageBlock,
  pageRequestSchema,
  pagesApi,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { plainText, requiredPlainText } from '../../platform/html';
import { route } from '../../platform/route';
import { currentOfficer } from '../../platform/sessions';
import { pageBySlug, pageTitles, updatePage } from './repo';

const tags = ['console'];

/** A block's texts as plain text (a paragraph or heading must keep some); links keep their checked URL. */
function plainBlock(block: PageBlock, field: string): PageBlock {
  switch (block.type) {
    case 'p':
    case 'h2':
      return { type: block.type, text: requiredPlainText(block.text, `${field}.text`) };
    case 'ul':
      return { type: 'ul', items: block.items.map(plainText) };
    case 'table':
      return { type: 'table', head: block.head.map(plainText), rows: block.rows.map((row) => row.map(plainText)) };
    case 'links':
      return { type: 'links', items: block.items.map((item) => ({ text: plainText(item.text), url: item.url })) };
  }
}

/** The console's information pages (issue 20 item 3): admins edit a page's title and blocks in both languages. */
export function pagesConsoleRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, pagesApi.consoleList, { tags, schemas: { response: consolePagesResponseSchema } }, async () => ({
    Status: 'Success' as const,
    Data: (await pageTitles(db)).map((p) => ({ ...p, updatedAt: p.updatedAt.toISOString() })),
  }));

  route(
    app,
    pagesApi.consoleGet,
    { tags, schemas: { params: consolePageParamsSchema, response: consolePageResponseSchema } },
    async (request) => {
      const row = await pageBySlug(db, request.params.slug);
      if (!row) throw notFound();
      const { slug, titleEn, titleMr } = row;
      return {
        Status: 'Success' as const,
        Data: { slug, titleEn, titleMr, bodyEn: row.bodyEn as PageBlock[], bodyMr: row.bodyMr as PageBlock[] },
      };
    },
  );

  route(
    app,
    pagesApi.save,
    {
      tags,
      schemas: { params: consolePageParamsSchema, body: pageRequestSchema, response: contentSavedResponseSchema },
    },
    async (request) => {
      const { slug } = request.params;
      const { titleEn, titleMr, bodyEn, bodyMr } = request.body;
      const fields = {
        titleEn: requiredPlainText(titleEn, 'titleEn'),
        titleMr: requiredPlainText(titleMr, 'titleMr'),
        bodyEn: bodyEn.map((block, i) => plainBlock(block, `bodyEn.${i}`)),
        bodyMr: bodyMr.map((block, i) => plainBlock(block, `bodyMr.${i}`)),
        updatedAt: app.clock.now(),
      };
      const { officerId } = currentOfficer(request);
      await db.transaction(async (tx) => {
        if (!(await updatePage(tx, slug, fields))) throw notFound();
        await audit(tx, request, 'content.page.edited', { officerId, record: { type: 'page', id: slug } });
      });
      await app.caches.invalidate('pages');
      return { Status: 'Success' as const };
    },
  );
}
