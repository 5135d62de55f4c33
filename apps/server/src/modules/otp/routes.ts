import {
  messageText,
  otpApi,
  sendOtpRequestSchema,
  sendOtpResponseSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { requestLang } from '../../platform/errors';
import { OTP_IP_LIMITS } from '../../platform/otp';
import { HOUR, limiter, limits, MINUTE } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import { sendVerificationOtp, verifyMobile } from './service';

const tags = ['otp'];

export async function otpRoutes(app: FastifyInstance) {
  const { otp: store, sms } = app;

  route(
    app,
    otpApi.send,
    {
      tags,
      // Per number: 30 s between sends and 5 an hour (in the service, shared by all processes via the
      // database). Per IP: each SMS costs money, so an hour and a day are bounded too, but loosely, as
      // a whole ITI lab may share one address (docs/security.md gives the figures).
      preHandler: limits(
        app,
        { name: 'otp-send-ip-hour', max: OTP_IP_LIMITS.perHour, windowMs: HOUR },
        { name: 'otp-send-ip-day', max: OTP_IP_LIMITS.perDay, windowMs: 24 * HOUR },
      ),
      schemas: { body: sendOtpRequestSchema, response: sendOtpResponseSchema },
    },
    async (request) => {
      const sent = await sendVerificationOtp(store, sms, {
        mobile: request.body.mobileNumber,
        lang: requestLang(request),
        purpose: request.body.purpose,
      });
      return { success: true, ...sent };
    },
  );

  route(
    app,
    otpApi.verify,
    {
      tags,
      preHandler: limiter(app, { name: 'otp-verify-ip', max: 60, windowMs: MINUTE }),
      schemas: { body: verifyOtpRequestSchema, response: verifyOtpResponseSchema },
    },
    async (request) => {
      const { mobileNumber, otp, purpose } = request.body;
      const uploadToken = await verifyMobile(store, app.config, { mobile: mobileNumber, code: otp, purpose });
      return {
        success: true,
        message: messageText('accounts.verified', requestLang(request)),
        ...(uploadToken ? { uploadToken } : {}),
      };
    },
  );
}
