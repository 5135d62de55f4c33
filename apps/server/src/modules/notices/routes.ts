import { noticesApi, noticesQuerySchema, noticesResponseSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { sendPublicJson } from '../../platform/cache';
import { route } from '../../platform/route';
import { noticeConsoleRoutes } from './console-routes';
import { noticeList } from './service';

/** A minute as part of a read-cache key: a notice scheduled for a minute is served from that minute on. */
const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000);

export async function noticesRoutes(app: FastifyInstance) {
  route(
    app,
    noticesApi.list,
    { tags: ['notices'], schemas: { query: noticesQuerySchema, response: noticesResponseSchema } },
    (request, reply) => {
      const { RegionID, NotificationCategoryID, lang } = request.query;
      const now = app.clock.now();
      return sendPublicJson(
        request,
        reply,
        `notices:${RegionID}:${NotificationCategoryID}:${lang}:${minuteOf(now)}`,
        noticesResponseSchema,
        async () => ({
          Status: 'Success' as const,
          Data: await noticeList(app.database.db, RegionID, NotificationCategoryID, lang, now),
        }),
      );
    },
  );
  noticeConsoleRoutes(app);
}
