import {
  caseDoneResponseSchema,
  complaintApi,
  complaintAppealRequestSchema,
  complaintRateRequestSchema,
  complaintStatusRequestSchema,
  complaintStatusResponseSchema,
  complaintSubmitResponseSchema,
  underInquiryQuerySchema,
  underInquiryResponseSchema,
} from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendPublicJson } from '../../platform/cache';
import { requestLang } from '../../platform/errors';
import { noStore } from '../../platform/http';
import { browserBinding } from '../../platform/otp-binding';
import { HOUR, limits, MINUTE } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import { receiveCaseForm } from '../cases/attachments';
import { appealCase, type CaseSecret, caseStatus, rateCase } from '../cases/service';
import * as repo from './repo';
import { COMPLAINT_ATTACHMENTS, COMPLAINT_PART_LIMITS, submitComplaint } from './service';

const tags = ['complaint'];

/** Limits of the complaint routes (tests read them). */
export const COMPLAINT_LIMITS = {
  /** Filing: a person files one or two; a cyber café a few an hour. */
  submitPerHour: 5,
  submitPerDay: 20,
  /**
   * Status checks (issue 17 item 16). Numbers are sequential, so a per-number limit that anyone can use
   * up would lock the owner out: instead a few tries per number from one address, the password path
   * bounded per number across all addresses (30 an hour against an 8+ character, not-common password),
   * and the OTP path, which needs a code sent to the complaint's own mobile (itself limited per code and
   * per mobile), never limited per number — the owner always has it.
   */
  statusPerIp: 30,
  statusPerNumberAndIp: 5,
  statusWindowMs: 15 * MINUTE,
  passwordPerNumber: 30,
  passwordWindowMs: HOUR,
} as const;

const statusBody = (request: FastifyRequest) => (request.body ?? {}) as { ComplaintNo?: string; Password?: string };
/** The complaint account password, or the complainant's mobile with a code sent to it. */
const secretOf = (body: { Password?: string | undefined; MobileNo?: string | undefined; OTP?: string | undefined }) =>
  (body.Password ? { password: body.Password } : { mobile: body.MobileNo ?? '', otp: body.OTP ?? '' }) as CaseSecret;

/** Complaints against unauthorised institutes: Form A, its status, the institutes under inquiry. */
export async function complaintRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const { otp } = app;
  const deps = {
    db,
    storage: app.storage,
    sms: app.sms,
    publicOrigin: app.config.publicOrigin,
    now: () => app.clock.now(),
  };
  const proofDeps = { db, otp, now: deps.now };
  /** The status check's limits; the appeal and the rating prove the case the same way. */
  const proofLimits = (what: string) =>
    limits(
      app,
      { name: `complaint-${what}-ip`, max: COMPLAINT_LIMITS.statusPerIp, windowMs: COMPLAINT_LIMITS.statusWindowMs },
      {
        name: `complaint-${what}-number-ip`,
        max: COMPLAINT_LIMITS.statusPerNumberAndIp,
        windowMs: COMPLAINT_LIMITS.statusWindowMs,
        key: (request) => (statusBody(request).ComplaintNo ? `${statusBody(request).ComplaintNo}|${request.ip}` : ''),
      },
      {
        name: `complaint-${what}-password`,
        max: COMPLAINT_LIMITS.passwordPerNumber,
        windowMs: COMPLAINT_LIMITS.passwordWindowMs,
        key: (request) => (statusBody(request).Password ? (statusBody(request).ComplaintNo ?? '') : ''),
      },
    );

  route(
    app,
    complaintApi.submit,
    {
      tags,
      preHandler: limits(
        app,
        { name: 'complaint-submit-hour', max: COMPLAINT_LIMITS.submitPerHour, windowMs: HOUR },
        { name: 'complaint-submit-day', max: COMPLAINT_LIMITS.submitPerDay, windowMs: 24 * HOUR },
      ),
      // No body schema: the body is multipart, read here and checked by the service.
      schemas: { response: complaintSubmitResponseSchema },
    },
    async (request) => {
      const lang = requestLang(request);
      const received = await receiveCaseForm(request, COMPLAINT_ATTACHMENTS, COMPLAINT_PART_LIMITS);
      const number = await submitComplaint(deps, received, {
        lang,
        client: request.ip,
        binding: browserBinding(request),
        ...(request.sessionUser
          ? { userId: request.sessionUser.userId, profileId: request.sessionUser.profileId }
          : {}),
      });
      return { Status: 'Success' as const, Data: { ComplaintNo: number } };
    },
  );

  route(
    app,
    complaintApi.status,
    {
      tags,
      preHandler: proofLimits('status'),
      schemas: { body: complaintStatusRequestSchema, response: complaintStatusResponseSchema },
    },
    async (request, reply) => {
      const found = await caseStatus(proofDeps, 'complaint', request.body.ComplaintNo, secretOf(request.body));
      noStore(reply);
      return {
        Status: 'Success' as const,
        Data: {
          ComplaintNo: found.number,
          Status: found.status,
          DueDate: found.dueDate,
          Timeline: found.timeline,
          AppealUntil: found.appealUntil,
          Rating: found.rating,
          Filed: found.filed,
          Documents: found.documents,
          MobileEnding: found.mobileEnding,
          Email: found.email,
        },
      };
    },
  );

  route(
    app,
    complaintApi.appeal,
    {
      tags,
      preHandler: proofLimits('appeal'),
      schemas: { body: complaintAppealRequestSchema, response: caseDoneResponseSchema },
    },
    async (request) => {
      const { ComplaintNo, Reason } = request.body;
      const status = await appealCase(proofDeps, 'complaint', ComplaintNo, secretOf(request.body), Reason);
      return { Status: 'Success' as const, Data: { Status: status } };
    },
  );

  route(
    app,
    complaintApi.rate,
    {
      tags,
      preHandler: proofLimits('rate'),
      schemas: { body: complaintRateRequestSchema, response: caseDoneResponseSchema },
    },
    async (request) => {
      const { ComplaintNo, Rating } = request.body;
      const status = await rateCase(proofDeps, 'complaint', ComplaintNo, secretOf(request.body), Rating);
      return { Status: 'Success' as const, Data: { Status: status } };
    },
  );

  route(
    app,
    complaintApi.underInquiry,
    { tags, schemas: { query: underInquiryQuerySchema, response: underInquiryResponseSchema } },
    (request, reply) => {
      const { lang } = request.query;
      return sendPublicJson(request, reply, `complaint:underInquiry:${lang}`, underInquiryResponseSchema, async () => ({
        Status: 'Success' as const,
        Data: await repo.openInquiries(db, lang),
      }));
    },
  );
}
