import {
  caseDoneResponseSchema,
  grievanceApi,
  grievanceAppealRequestSchema,
  grievanceRateRequestSchema,
  grievanceStatusRequestSchema,
  grievanceStatusResponseSchema,
  grievanceSubmitResponseSchema,
} from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLang } from '../../platform/errors';
import { noStore } from '../../platform/http';
import { browserBinding } from '../../platform/otp-binding';
import { HOUR, limits, MINUTE } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import { receiveCaseForm } from '../cases/attachments';
import { appealCase, caseStatus, rateCase } from '../cases/service';
import { checkGrievance, GRIEVANCE_ATTACHMENTS, GRIEVANCE_PART_LIMITS, submitGrievance } from './service';

const tags = ['grievance'];

/**
 * How often one address may file and look up grievances. Filing needs an OTP to the number (itself
 * limited per number and per IP), so this only bounds the work of reading and checking 15 MB bodies;
 * a whole ITI lab may share one address. A status check spends a code, so the number is limited too.
 */
export const GRIEVANCE_RATE_LIMITS = {
  submitPerIp: { max: 10, windowMs: 15 * MINUTE },
  statusPerIp: { max: 20, windowMs: 15 * MINUTE },
  statusPerNumber: { max: 10, windowMs: HOUR },
} as const;

const statusBody = (request: FastifyRequest) =>
  (request.body ?? {}) as Partial<Record<'GrievanceNo' | 'MobileNo', unknown>>;

export async function grievanceRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const { storage, sms, otp } = app;
  const now = () => app.clock.now();
  const proofDeps = { db, otp, now };
  /** The status check's limits; the appeal and the rating spend a code the same way. */
  const proofLimits = (what: string) =>
    limits(
      app,
      { name: `grievance-${what}-ip`, ...GRIEVANCE_RATE_LIMITS.statusPerIp },
      // per number and per mobile from one address: numbers are sequential, and a count anyone could
      // use up would lock the owner out (issue 17 item 16); the code to the grievance's own mobile,
      // limited per code and per mobile, is what bounds the guessing
      {
        name: `grievance-${what}-number-ip`,
        ...GRIEVANCE_RATE_LIMITS.statusPerNumber,
        key: (request) => `${String(statusBody(request).GrievanceNo ?? '')}|${request.ip}`,
      },
      {
        name: `grievance-${what}-mobile-ip`,
        ...GRIEVANCE_RATE_LIMITS.statusPerNumber,
        key: (request) => `${String(statusBody(request).MobileNo ?? '')}|${request.ip}`,
      },
    );

  route(
    app,
    grievanceApi.submit,
    {
      tags,
      preHandler: limits(app, { name: 'grievance-submit-ip', ...GRIEVANCE_RATE_LIMITS.submitPerIp }),
      // No body schema: the body is multipart, read and checked here (fields by grievanceFormSchema).
      schemas: { response: grievanceSubmitResponseSchema },
    },
    async (request) => {
      const received = await receiveCaseForm(request, GRIEVANCE_ATTACHMENTS, GRIEVANCE_PART_LIMITS);
      const binding = browserBinding(request);
      const { form, files } = await checkGrievance({ db, now }, received, request.ip, binding);
      const number = await submitGrievance(
        { db, storage, sms, publicOrigin: app.config.publicOrigin, now },
        { form, files, lang: requestLang(request), binding },
      );
      return { Status: 'Success' as const, Data: { GrievanceNo: number } };
    },
  );

  route(
    app,
    grievanceApi.status,
    {
      tags,
      preHandler: proofLimits('status'),
      schemas: { body: grievanceStatusRequestSchema, response: grievanceStatusResponseSchema },
    },
    async (request, reply) => {
      const { GrievanceNo, MobileNo, OTP } = request.body;
      const found = await caseStatus(proofDeps, 'grievance', GrievanceNo, { mobile: MobileNo, otp: OTP });
      noStore(reply);
      return {
        Status: 'Success' as const,
        Data: {
          GrievanceNo: found.number,
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
    grievanceApi.appeal,
    {
      tags,
      preHandler: proofLimits('appeal'),
      schemas: { body: grievanceAppealRequestSchema, response: caseDoneResponseSchema },
    },
    async (request) => {
      const { GrievanceNo, MobileNo, OTP, Reason } = request.body;
      const status = await appealCase(proofDeps, 'grievance', GrievanceNo, { mobile: MobileNo, otp: OTP }, Reason);
      return { Status: 'Success' as const, Data: { Status: status } };
    },
  );

  route(
    app,
    grievanceApi.rate,
    {
      tags,
      preHandler: proofLimits('rate'),
      schemas: { body: grievanceRateRequestSchema, response: caseDoneResponseSchema },
    },
    async (request) => {
      const { GrievanceNo, MobileNo, OTP, Rating } = request.body;
      const status = await rateCase(proofDeps, 'grievance', GrievanceNo, { mobile: MobileNo, otp: OTP }, Rating);
      return { Status: 'Success' as const, Data: { Status: status } };
    },
  );
}
