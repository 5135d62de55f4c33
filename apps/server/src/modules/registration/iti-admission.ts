import {
  errorResponseSchema,
  type ItiAdmission,
  itiAdmissionPreviewResponseSchema,
  itiAdmissionQuerySchema,
  itiAdmissionSchema,
  itiOtpResponseSchema,
  itiOtpVerifyRequestSchema,
  itiPrefillResponseSchema,
  itiPrefillSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ApiError, requestLang } from '../../platform/errors';
import { noStore } from '../../platform/http';
import { HOUR, limiter, limits, MINUTE } from '../../platform/rate-limit';
import { smsFor } from '../../platform/sms';
import { OTP_IP_LIMITS } from '../otp/routes';
import { checkOtp, isMobileVerified, otpStore, sendOtp } from '../otp/service';
import * as repo from './repo';

/**
 * The ITI admission lookup (issue 7 item 3). A registration number is guessable, so anyone gets only a
 * masked preview; the data that pre-fills the form comes after an OTP to the record's own primary
 * mobile is verified, and that verification is what lets a registration claim the record
 * (docs/decisions/007-iti-record-claim.md).
 */
async function findAdmission(db: Db, registrationNumber: string): Promise<ItiAdmission | undefined> {
  const parsed = itiAdmissionSchema.safeParse(await repo.itiAdmission(db, registrationNumber));
  return parsed.success ? parsed.data : undefined;
}

async function admissionRecord(db: Db, registrationNumber: string) {
  const record = await findAdmission(db, registrationNumber);
  if (!record) throw new ApiError(404, 'accounts.itiLookupNotFound');
  return record;
}

const claimError = (status: number, key: string) =>
  new ApiError(status, key, [{ field: 'ITIRegistrationNo', message: key }]);
export const itiUnverified = () => claimError(400, 'accounts.itiVerifyRequired');

/**
 * Registration: an ITI number can be claimed by one account only, and a number that is one of the
 * board's admission records only by whoever verified that record's own mobile by OTP (SendOTP /
 * VerifyOTP below). Returns the record's mobile, whose verification the registration then uses up in
 * its transaction; undefined for no ITI number or one that is not a record.
 */
export async function claimableItiMobile(db: Db, itiNumber: string | null) {
  if (!itiNumber) return undefined;
  if (await repo.itiClaimed(db, itiNumber)) throw claimError(409, 'accounts.duplicateIti');
  const record = await findAdmission(db, itiNumber);
  if (!record) return undefined;
  if (!(await isMobileVerified(db, record.PrimaryMobileNo, 'iti'))) throw itiUnverified();
  return record.PrimaryMobileNo;
}

const masked = (name: string) => `${name.slice(0, 1)}${'•'.repeat(Math.max(name.length - 1, 3))}`;
const mobileEnding = (record: ItiAdmission) => record.PrimaryMobileNo.slice(-2);
const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export async function itiAdmissionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const store = otpStore(db, app.config);
  const sms = smsFor(app.config, db);

  app.get(
    '/api/IITIAdmission/GetIITIAdmissionData',
    {
      preHandler: limiter(app, { name: 'iti-admission-ip', max: 30, windowMs: MINUTE }),
      schema: {
        tags: ['registration'],
        querystring: itiAdmissionQuerySchema,
        response: { 200: itiAdmissionPreviewResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const record = await admissionRecord(db, request.query.ITIRegistrationNo);
      noStore(reply);
      return {
        Status: 'Success' as const,
        Data: {
          RegistrationNumber: record.RegistrationNumber,
          CandidateFirstName: masked(record.CandidateFirstName),
          CandidateLastName: masked(record.CandidateLastName),
          MobileEnding: mobileEnding(record),
        },
        Message: '',
      };
    },
  );

  app.post(
    '/api/IITIAdmission/SendOTP',
    {
      // Each SMS costs money: the same per-IP hour and day counts as /api/OTP/send-otp.
      preHandler: limits(
        app,
        { name: 'otp-send-ip-hour', max: OTP_IP_LIMITS.perHour, windowMs: HOUR },
        { name: 'otp-send-ip-day', max: OTP_IP_LIMITS.perDay, windowMs: 24 * HOUR },
      ),
      schema: {
        tags: ['registration'],
        body: itiAdmissionQuerySchema,
        response: { 200: itiOtpResponseSchema, ...errors },
      },
    },
    async (request) => {
      const record = await admissionRecord(db, request.body.ITIRegistrationNo);
      const sent = await sendOtp(store, sms, {
        mobile: record.PrimaryMobileNo,
        purpose: 'iti',
        lang: requestLang(request),
      });
      return { success: true as const, MobileEnding: mobileEnding(record), ...sent };
    },
  );

  app.post(
    '/api/IITIAdmission/VerifyOTP',
    {
      preHandler: limiter(app, { name: 'otp-verify-ip', max: 60, windowMs: MINUTE }),
      schema: {
        tags: ['registration'],
        body: itiOtpVerifyRequestSchema,
        response: { 200: itiPrefillResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { ITIRegistrationNo, otp } = request.body;
      const record = await admissionRecord(db, ITIRegistrationNo);
      await checkOtp(store, { mobile: record.PrimaryMobileNo, code: otp, purpose: 'iti' });
      if (await repo.itiClaimed(db, ITIRegistrationNo)) {
        throw new ApiError(409, 'accounts.duplicateIti', [
          { field: 'ITIRegistrationNo', message: 'accounts.duplicateIti' },
        ]);
      }
      noStore(reply);
      return { Status: 'Success' as const, Data: itiPrefillSchema.parse(record), Message: '' };
    },
  );
}
