import {
  consoleAccountsApi,
  consoleLoginRequestSchema,
  consoleLogoutResponseSchema,
  consoleOfficersApi,
  consolePasswordRequestSchema,
  createOfficerRequestSchema,
  enrolmentResponseSchema,
  officerActiveRequestSchema,
  officerIdParamsSchema,
  officerResponseSchema,
  officerRowResponseSchema,
  officersListResponseSchema,
} from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../platform/audit';
import { noStore } from '../../platform/http';
import { limits, MINUTE } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import { currentOfficer } from '../../platform/sessions';
import { totpBox } from './enrolment';
import { createOfficial, listOfficials, resetOfficial, setOfficialActive } from './manage';
import { changeOfficerPassword, officerView, signInOfficial } from './sign-in';

const tags = ['console'];

/** The console's officials: sign-in with a second factor, the password, and admins' management (issue 20 item 1). */
export async function officersRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const box = totpBox(app.config);
  const admin = (request: FastifyRequest) => ({ caller: currentOfficer(request), ip: request.ip });
  const loginId = (request: FastifyRequest) =>
    String((request.body as { LoginID?: unknown } | undefined)?.LoginID ?? '');

  route(
    app,
    consoleAccountsApi.login,
    {
      tags,
      preHandler: limits(
        app,
        { name: 'console-login-ip', max: 60, windowMs: MINUTE },
        { name: 'console-login-account', max: 20, windowMs: 15 * MINUTE, key: loginId },
      ),
      schemas: { body: consoleLoginRequestSchema, response: officerResponseSchema },
    },
    async (request, reply) => {
      noStore(reply);
      const { officer, sessionToken } = await signInOfficial({ db, box, sessions: app.sessions }, request.body, {
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
        currentSessionId: request.officer?.sessionId ?? null,
        now: app.clock.now(),
      });
      app.sessions.setCookie(reply, sessionToken, 'console');
      return { Status: 'Success' as const, Data: officer };
    },
  );

  route(
    app,
    consoleAccountsApi.logout,
    { tags, schemas: { response: consoleLogoutResponseSchema } },
    async (request, reply) => {
      const officer = currentOfficer(request);
      await app.sessions.endOfficer(reply, officer);
      await audit(db, request, 'officer.logout', { detail: { officerId: officer.officerId } });
      return { Status: 'Success' as const };
    },
  );

  route(app, consoleAccountsApi.me, { tags, schemas: { response: officerResponseSchema } }, async (request, reply) => {
    noStore(reply);
    const o = currentOfficer(request);
    return {
      Status: 'Success' as const,
      Data: await officerView(db, { ...o, id: o.officerId }),
    };
  });

  route(
    app,
    consoleAccountsApi.password,
    {
      tags,
      preHandler: limits(app, { name: 'console-password-ip', max: 30, windowMs: MINUTE }),
      schemas: { body: consolePasswordRequestSchema, response: officerResponseSchema },
    },
    async (request) => ({
      Status: 'Success' as const,
      Data: await changeOfficerPassword(db, currentOfficer(request), request.body, request),
    }),
  );

  route(
    app,
    consoleOfficersApi.list,
    { tags, schemas: { response: officersListResponseSchema } },
    async (_request, reply) => {
      noStore(reply);
      return { Status: 'Success' as const, Data: await listOfficials(db) };
    },
  );

  route(
    app,
    consoleOfficersApi.create,
    { tags, schemas: { body: createOfficerRequestSchema, response: enrolmentResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      return { Status: 'Success' as const, Data: await createOfficial(db, box, request.body, admin(request)) };
    },
  );

  route(
    app,
    consoleOfficersApi.setActive,
    {
      tags,
      schemas: { params: officerIdParamsSchema, body: officerActiveRequestSchema, response: officerRowResponseSchema },
    },
    async (request) => ({
      Status: 'Success' as const,
      Data: await setOfficialActive(db, request.params.id, request.body.Active, admin(request)),
    }),
  );

  route(
    app,
    consoleOfficersApi.reset,
    { tags, schemas: { params: officerIdParamsSchema, response: enrolmentResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      return { Status: 'Success' as const, Data: await resetOfficial(db, box, request.params.id, admin(request)) };
    },
  );
}
