import { auditApi, auditFilterSchema, auditQuerySchema, auditResponseSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit';
import { sendCsv } from '../../platform/csv';
import { route } from '../../platform/route';
import { currentOfficer } from '../../platform/sessions';
import { auditCsv, auditPage } from './service';

const tags = ['console'];
/** The log names people and addresses: never kept by a browser or a proxy. */
const PRIVATE = 'private, no-store';
/** A download can be the whole year: enough for people, a brake on a script. */
const csvRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/**
 * The audit log in the console (issue 20 item 4), admins only (decision 059). Reading is not an
 * action on a record; downloading a copy is, and is itself written to the log.
 */
export async function auditRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(
    app,
    auditApi.list,
    { tags, schemas: { query: auditQuerySchema, response: auditResponseSchema } },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { Status: 'Success' as const, Data: await auditPage(db, request.query) };
    },
  );

  route(
    app,
    auditApi.csv,
    { tags, config: csvRateLimit, schemas: { query: auditFilterSchema } },
    async (request, reply) => {
      const { lang: _lang, ...filters } = request.query;
      await audit(db, request, 'audit.exported', {
        officerId: currentOfficer(request).officerId,
        detail: { filters },
        at: app.clock.now(),
      });
      return sendCsv(reply, 'audit-log.csv', auditCsv(db, request.query), PRIVATE);
    },
  );
}
