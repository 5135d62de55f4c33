import { errorResponseSchema, homeContentQuerySchema, homeContentSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPublicJson } from '../../platform/cache';
import { homeContent } from './service';

export async function homeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/Home/content',
    {
      schema: {
        tags: ['home'],
        querystring: homeContentQuerySchema,
        response: { 200: homeContentSchema, 400: errorResponseSchema },
      },
    },
    (request, reply) =>
      sendPublicJson(request, reply, `home:${request.query.lang}`, homeContentSchema, () =>
        homeContent(app.database.db, request.query.lang),
      ),
  );
}
