import {
  changeRequestSchema,
  messageText,
  submitVerificationRequestSchema,
  verificationApi,
  verificationSaveResponseSchema,
  verificationStatusResponseSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { requestLang } from '../../../platform/errors';
import { noStore } from '../../../platform/http';
import { route } from '../../../platform/route';
import { currentUser } from '../../../platform/sessions';
import type { ProfileDeps } from '../section';
import { requestChange, statusOf, submit } from './service';

/**
 * Step 10, the person's half (issue 21 item 1, decision 063): candidates and staff, each on their own
 * profile only (the user is the session's; these endpoints name no user).
 */
export function registerVerify(app: FastifyInstance, deps: ProfileDeps) {
  const tags = ['profile'];
  const ctx = (request: { ip: string }) => ({ ip: request.ip, now: app.clock.now() });

  route(
    app,
    verificationApi.status,
    { tags, schemas: { response: verificationStatusResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      return { Status: 'Success' as const, Data: await statusOf(deps.db, currentUser(request).userId) };
    },
  );
  route(
    app,
    verificationApi.submit,
    { tags, schemas: { body: submitVerificationRequestSchema, response: verificationSaveResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      const state = await submit(deps.db, currentUser(request).userId, ctx(request));
      return {
        Status: 'Success' as const,
        Message: messageText('verification.submitted', requestLang(request)),
        Data: { state },
      };
    },
  );
  route(
    app,
    verificationApi.requestChange,
    { tags, schemas: { body: changeRequestSchema, response: verificationSaveResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      const state = await requestChange(deps.db, currentUser(request).userId, request.body, ctx(request));
      return {
        Status: 'Success' as const,
        Message: messageText('verification.changeRequested', requestLang(request)),
        Data: { state },
      };
    },
  );
}
