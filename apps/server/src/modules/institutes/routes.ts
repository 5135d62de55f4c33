import {
  applicantFileQuerySchema,
  applicantParamsSchema,
  applicantProfileResponseSchema,
  consoleInstitutesApi,
  createInstituteAccountRequestSchema,
  decisionRequestSchema,
  decisionResponseSchema,
  instituteAccountResponseSchema,
  instituteAccountsResponseSchema,
  instituteApplicationsQuerySchema,
  instituteApplicationsResponseSchema,
  instituteDeskApi,
  instituteMeResponseSchema,
  instituteOptionsQuerySchema,
  instituteOptionsResponseSchema,
  instituteStaffQuerySchema,
  instituteStaffResponseSchema,
  preferenceParamsSchema,
  setInstitutePasswordRequestSchema,
  setInstitutePasswordResponseSchema,
} from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../platform/errors';
import { contentDisposition } from '../../platform/file-intake/file-name';
import { noStore } from '../../platform/http';
import { limits, MINUTE } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import { currentOfficer, currentUser } from '../../platform/sessions';
import { derivedKey } from '../../platform/vault';
import { createInstituteAccount, instituteOptions, listInstituteAccounts, setInstitutePassword } from './accounts';
import { applicantDocument, applicantProfile, decide, instituteOf, listApplications, listStaff } from './desk';

const tags = ['institute'];

/** Institutes' accounts (console), their set-password link and their desk (issue 21 item 4). */
export async function institutesRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const codeKey = derivedKey(app.config, 'admission-letter');
  const deskUser = (request: FastifyRequest) => ({
    userId: currentUser(request).userId,
    ip: request.ip,
    now: app.clock.now(),
  });

  // ---- console (admins) ----
  route(
    app,
    consoleInstitutesApi.list,
    { tags, schemas: { response: instituteAccountsResponseSchema } },
    async (_r, reply) => {
      noStore(reply);
      return { Status: 'Success' as const, Data: await listInstituteAccounts(db) };
    },
  );

  route(
    app,
    consoleInstitutesApi.options,
    { tags, schemas: { query: instituteOptionsQuerySchema, response: instituteOptionsResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      return { Status: 'Success' as const, Data: await instituteOptions(db, request.query.q) };
    },
  );

  route(
    app,
    consoleInstitutesApi.create,
    { tags, schemas: { body: createInstituteAccountRequestSchema, response: instituteAccountResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      const account = await createInstituteAccount(db, request.body, {
        officerId: currentOfficer(request).officerId,
        ip: request.ip,
        now: app.clock.now(),
        // the portal's own address (PUBLIC_ORIGIN), never the request's Host header, which a client chooses
        origin: app.config.publicOrigin,
      });
      // with the console SMS provider (a demo) the admin sees the link the SMS carries, as OTPs are shown
      const { link, ...data } = account;
      return {
        Status: 'Success' as const,
        Data: app.config.sms.provider === 'console' ? { ...data, DemoLink: link } : data,
      };
    },
  );

  // ---- the one-time link (public, token-checked, rate limited) ----
  route(
    app,
    instituteDeskApi.setPassword,
    {
      tags,
      preHandler: limits(app, { name: 'institute-set-password-ip', max: 20, windowMs: MINUTE }),
      schemas: { body: setInstitutePasswordRequestSchema, response: setInstitutePasswordResponseSchema },
    },
    async (request, reply) => {
      noStore(reply);
      return {
        Status: 'Success' as const,
        Data: await setInstitutePassword(db, request.body, { ip: request.ip, now: app.clock.now() }),
      };
    },
  );

  // ---- the institute's desk ----
  route(
    app,
    instituteDeskApi.me,
    { tags, schemas: { response: instituteMeResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      const institute = await instituteOf(db, currentUser(request).userId);
      return {
        Status: 'Success' as const,
        Data: { InstituteID: institute.id, InstituteCode: institute.code, InstituteName: institute.name },
      };
    },
  );

  route(
    app,
    instituteDeskApi.applications,
    { tags, schemas: { query: instituteApplicationsQuerySchema, response: instituteApplicationsResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      const { rows, total } = await listApplications(db, currentUser(request).userId, request.query);
      return { Status: 'Success' as const, Data: rows, Total: total };
    },
  );

  route(
    app,
    instituteDeskApi.staff,
    { tags, schemas: { query: instituteStaffQuerySchema, response: instituteStaffResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      const { rows, total } = await listStaff(db, currentUser(request).userId, request.query);
      return { Status: 'Success' as const, Data: rows, Total: total };
    },
  );

  route(
    app,
    instituteDeskApi.applicant,
    { tags, schemas: { params: applicantParamsSchema, response: applicantProfileResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      return {
        Status: 'Success' as const,
        Data: await applicantProfile(db, currentUser(request).userId, request.params.userId),
      };
    },
  );

  route(
    app,
    instituteDeskApi.applicantFile,
    { tags, schemas: { params: applicantParamsSchema, query: applicantFileQuerySchema } },
    async (request, reply) => {
      const document = await applicantDocument(
        db,
        currentUser(request).userId,
        request.params.userId,
        request.query.path,
      );
      const stored = await app.storage.read(document.path);
      if (!stored) throw notFound();
      const inline = document.mime.startsWith('image/') || document.mime === 'application/pdf';
      return reply
        .header('Content-Type', document.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header(
          'Content-Disposition',
          contentDisposition(inline ? 'inline' : 'attachment', document.name ?? document.fileType),
        )
        .send(stored.content);
    },
  );

  route(
    app,
    instituteDeskApi.decide,
    {
      tags,
      schemas: { params: preferenceParamsSchema, body: decisionRequestSchema, response: decisionResponseSchema },
    },
    async (request) => ({
      Status: 'Success' as const,
      Data: await decide(db, request.params.id, request.body, deskUser(request), codeKey),
    }),
  );
}
