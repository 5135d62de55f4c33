import {
  grievanceApi,
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
import {
  checkGrievance,
  GRIEVANCE_ATTACHMENTS,
  GRIEVANCE_PART_LIMITS,
  grievanceStatus,
  submitGrievance,
} from './service';

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
        { db, storage, sms, now },
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
      preHandler: limits(
        app,
        { name: 'grievance-status-ip', ...GRIEVANCE_RATE_LIMITS.statusPerIp },
        // per number and per mobile from one address: numbers are sequential, and a count anyone could
        // use up would lock the owner out (issue 17 item 16); the code to the grievance's own mobile,
        // limited per code and per mobile, is what bounds the guessing
        {
          name: 'grievance-status-number-ip',
          ...GRIEVANCE_RATE_LIMITS.statusPerNumber,
          key: (request) => `${String(statusBody(request).GrievanceNo ?? '')}|${request.ip}`,
        },
        {
          name: 'grievance-status-mobile-ip',
          ...GRIEVANCE_RATE_LIMITS.statusPerNumber,
          key: (request) => `${String(statusBody(request).MobileNo ?? '')}|${request.ip}`,
        },
      ),
      schemas: { body: grievanceStatusRequestSchema, response: grievanceStatusResponseSchema },
    },
    async (request, reply) => {
      const { GrievanceNo, MobileNo, OTP } = request.body;
      const found = await grievanceStatus({ db, otp }, { number: GrievanceNo, mobile: MobileNo, otp: OTP });
      noStore(reply);
      return {
        Status: 'Success' as const,
        Data: { GrievanceNo: found.number, Status: found.status, DueDate: found.dueDate, Timeline: found.timeline },
      };
    },
  );
}
