import { homeApi, homeContentQuerySchema, homeContentSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { sendPublicJson } from '../../platform/cache';
import { route } from '../../platform/route';
import { homeConsoleRoutes } from './console-routes';
import { homeContent } from './service';

export async function homeRoutes(app: FastifyInstance) {
  route(
    app,
    homeApi.content,
    { tags: ['home'], schemas: { query: homeContentQuerySchema, response: homeContentSchema } },
    (request, reply) =>
      sendPublicJson(request, reply, `home:${request.query.lang}`, homeContentSchema, () =>
        homeContent(app.database.db, request.query.lang),
      ),
  );
  homeConsoleRoutes(app);
}
