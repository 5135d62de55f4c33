import { pageParamsSchema, pageQuerySchema, pageResponseSchema, pagesApi } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { sendPublicJson } from '../../platform/cache';
import { route } from '../../platform/route';
import { pagesConsoleRoutes } from './console-routes';
import { pageContent } from './service';

/** Information pages (About Board, Vision, ..., Employee Development): public and cached. */
export async function pagesRoutes(app: FastifyInstance) {
  route(
    app,
    pagesApi.page,
    { tags: ['pages'], schemas: { params: pageParamsSchema, query: pageQuerySchema, response: pageResponseSchema } },
    (request, reply) => {
      const { slug } = request.params;
      const { lang } = request.query;
      return sendPublicJson(request, reply, `pages:${slug}:${lang}`, pageResponseSchema, () =>
        pageContent(app.database.db, slug, lang),
      );
    },
  );
  pagesConsoleRoutes(app);
}
