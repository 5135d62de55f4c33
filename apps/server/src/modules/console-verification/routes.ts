import {
  changeDecisionRequestSchema,
  consoleVerificationApi,
  messageText,
  verificationDecisionRequestSchema,
  verificationDocumentParamsSchema,
  verificationQueueQuerySchema,
  verificationQueueResponseSchema,
  verificationReviewResponseSchema,
  verificationSaveResponseSchema,
  verificationUserParamsSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError, requestLang } from '../../platform/errors';
import { noStore } from '../../platform/http';
import { route } from '../../platform/route';
import { framedByOwnPages } from '../../platform/security-headers';
import { currentOfficer } from '../../platform/sessions';
import { decide, decideChange, document, queue, review } from './service';

const tags = ['console'];

/** The console's verification queue, review page, documents and decisions (issue 21 item 2). */
export async function consoleVerificationRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const ctx = (request: { ip: string }) => ({ ip: request.ip, now: app.clock.now() });

  route(
    app,
    consoleVerificationApi.queue,
    { tags, schemas: { query: verificationQueueQuerySchema, response: verificationQueueResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      return { Status: 'Success' as const, Data: await queue(db, currentOfficer(request), request.query) };
    },
  );
  route(
    app,
    consoleVerificationApi.changeRequests,
    { tags, schemas: { query: verificationQueueQuerySchema, response: verificationQueueResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      return { Status: 'Success' as const, Data: await queue(db, currentOfficer(request), request.query, true) };
    },
  );
  route(
    app,
    consoleVerificationApi.review,
    { tags, schemas: { params: verificationUserParamsSchema, response: verificationReviewResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      return { Status: 'Success' as const, Data: await review(db, currentOfficer(request), request.params.userId) };
    },
  );
  route(
    app,
    consoleVerificationApi.document,
    // No response schema: the answer is the document's bytes.
    { tags, schemas: { params: verificationDocumentParamsSchema } },
    async (request, reply) => {
      const { userId, file } = request.params;
      const upload = await document(db, currentOfficer(request), userId, file);
      const stored = await app.storage.read(upload.path);
      if (!stored) throw new ApiError(404, 'verification.documentNotFound');
      if (stored.size !== undefined) reply.header('Content-Length', stored.size);
      // a PDF is shown in a frame of the review page
      framedByOwnPages(reply);
      return reply
        .header('Content-Type', upload.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', 'inline')
        .send(stored.content);
    },
  );
  route(
    app,
    consoleVerificationApi.decide,
    {
      tags,
      schemas: {
        params: verificationUserParamsSchema,
        body: verificationDecisionRequestSchema,
        response: verificationSaveResponseSchema,
      },
    },
    async (request) => {
      const state = await decide(db, currentOfficer(request), request.params.userId, request.body, ctx(request));
      return {
        Status: 'Success' as const,
        Message: messageText('verification.decided', requestLang(request)),
        Data: { state },
      };
    },
  );
  route(
    app,
    consoleVerificationApi.changeDecision,
    {
      tags,
      schemas: {
        params: verificationUserParamsSchema,
        body: changeDecisionRequestSchema,
        response: verificationSaveResponseSchema,
      },
    },
    async (request) => {
      const state = await decideChange(db, currentOfficer(request), request.params.userId, request.body, ctx(request));
      return {
        Status: 'Success' as const,
        Message: messageText('verification.decided', requestLang(request)),
        Data: { state },
      };
    },
  );
}
