import { homeApi, homeContentQuerySchema, homeContentSchema, siteUpdatedSchema } from '@portal/shared';
import { todayInIndia } from '@portal/shared/basics';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_CACHE, sendPublicJson } from '../../platform/cache';
import { route } from '../../platform/route';
import { homeConsoleRoutes } from './console-routes';
import { lastContentChange } from './repo';
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
  // not in the read cache (a change under any of three topics moves it): three aggregates over small tables
  route(
    app,
    homeApi.lastUpdated,
    { tags: ['home'], schemas: { response: siteUpdatedSchema } },
    async (_request, reply) => {
      const at = await lastContentChange(app.database.db, app.clock.now());
      reply.header('Cache-Control', PUBLIC_CACHE);
      return { Status: 'Success' as const, Data: { UpdatedOn: at ? todayInIndia(at) : null } };
    },
  );
  homeConsoleRoutes(app);
}
