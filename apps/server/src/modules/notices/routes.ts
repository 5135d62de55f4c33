import { noticesApi, noticesQuerySchema, noticesResponseSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { sendPublicJson } from '../../platform/cache';
import { route } from '../../platform/route';
import { noticeList } from './service';

export async function noticesRoutes(app: FastifyInstance) {
  route(
    app,
    noticesApi.list,
    { tags: ['notices'], schemas: { query: noticesQuerySchema, response: noticesResponseSchema } },
    (request, reply) => {
      const { RegionID, NotificationCategoryID, lang } = request.query;
      return sendPublicJson(
        request,
        reply,
        `notices:${RegionID}:${NotificationCategoryID}:${lang}`,
        noticesResponseSchema,
        async () => ({
          Status: 'Success' as const,
          Data: await noticeList(app.database.db, RegionID, NotificationCategoryID, lang),
        }),
      );
    },
  );
}
