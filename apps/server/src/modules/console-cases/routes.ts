import { Readable } from 'node:stream';
import {
  caseActionRequestSchema,
  caseActionResponseSchema,
  caseDetailResponseSchema,
  caseDocumentParamsSchema,
  caseInboxQuerySchema,
  caseInboxResponseSchema,
  caseNumberParamsSchema,
  consoleCasesApi,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/errors';
import { cleanFileName, contentDisposition } from '../../platform/file-intake/file-name';
import { noStore } from '../../platform/http';
import { route } from '../../platform/route';
import { framedByOwnPages } from '../../platform/security-headers';
import { currentOfficer } from '../../platform/sessions';
import { act, caseDetail, caseDocument, inbox, inboxCsv } from './service';

const tags = ['console'];
/** A CSV of every case of a region is big: a few a minute per official is plenty. */
const csvRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** The console's case inbox, case page, documents and actions (issue 20 item 2). */
export async function consoleCasesRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const now = () => app.clock.now();

  route(
    app,
    consoleCasesApi.list,
    { tags, schemas: { query: caseInboxQuerySchema, response: caseInboxResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      return { Status: 'Success' as const, Data: await inbox(db, currentOfficer(request), request.query, now()) };
    },
  );

  route(
    app,
    consoleCasesApi.csv,
    { tags, config: csvRateLimit, schemas: { query: caseInboxQuerySchema } },
    (request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="cases.csv"')
        .header('Cache-Control', 'private, no-store')
        .send(Readable.from(inboxCsv(db, currentOfficer(request), request.query, now()))),
  );

  route(
    app,
    consoleCasesApi.detail,
    { tags, schemas: { params: caseNumberParamsSchema, response: caseDetailResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      const data = await caseDetail(db, currentOfficer(request), request.params.number, now());
      return { Status: 'Success' as const, Data: data };
    },
  );

  route(
    app,
    consoleCasesApi.document,
    // No response schema: the answer is the document's bytes.
    { tags, schemas: { params: caseDocumentParamsSchema } },
    async (request, reply) => {
      const { number, documentId } = request.params;
      const document = await caseDocument(db, currentOfficer(request), number, documentId);
      const stored = await app.storage.read(document.storageKey);
      if (!stored) throw new ApiError(404, 'casework.documentNotFound');
      if (stored.size !== undefined) reply.header('Content-Length', stored.size);
      const ext = document.storageKey.split('.').pop();
      // a PDF is shown in a frame of the case page
      framedByOwnPages(reply);
      return (
        reply
          .header('Content-Type', document.mime)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store')
          // named as the filer named it in the form
          .header('Content-Disposition', contentDisposition('inline', cleanFileName(`${document.name}.${ext}`, 120)))
          .send(stored.content)
      );
    },
  );

  route(
    app,
    consoleCasesApi.action,
    {
      tags,
      schemas: { params: caseNumberParamsSchema, body: caseActionRequestSchema, response: caseActionResponseSchema },
    },
    async (request) => {
      const done = await act(db, currentOfficer(request), request.params.number, request.body, {
        ip: request.ip,
        now: now(),
      });
      // the public list of institutes under inquiry, in every process, after the commit
      if (done.inquiryOpened) await app.caches.invalidate('complaint');
      return { Status: 'Success' as const, Data: { status: done.status } };
    },
  );
}
