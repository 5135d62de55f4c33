import type { FastifyInstance } from 'fastify';
import { RETRY_AFTER_UNAVAILABLE } from '../../platform/errors';
import { pingRedis } from '../../platform/redis';
import { pingDatabase } from './repo';

/**
 * Liveness (the process answers) and readiness (the database answers, and Redis when REDIS_URL is set;
 * not while draining after SIGTERM): for the load balancer, not the web app, so outside the /api
 * contracts (docs/decisions/030).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      if (app.draining) throw new Error('draining');
      await pingDatabase(app.database.db);
      if (app.redis) await pingRedis(app.redis);
      return { status: 'ready', database: app.database.kind };
    } catch {
      return reply.code(503).header('Retry-After', String(RETRY_AFTER_UNAVAILABLE)).send({ status: 'unavailable' });
    }
  });
}
