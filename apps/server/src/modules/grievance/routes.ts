import multipart from '@fastify/multipart';
import {
  GRIEVANCE_LIMITS,
  grievanceApi,
  grievanceStatusRequestSchema,
  grievanceStatusResponseSchema,
  grievanceSubmitResponseSchema,
} from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLang } from '../../platform/errors';
import { HOUR, limits, MINUTE } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import { smsFor } from '../../platform/sms';
import { diskStorage } from '../../platform/storage';
import { type CasePart, receiveCaseForm } from '../cases/attachments';
import { browserBinding } from '../otp/binding';
import { otpStore } from '../otp/service';
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
  const storage = diskStorage(app.config.dataDir);
  const sms = smsFor(app.config, db);
  const otp = otpStore(db, app.config);
  // Over-size files are truncated (not thrown), so the answer names the file that was too large.
  if (!app.hasRequestDecorator('parts')) {
    await app.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: GRIEVANCE_LIMITS.attachmentMaxBytes },
    });
  }

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
      const received = await receiveCaseForm(
        request.isMultipart()
          ? (request.parts({ limits: GRIEVANCE_PART_LIMITS }) as AsyncIterable<CasePart>)
          : undefined,
        GRIEVANCE_ATTACHMENTS,
      );
      const { form, files } = await checkGrievance(received);
      const number = await submitGrievance(
        { db, storage, sms },
        { form, files, lang: requestLang(request), binding: browserBinding(request) },
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
    async (request) => {
      const { GrievanceNo, MobileNo, OTP } = request.body;
      const found = await grievanceStatus({ db, otp }, { number: GrievanceNo, mobile: MobileNo, otp: OTP });
      return {
        Status: 'Success' as const,
        Data: { GrievanceNo: found.number, Status: found.status, DueDate: found.dueDate, Timeline: found.timeline },
      };
    },
  );
}
