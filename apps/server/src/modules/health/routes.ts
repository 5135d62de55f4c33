import type { FastifyInstance } from 'fastify';
import { RETRY_AFTER_UNAVAILABLE } from '../../platform/errors';
import { pingDatabase } from './repo';

/**
 * Liveness (the process answers) and readiness (the database answers): for the load balancer, not
 * the web app, so outside the /api contracts (docs/decisions/030).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await pingDatabase(app.database.db);
      return { status: 'ready', database: app.database.kind };
    } catch {
      return reply.code(503).header('Retry-After', String(RETRY_AFTER_UNAVAILABLE)).send({ status: 'unavailable' });
    }
  });
}
