import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RETRY_AFTER_UNAVAILABLE } from '../../platform/errors';

/** Liveness (the process answers) and readiness (the database answers). */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.database.db.execute(sql`select 1`);
      return { status: 'ready', database: app.database.kind };
    } catch {
      return reply.code(503).header('Retry-After', String(RETRY_AFTER_UNAVAILABLE)).send({ status: 'unavailable' });
    }
  });
}
