import {
  consoleFaqsResponseSchema,
  contentCreatedResponseSchema,
  contentIdParamsSchema,
  contentSavedResponseSchema,
  type FaqRequest,
  faqOrderRequestSchema,
  faqRequestSchema,
  helpApi,
} from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { type AuditEvent, audit } from '../../platform/audit';
import { isUniqueViolation, notFound } from '../../platform/errors';
import { requiredPlainText } from '../../platform/html';
import { route } from '../../platform/route';
import { currentOfficer } from '../../platform/sessions';
import * as repo from './repo';
import { fieldError } from './service';

const tags = ['console'];
const saved = { Status: 'Success' as const };

const fieldsOf = (input: FaqRequest): repo.FaqFields => ({
  questionEn: requiredPlainText(input.questionEn, 'questionEn'),
  questionMr: requiredPlainText(input.questionMr, 'questionMr'),
  answerEn: requiredPlainText(input.answerEn, 'answerEn'),
  answerMr: requiredPlainText(input.answerMr, 'answerMr'),
  link: input.link,
});

/**
 * The console's FAQ (issue 20 item 3): admins add, edit, remove and order the questions; each change
 * is audited and dropped from every process's FAQ list and chatbot index (topic `help`).
 */
export function helpConsoleRoutes(app: FastifyInstance) {
  const db = app.database.db;

  /** Runs `change` with its audit entry in one transaction, then tells every process. */
  async function change<T>(
    request: FastifyRequest,
    event: AuditEvent,
    work: (tx: Db) => Promise<T>,
    detail: (result: T) => Record<string, unknown>,
  ) {
    const { officerId } = currentOfficer(request);
    let result: T;
    try {
      result = await db.transaction(async (tx) => {
        const done = await work(tx);
        await audit(tx, request, event, { officerId, detail: detail(done) });
        return done;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError(409, 'content.questionTaken', 'questionEn');
      throw error;
    }
    await app.caches.invalidate('help');
    return result;
  }

  route(app, helpApi.consoleFaqs, { tags, schemas: { response: consoleFaqsResponseSchema } }, async () => ({
    Status: 'Success' as const,
    Data: (await repo.faqList(db)).map(({ seq: _seq, ...faq }) => faq),
  }));

  route(
    app,
    helpApi.addFaq,
    { tags, schemas: { body: faqRequestSchema, response: contentCreatedResponseSchema } },
    async (request) => {
      const fields = fieldsOf(request.body);
      const id = await change(
        request,
        'content.faq.created',
        (tx) => repo.insertFaq(tx, fields),
        (faqId) => ({ faqId }),
      );
      return { Status: 'Success' as const, Data: { id } };
    },
  );

  route(
    app,
    helpApi.orderFaqs,
    { tags, schemas: { body: faqOrderRequestSchema, response: contentSavedResponseSchema } },
    async (request) => {
      const { ids } = request.body;
      await change(
        request,
        'content.faq.reordered',
        async (tx) => {
          const existing = await repo.faqIds(tx);
          const same = new Set(ids).size === ids.length && ids.length === existing.length;
          if (!same || !existing.every((id) => ids.includes(id)))
            throw fieldError(400, 'content.orderIncomplete', 'ids');
          await repo.orderFaqs(tx, ids);
        },
        () => ({ ids }),
      );
      return saved;
    },
  );

  route(
    app,
    helpApi.editFaq,
    { tags, schemas: { params: contentIdParamsSchema, body: faqRequestSchema, response: contentSavedResponseSchema } },
    async (request) => {
      const { id } = request.params;
      const fields = fieldsOf(request.body);
      await change(
        request,
        'content.faq.edited',
        async (tx) => {
          if (!(await repo.updateFaq(tx, id, fields))) throw notFound();
        },
        () => ({ faqId: id }),
      );
      return saved;
    },
  );

  route(
    app,
    helpApi.removeFaq,
    { tags, schemas: { params: contentIdParamsSchema, response: contentSavedResponseSchema } },
    async (request) => {
      const { id } = request.params;
      await change(
        request,
        'content.faq.removed',
        async (tx) => {
          if (!(await repo.deleteFaq(tx, id))) throw notFound();
        },
        () => ({ faqId: id }),
      );
      return saved;
    },
  );
}
