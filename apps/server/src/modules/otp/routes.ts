import {
  errorResponseSchema,
  messageText,
  sendOtpRequestSchema,
  sendOtpResponseSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLang } from '../../platform/errors';
import { limiter, MINUTE } from '../../platform/rate-limit';
import { smsFor } from '../../platform/sms';
import { checkOtp, sendOtp } from './service';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
};

export async function otpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const sms = smsFor(app.config, db);

  app.post(
    '/api/OTP/send-otp',
    {
      // Per number: 30 s between sends and 5 an hour (in the service, shared by all processes via the
      // database); per IP generous, as a whole ITI lab may share one address.
      preHandler: limiter(app, { name: 'otp-send-ip', max: 30, windowMs: MINUTE }),
      schema: { tags: ['otp'], body: sendOtpRequestSchema, response: { 200: sendOtpResponseSchema, ...errors } },
    },
    async (request) => {
      const sent = await sendOtp(db, sms, {
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
      await checkOtp(db, { mobile: request.body.mobileNumber, code: request.body.otp, purpose: 'verify' });
      return { success: true, message: messageText('accounts.verified', requestLang(request)) };
    },
  );
}
