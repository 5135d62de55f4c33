import {
  candidateReadQuerySchema,
  type MessageKey,
  messageText,
  profileApi,
  saveResponseSchema,
  staffReadBodySchema,
  trainingOneBodySchema,
  trainingOneQuerySchema,
  trainingOneResponseSchema,
  trainingSchemas,
} from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLang } from '../../../platform/errors';
import { route } from '../../../platform/route';
import { callerId, deleteAnswer, listRows, oneRow } from '../list';
import type { ProfileDeps } from '../section';
import { saveTraining, TRAINING } from './service';

const tags = ['profile'];
const api = profileApi.training;

/** Trainings for both roles (API.md "Profile": candidate GET/DELETE, staff POST). */
export function trainingRoutes(app: FastifyInstance, deps: ProfileDeps) {
  const message = (request: FastifyRequest, key: MessageKey) => messageText(key, requestLang(request));
  const list = async (userId: number) => ({
    Status: 'Success' as const,
    Data: await listRows(deps.db, TRAINING, userId),
  });
  const one = async (userId: number, rowId: number) => ({
    Status: 'Success' as const,
    Data: await oneRow(deps.db, TRAINING, userId, rowId),
  });
  const save = async (request: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>) => {
    const { rowId, key } = await saveTraining(deps, callerId(request, reply), body);
    return { Status: 'Success' as const, Message: message(request, key), Data: { TrainingRowID: rowId } };
  };
  const remove = (request: FastifyRequest, reply: FastifyReply, rowId: number) =>
    deleteAnswer(deps, TRAINING, request, reply, rowId, 'training.deleted');

  const { candidate, staff } = deps.guards;
  const s = trainingSchemas;
  route(
    app,
    api.candidate.list,
    { tags, ...candidate, schemas: { query: candidateReadQuerySchema, response: s.listResponse } },
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
    api.candidate.get,
    { tags, ...candidate, schemas: { query: trainingOneQuerySchema, response: trainingOneResponseSchema } },
    (request, reply) => one(callerId(request, reply), request.query.TrainingRowID),
  );
  route(
    app,
    api.staff.get,
    { tags, ...staff, schemas: { body: trainingOneBodySchema, response: trainingOneResponseSchema } },
    (request, reply) => one(callerId(request, reply), request.body.TrainingRowID),
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
    (request, reply) => remove(request, reply, request.body.TrainingRowID),
  );
  route(
    app,
    api.staff.remove,
    { tags, ...staff, schemas: { body: s.remove.staff, response: saveResponseSchema } },
    (request, reply) => remove(request, reply, request.body.TrainingRowID),
  );
}
