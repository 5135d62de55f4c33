import {
  additionalSchemas,
  candidateReadQuerySchema,
  languageSchemas,
  messageText,
  profileApi,
  saveResponseSchema,
  staffReadBodySchema,
} from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLang } from '../../../platform/errors';
import { route } from '../../../platform/route';
import { callerId, deleteAnswer, listRows } from '../list';
import { type OneRecordSection, type ProfileDeps, registerSection } from '../section';
import { checkAdditional, LANGUAGES, saveLanguage } from './service';

const tags = ['profile'];
const api = profileApi.additional;

/** Blood group and mother tongue: the one-record part, saved only with at least one language. */
const additionalSection: OneRecordSection<typeof additionalSchemas.fields, typeof additionalSchemas> = {
  name: 'additional',
  api,
  schemas: additionalSchemas,
  savedMessage: 'additional.saved',
  check: checkAdditional,
};

/**
 * Additional details for both roles (API.md "Profile" additional row): the blood group and mother
 * tongue record (saved only with at least one language) and the known languages (list, add, delete:
 * a real server delete).
 */
export function additionalRoutes(app: FastifyInstance, deps: ProfileDeps) {
  registerSection(app, deps, additionalSection);

  const list = async (userId: number) => ({
    Status: 'Success' as const,
    Data: await listRows(deps.db, LANGUAGES, userId),
  });
  const save = async (request: FastifyRequest, reply: FastifyReply, body: Parameters<typeof saveLanguage>[2]) => {
    const rowId = await saveLanguage(deps, callerId(request, reply), body);
    return {
      Status: 'Success' as const,
      Message: messageText('additional.languageAdded', requestLang(request)),
      Data: { LanguageRowID: rowId },
    };
  };
  const remove = (request: FastifyRequest, reply: FastifyReply, rowId: number) =>
    deleteAnswer(deps, LANGUAGES, request, reply, rowId, 'additional.languageRemoved');

  const { candidate, staff } = deps.guards;
  const s = languageSchemas;
  route(
    app,
    api.candidate.languages,
    { tags, ...candidate, schemas: { query: candidateReadQuerySchema, response: s.listResponse } },
    (request, reply) => list(callerId(request, reply)),
  );
  route(
    app,
    api.staff.languages,
    { tags, ...staff, schemas: { body: staffReadBodySchema, response: s.listResponse } },
    (request, reply) => list(callerId(request, reply)),
  );
  route(
    app,
    api.candidate.saveLanguage,
    { tags, ...candidate, schemas: { body: s.save.candidate, response: s.saveResponse } },
    (request, reply) => save(request, reply, request.body),
  );
  route(
    app,
    api.staff.saveLanguage,
    { tags, ...staff, schemas: { body: s.save.staff, response: s.saveResponse } },
    (request, reply) => save(request, reply, request.body),
  );
  route(
    app,
    api.candidate.removeLanguage,
    { tags, ...candidate, schemas: { body: s.remove.candidate, response: saveResponseSchema } },
    (request, reply) => remove(request, reply, request.body.LanguageRowID),
  );
  route(
    app,
    api.staff.removeLanguage,
    { tags, ...staff, schemas: { body: s.remove.staff, response: saveResponseSchema } },
    (request, reply) => remove(request, reply, request.body.LanguageRowID),
  );
}
