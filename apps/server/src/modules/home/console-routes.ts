import { contentSavedResponseSchema, homeApi, tickerRequestSchema, tickerResponseSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit';
import { requiredPlainText } from '../../platform/html';
import { route } from '../../platform/route';
import { currentOfficer } from '../../platform/sessions';
import { contentBlock, saveContentBlock } from './repo';
import type { Text2 } from './service';

const tags = ['console'];

/** The console's announcement ticker (issue 20 item 3): admins edit the items, plain text in both languages. */
export function homeConsoleRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, homeApi.ticker, { tags, schemas: { response: tickerResponseSchema } }, async () => ({
    Status: 'Success' as const,
    Data: { items: ((await contentBlock(db, 'ticker')) ?? []) as Text2[] },
  }));

  route(
    app,
    homeApi.saveTicker,
    { tags, schemas: { body: tickerRequestSchema, response: contentSavedResponseSchema } },
    async (request) => {
      const items = request.body.items.map((item, i) => ({
        en: requiredPlainText(item.en, `items.${i}.en`),
        mr: requiredPlainText(item.mr, `items.${i}.mr`),
      }));
      const { officerId } = currentOfficer(request);
      await db.transaction(async (tx) => {
        await saveContentBlock(tx, 'ticker', items, app.clock.now());
        await audit(tx, request, 'content.ticker.edited', { officerId, detail: { items: items.length } });
      });
      await app.caches.invalidate('home');
      return { Status: 'Success' as const };
    },
  );
}
