import {
  applicationApi,
  applicationResponseSchema,
  offeringsQuerySchema,
  offeringsResponseSchema,
  submitApplicationRequestSchema,
  withdrawRequestSchema,
} from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noStore } from '../../platform/http';
import { route } from '../../platform/route';
import { currentUser } from '../../platform/sessions';
import { applicationView, listOfferings, submitApplication, withdraw } from './service';

const tags = ['application'];

/** Step 11, the candidate's application (issue 21 item 3): candidates only, staff get 403 (the contracts). */
export async function applyRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const from = (request: FastifyRequest) => ({
    userId: currentUser(request).userId,
    ip: request.ip,
    now: app.clock.now(),
  });

  route(app, applicationApi.get, { tags, schemas: { response: applicationResponseSchema } }, async (request, reply) => {
    noStore(reply);
    return {
      Status: 'Success' as const,
      Data: await applicationView(db, currentUser(request).userId, app.clock.now()),
    };
  });

  route(
    app,
    applicationApi.offerings,
    { tags, schemas: { query: offeringsQuerySchema, response: offeringsResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      return listOfferings(db, currentUser(request).userId, request.query);
    },
  );

  route(
    app,
    applicationApi.submit,
    { tags, schemas: { body: submitApplicationRequestSchema, response: applicationResponseSchema } },
    async (request) => ({
      Status: 'Success' as const,
      Data: await submitApplication(db, request.body, from(request)),
    }),
  );

  route(
    app,
    applicationApi.withdraw,
    { tags, schemas: { body: withdrawRequestSchema, response: applicationResponseSchema } },
    async (request) => ({
      Status: 'Success' as const,
      Data: await withdraw(db, request.body.PreferenceID, from(request)),
    }),
  );
}
