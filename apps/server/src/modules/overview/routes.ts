import { overviewApi, overviewQuerySchema, overviewResponseSchema, USER_TYPES } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { currentOfficer } from '../../platform/sessions';
import { overview } from './service';

/**
 * The console's overview (issue 20 item 5): an officer sees their region's figures, an admin and an
 * officer of every region see all of them. Reading counts is not an action on a record: no audit entry.
 */
export async function overviewRoutes(app: FastifyInstance) {
  route(
    app,
    overviewApi.get,
    { tags: ['console'], schemas: { query: overviewQuerySchema, response: overviewResponseSchema } },
    async (request, reply) => {
      const officer = currentOfficer(request);
      const regionId = officer.userTypeId === USER_TYPES.admin ? null : officer.regionId;
      reply.header('Cache-Control', 'private, no-store');
      return {
        Status: 'Success' as const,
        Data: await overview(app.database.db, regionId, request.query.lang, app.clock.now()),
      };
    },
  );
}
