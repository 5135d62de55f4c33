import {
  CONTENT_LIMITS,
  consoleNoticeResponseSchema,
  consoleNoticesQuerySchema,
  consoleNoticesResponseSchema,
  contentCreatedResponseSchema,
  contentIdParamsSchema,
  contentSavedResponseSchema,
  noticeRequestSchema,
  noticesApi,
} from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, requestLang } from '../../platform/errors';
import { readMultipart } from '../../platform/file-intake/intake';
import { route } from '../../platform/route';
import { currentOfficer } from '../../platform/sessions';
import {
  ATTACHMENT_PART_LIMITS,
  attachPdf,
  consoleNotice,
  createNotice,
  detachPdf,
  editNotice,
  type NoticeAction,
  setPublished,
} from './console';
import * as repo from './repo';

const tags = ['console'];
const saved = { Status: 'Success' as const };

/** The console's notice screens (issue 20 item 3): each change is audited and reaches every process at once. */
export function noticeConsoleRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const actionOf = (request: FastifyRequest): NoticeAction => ({
    db,
    now: app.clock.now(),
    officer: currentOfficer(request),
    from: request,
  });
  /** After the change is committed: the public lists (and the chatbot) of every process. */
  const published = () => app.caches.invalidate('notices');

  route(
    app,
    noticesApi.consoleList,
    { tags, schemas: { query: consoleNoticesQuerySchema, response: consoleNoticesResponseSchema } },
    async (request) => {
      const { rows, total } = await repo.noticePage(db, request.query.page, CONTENT_LIMITS.noticesPerPage);
      const now = app.clock.now();
      return {
        Status: 'Success' as const,
        Data: {
          rows: rows.map((row) => {
            const { htmlEn: _en, htmlMr: _mr, ...rest } = consoleNotice(row, now);
            return rest;
          }),
          total,
        },
      };
    },
  );

  route(
    app,
    noticesApi.consoleGet,
    { tags, schemas: { params: contentIdParamsSchema, response: consoleNoticeResponseSchema } },
    async (request) => {
      const row = await repo.noticeById(db, request.params.id);
      if (!row) throw notFound();
      return { Status: 'Success' as const, Data: consoleNotice(row, app.clock.now()) };
    },
  );

  route(
    app,
    noticesApi.create,
    { tags, schemas: { body: noticeRequestSchema, response: contentCreatedResponseSchema } },
    async (request) => {
      const id = await createNotice(actionOf(request), request.body);
      await published();
      return { Status: 'Success' as const, Data: { id } };
    },
  );

  route(
    app,
    noticesApi.edit,
    {
      tags,
      schemas: { params: contentIdParamsSchema, body: noticeRequestSchema, response: contentSavedResponseSchema },
    },
    async (request) => {
      await editNotice(actionOf(request), request.params.id, request.body);
      await published();
      return saved;
    },
  );

  for (const [endpoint, state] of [
    [noticesApi.publish, true],
    [noticesApi.unpublish, false],
  ] as const) {
    route(
      app,
      endpoint,
      { tags, schemas: { params: contentIdParamsSchema, response: contentSavedResponseSchema } },
      async (request) => {
        await setPublished(actionOf(request), request.params.id, state);
        await published();
        return saved;
      },
    );
  }

  route(
    app,
    noticesApi.attach,
    // No body schema: the body is multipart, read here and checked by the file intake.
    { tags, schemas: { params: contentIdParamsSchema, response: contentSavedResponseSchema } },
    async (request) => {
      const received = await readMultipart(request, ATTACHMENT_PART_LIMITS);
      await attachPdf(actionOf(request), request.params.id, received, app.documents, requestLang(request));
      await published();
      return saved;
    },
  );

  route(
    app,
    noticesApi.detach,
    { tags, schemas: { params: contentIdParamsSchema, response: contentSavedResponseSchema } },
    async (request) => {
      await detachPdf(actionOf(request), request.params.id);
      await published();
      return saved;
    },
  );
}
