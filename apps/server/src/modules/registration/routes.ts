import {
  candidateRegistrationSchema,
  itiAdmissionPreviewResponseSchema,
  itiAdmissionQuerySchema,
  itiOtpResponseSchema,
  itiOtpVerifyRequestSchema,
  itiPrefillResponseSchema,
  registrationApi,
  registrationResponseSchema,
  staffRegistrationSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { requestLang } from '../../platform/errors';
import { noStore } from '../../platform/http';
import { bindBrowser, browserBinding } from '../../platform/otp-binding';
import { limiter, MINUTE } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import { smsBudget } from '../../platform/sms';
import { vaultFor } from '../../platform/vault';
import { itiPreview, sendItiOtp, verifyItiOtp } from './iti-admission';
import { register } from './service';

const tags = ['registration'];

/** Candidate and staff registration, and the ITI admission lookup that pre-fills the candidate form. */
export async function registrationRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const deps = { db, vault: vaultFor(app.config) };
  const { otp: store, sms } = app;
  // Per IP, generous enough for a cyber café registering a class; the OTP per number is the tight limit.
  const registrationLimit = limiter(app, { name: 'registration-ip', max: 30, windowMs: 10 * MINUTE });

  route(
    app,
    registrationApi.registerCandidate,
    {
      tags,
      preHandler: registrationLimit,
      schemas: { body: candidateRegistrationSchema, response: registrationResponseSchema },
    },
    async (request) => ({
      success: true as const,
      Data: await register(
        deps,
        { role: 'candidate', data: request.body },
        { ip: request.ip, binding: browserBinding(request) },
      ),
    }),
  );

  route(
    app,
    registrationApi.registerStaff,
    {
      tags,
      preHandler: registrationLimit,
      schemas: { body: staffRegistrationSchema, response: registrationResponseSchema },
    },
    async (request) => ({
      success: true as const,
      Data: await register(
        deps,
        { role: 'staff', data: request.body },
        { ip: request.ip, binding: browserBinding(request) },
      ),
    }),
  );

  route(
    app,
    registrationApi.itiAdmission,
    {
      tags,
      preHandler: limiter(app, { name: 'iti-admission-ip', max: 30, windowMs: MINUTE }),
      schemas: { query: itiAdmissionQuerySchema, response: itiAdmissionPreviewResponseSchema },
    },
    async (request, reply) => {
      const preview = await itiPreview(db, request.query.ITIRegistrationNo);
      noStore(reply);
      return { Status: 'Success' as const, Data: preview, Message: '' };
    },
  );

  route(
    app,
    registrationApi.itiSendOtp,
    {
      tags,
      // Each SMS costs money: the one SMS budget of every route that sends one (issue 17 item 11).
      preHandler: smsBudget(app),
      schemas: { body: itiAdmissionQuerySchema, response: itiOtpResponseSchema },
    },
    async (request) => {
      const sent = await sendItiOtp(store, sms, {
        registrationNumber: request.body.ITIRegistrationNo,
        lang: requestLang(request),
      });
      return { success: true as const, ...sent };
    },
  );

  route(
    app,
    registrationApi.itiVerifyOtp,
    {
      tags,
      preHandler: limiter(app, { name: 'otp-verify-ip', max: 60, windowMs: MINUTE }),
      schemas: { body: itiOtpVerifyRequestSchema, response: itiPrefillResponseSchema },
    },
    async (request, reply) => {
      const { ITIRegistrationNo, otp } = request.body;
      const prefill = await verifyItiOtp(store, {
        registrationNumber: ITIRegistrationNo,
        code: otp,
        binding: bindBrowser(request, reply),
      });
      noStore(reply);
      return { Status: 'Success' as const, Data: prefill, Message: '' };
    },
  );
}
