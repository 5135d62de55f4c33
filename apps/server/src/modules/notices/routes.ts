import { errorResponseSchema, noticesQuerySchema, noticesResponseSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPublicJson } from '../../platform/cache';
import { noticeList } from './service';

export async function noticesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/ManageNotification/GetNotificationList',
    {
      schema: {
        tags: ['notices'],
        querystring: noticesQuerySchema,
        response: { 200: noticesResponseSchema, 400: errorResponseSchema },
      },
    },
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
