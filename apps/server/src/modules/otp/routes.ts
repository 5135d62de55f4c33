import {
  errorResponseSchema,
  messageText,
  sendOtpRequestSchema,
  sendOtpResponseSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from '@portal/shared';
import { PROFILES_PER_CONTACT } from '@portal/shared/basics';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, requestLang } from '../../platform/errors';
import { HOUR, limiter, limits, MINUTE } from '../../platform/rate-limit';
import { smsFor } from '../../platform/sms';
import { issueUploadToken } from '../uploads/token';
import { profilesOnMobile } from './repo';
import { checkOtp, otpStore, sendOtp } from './service';

/** SMS sends one IP may cause (verification codes). */
export const OTP_IP_LIMITS = { perHour: 20, perDay: 50 } as const;

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
};

export async function otpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const store = otpStore(db, app.config);
  const sms = smsFor(app.config, db);

  app.post(
    '/api/OTP/send-otp',
    {
      // Per number: 30 s between sends and 5 an hour (in the service, shared by all processes via the
      // database). Per IP: each SMS costs money, so an hour and a day are bounded too, but loosely, as
      // a whole ITI lab may share one address (docs/security.md gives the figures).
      preHandler: limits(
        app,
        { name: 'otp-send-ip-hour', max: OTP_IP_LIMITS.perHour, windowMs: HOUR },
        { name: 'otp-send-ip-day', max: OTP_IP_LIMITS.perDay, windowMs: 24 * HOUR },
      ),
      schema: { tags: ['otp'], body: sendOtpRequestSchema, response: { 200: sendOtpResponseSchema, ...errors } },
    },
    async (request) => {
      // a family may share a phone, up to the cap: say so before an SMS is spent on a form that would fail
      if ((await profilesOnMobile(app.database.db, request.body.mobileNumber)) >= PROFILES_PER_CONTACT) {
        throw new ApiError(409, 'accounts.duplicateMobile', [
          { field: 'mobileNumber', message: 'accounts.duplicateMobile' },
        ]);
      }
      const sent = await sendOtp(store, sms, {
        mobile: request.body.mobileNumber,
        purpose: 'verify',
        lang: requestLang(request),
      });
      return { success: true, ...sent };
    },
  );

  app.post(
    '/api/OTP/verify-otp',
    {
      preHandler: limiter(app, { name: 'otp-verify-ip', max: 60, windowMs: MINUTE }),
      schema: { tags: ['otp'], body: verifyOtpRequestSchema, response: { 200: verifyOtpResponseSchema, ...errors } },
    },
    async (request) => {
      const mobile = request.body.mobileNumber;
      await checkOtp(store, { mobile, code: request.body.otp, purpose: 'verify' });
      return {
        success: true,
        message: messageText('accounts.verified', requestLang(request)),
        uploadToken: issueUploadToken(app.config, mobile),
      };
    },
  );
}
