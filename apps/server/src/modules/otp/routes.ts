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
import { bindBrowser } from '../../platform/otp-binding';
import { limiter, MINUTE } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import { smsBudget } from '../../platform/sms';
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
      // database). Per IP and portal-wide: the SMS budget every route that sends an SMS shares.
      preHandler: smsBudget(app),
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
    async (request, reply) => {
      const { mobileNumber, otp, purpose } = request.body;
      const binding = bindBrowser(request, reply);
      const uploadToken = await verifyMobile(store, app.config, { mobile: mobileNumber, code: otp, purpose, binding });
      return {
        success: true,
        message: messageText('accounts.verified', requestLang(request)),
        ...(uploadToken ? { uploadToken } : {}),
      };
    },
  );
}
