import {
  admissionLetterApi,
  consoleLetterQuerySchema,
  consoleLetterResponseSchema,
  consoleLettersApi,
  letterPdfQuerySchema,
  myLettersResponseSchema,
  revokeLetterRequestSchema,
  verifyLetterParamsSchema,
  verifyLetterResponseSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit';
import { ApiError, forbidden, notFound } from '../../platform/errors';
import { limiter, MINUTE } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import { currentOfficer, currentUser } from '../../platform/sessions';
import { derivedKey } from '../../platform/vault';
import { consoleLetterView, letterView, verifiedView } from './letter-view';
import * as repo from './repo';
import { letterOfCode, letterPdf } from './service';

const tags = ['admission-letter'];
/** A letter names a person: never kept by a browser or a proxy. */
const PRIVATE = 'private, no-store';

/**
 * Step 12, the admission letter (issue 21 item 5, decision 065): the candidate's letters and their PDF,
 * the public check of the QR code's address, and the console's lookup and revocation.
 */
export async function admissionLetterRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const codeKey = derivedKey(app.config, 'admission-letter');

  route(
    app,
    admissionLetterApi.mine,
    { tags, schemas: { response: myLettersResponseSchema } },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      const rows = await repo.lettersOf(db, currentUser(request).userId);
      return { Status: 'Success' as const, Data: rows.map(letterView) };
    },
  );

  route(
    app,
    admissionLetterApi.pdf,
    {
      tags,
      schemas: { query: letterPdfQuerySchema },
      // a PDF costs the server a little work: enough for anyone, a brake on a loop
      preHandler: limiter(app, {
        name: 'letter-pdf-user',
        max: 20,
        windowMs: MINUTE,
        key: (request) => String(request.sessionUser?.userId ?? ''),
      }),
    },
    async (request, reply) => {
      const made = await letterPdf(db, app.config, currentUser(request).userId, request.query.LetterID);
      if (made === 'forbidden') throw forbidden();
      if (!made) throw notFound('letters.notFound');
      return reply
        .type('application/pdf')
        .header('Cache-Control', PRIVATE)
        .header('Content-Length', made.content.length)
        .header('Content-Disposition', `attachment; filename="${made.fileName}"`)
        .send(made.content);
    },
  );

  route(
    app,
    admissionLetterApi.verify,
    {
      tags,
      schemas: { params: verifyLetterParamsSchema, response: verifyLetterResponseSchema },
      // codes are guessable only by brute force, which this makes slow; every attempt counts, before validation
      preValidation: limiter(app, { name: 'verify-letter-ip', max: 30, windowMs: MINUTE }),
    },
    async (request, reply) => {
      const row = await letterOfCode(db, request.params.code, codeKey);
      if (!row) throw notFound('letters.codeInvalid');
      // a revocation must show at once
      reply.header('Cache-Control', 'no-store');
      return { Status: 'Success' as const, Data: verifiedView(row) };
    },
  );

  route(
    app,
    consoleLettersApi.find,
    { tags: ['console'], schemas: { query: consoleLetterQuerySchema, response: consoleLetterResponseSchema } },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      const row = await repo.letterByReference(db, request.query.ReferenceNo);
      if (!row) throw notFound('letters.notFound');
      return { Status: 'Success' as const, Data: consoleLetterView(row) };
    },
  );

  route(
    app,
    consoleLettersApi.revoke,
    { tags: ['console'], schemas: { body: revokeLetterRequestSchema, response: consoleLetterResponseSchema } },
    async (request) => {
      const { ReferenceNo, Reason } = request.body;
      const now = app.clock.now();
      const revoked = await db.transaction(async (tx) => {
        const row = await repo.letterByReference(tx, ReferenceNo);
        if (!row) throw notFound('letters.notFound');
        const done = await repo.revokeLetter(tx, row.id, Reason, now);
        if (!done) throw new ApiError(409, 'letters.alreadyRevoked');
        await audit(tx, request, 'letter.revoked', {
          officerId: currentOfficer(request).officerId,
          record: { type: 'letter', id: row.referenceNo },
          detail: { reason: Reason },
          at: now,
        });
        return done;
      });
      return { Status: 'Success' as const, Data: consoleLetterView(revoked) };
    },
  );
}
