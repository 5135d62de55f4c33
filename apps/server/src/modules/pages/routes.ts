import { errorResponseSchema, pageParamsSchema, pageQuerySchema, pageResponseSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPublicJson } from '../../platform/cache';
import { pageContent } from './service';

/** Information pages (About Board, Vision, ..., Employee Development): public and cached. */
export async function pagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/Pages/:slug',
    {
      schema: {
        tags: ['pages'],
        params: pageParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    (request, reply) => {
      const { slug } = request.params;
      const { lang } = request.query;
      return sendPublicJson(request, reply, `pages:${slug}:${lang}`, pageResponseSchema, () =>
        pageContent(app.database.db, slug, lang),
      );
    },
  );
}
