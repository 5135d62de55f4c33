import {
  candidateReadQuerySchema,
  messageText,
  profileApi,
  saveResponseSchema,
  staffReadQuerySchema,
  workExperienceListResponse,
  workExperienceSchemas,
} from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLang } from '../../../platform/errors';
import { route } from '../../../platform/route';
import { callerId, deleteAnswer } from '../list';
import type { ProfileDeps } from '../section';
import { listWorkExperience, saveWorkExperience, WORK_EXPERIENCE } from './service';

const tags = ['profile'];
const api = profileApi.workExperience;

/** Work experience for both roles (API.md "Profile": candidate GET/POST/DELETE, staff GET/POST). */
export function workExperienceRoutes(app: FastifyInstance, deps: ProfileDeps) {
  const list = async (request: FastifyRequest, reply: FastifyReply) => ({
    Status: 'Success' as const,
    Data: await listWorkExperience(deps.db, callerId(request, reply), requestLang(request)),
  });
  const save = async (request: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>) => {
    const { rowId, key } = await saveWorkExperience(deps, callerId(request, reply), body);
    return {
      Status: 'Success' as const,
      Message: messageText(key, requestLang(request)),
      Data: { WorkExperienceRowID: rowId },
    };
  };
  const remove = (request: FastifyRequest, reply: FastifyReply, rowId: number) =>
    deleteAnswer(deps, WORK_EXPERIENCE, request, reply, rowId, 'work.deleted');

  const { candidate, staff } = deps.guards;
  const s = workExperienceSchemas;
  route(
    app,
    api.candidate.list,
    { tags, ...candidate, schemas: { query: candidateReadQuerySchema, response: workExperienceListResponse } },
    list,
  );
  route(
    app,
    api.staff.list,
    { tags, ...staff, schemas: { query: staffReadQuerySchema, response: workExperienceListResponse } },
    list,
  );
  route(
    app,
    api.candidate.save,
    { tags, ...candidate, schemas: { body: s.save.candidate, response: s.saveResponse } },
    (request, reply) => save(request, reply, request.body),
  );
  route(
    app,
    api.staff.save,
    { tags, ...staff, schemas: { body: s.save.staff, response: s.saveResponse } },
    (request, reply) => save(request, reply, request.body),
  );
  route(
    app,
    api.candidate.remove,
    { tags, ...candidate, schemas: { body: s.remove.candidate, response: saveResponseSchema } },
    (request, reply) => remove(request, reply, request.body.WorkExperienceRowID),
  );
  route(
    app,
    api.staff.remove,
    { tags, ...staff, schemas: { body: s.remove.staff, response: saveResponseSchema } },
    (request, reply) => remove(request, reply, request.body.WorkExperienceRowID),
  );
}
