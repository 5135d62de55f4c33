import {
  messageText,
  profileApi,
  qualificationSaveResponseSchema,
  qualificationSchemas,
  saveResponseSchema,
  staffReadBodySchema,
  userIdParamsSchema,
} from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLang } from '../../../platform/errors';
import { route } from '../../../platform/route';
import { callerId, deleteAnswer, listRows } from '../list';
import type { ProfileDeps } from '../section';
import { QUALIFICATION, saveQualification } from './service';

const tags = ['profile'];
const api = profileApi.qualification;

/** Qualifications for both roles (API.md "Profile": candidate GET by path and POST, staff POST). */
export function qualificationRoutes(app: FastifyInstance, deps: ProfileDeps) {
  const list = async (userId: number) => ({
    Status: 'Success' as const,
    Data: await listRows(deps.db, QUALIFICATION, userId),
  });
  const save = async (request: FastifyRequest, reply: FastifyReply, body: Parameters<typeof saveQualification>[2]) => {
    const saved = await saveQualification(deps, callerId(request, reply), body);
    return {
      Status: 'Success' as const,
      Message: messageText(saved.key, requestLang(request)),
      Data: { ID: saved.rowId, CertificatePath: saved.certificatePath },
    };
  };
  const remove = (request: FastifyRequest, reply: FastifyReply, rowId: number) =>
    deleteAnswer(deps, QUALIFICATION, request, reply, rowId, 'qualification.deleted');

  const { candidate, staff } = deps.guards;
  const s = qualificationSchemas;
  route(
    app,
    api.candidate.list,
    { tags, ...candidate, schemas: { params: userIdParamsSchema, response: s.listResponse } },
    (request, reply) => list(callerId(request, reply)),
  );
  route(
    app,
    api.staff.list,
    { tags, ...staff, schemas: { body: staffReadBodySchema, response: s.listResponse } },
    (request, reply) => list(callerId(request, reply)),
  );
  route(
    app,
    api.candidate.save,
    { tags, ...candidate, schemas: { body: s.save.candidate, response: qualificationSaveResponseSchema } },
    (request, reply) => save(request, reply, request.body),
  );
  route(
    app,
    api.staff.save,
    { tags, ...staff, schemas: { body: s.save.staff, response: qualificationSaveResponseSchema } },
    (request, reply) => save(request, reply, request.body),
  );
  route(
    app,
    api.candidate.remove,
    { tags, ...candidate, schemas: { body: s.remove.candidate, response: saveResponseSchema } },
    (request, reply) => remove(request, reply, request.body.ID),
  );
  route(
    app,
    api.staff.remove,
    { tags, ...staff, schemas: { body: s.remove.staff, response: saveResponseSchema } },
    (request, reply) => remove(request, reply, request.body.ID),
  );
}
