import {
  candidateRegistrationSchema,
  errorResponseSchema,
  itiAdmissionQuerySchema,
  itiAdmissionResponseSchema,
  itiAdmissionSchema,
  registrationResponseSchema,
  staffRegistrationSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../../platform/errors';
import { limiter, MINUTE } from '../../platform/rate-limit';
import * as repo from './repo';
import { register } from './service';

const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // Per IP, generous enough for a cyber café registering a class; the OTP per number is the tight limit.
  const registrationLimit = limiter(app, { name: 'registration-ip', max: 30, windowMs: 10 * MINUTE });

  app.post(
    '/api/Registration/RegisterCandidate',
    {
      preHandler: registrationLimit,
      schema: {
        tags: ['registration'],
        body: candidateRegistrationSchema,
        response: { 200: registrationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      Data: await register(app, request, { role: 'candidate', data: request.body }),
    }),
  );

  app.post(
    '/api/Registration/RegisterStaff',
    {
      preHandler: registrationLimit,
      schema: {
        tags: ['registration'],
        body: staffRegistrationSchema,
        response: { 200: registrationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      Data: await register(app, request, { role: 'staff', data: request.body }),
    }),
  );

  app.get(
    '/api/IITIAdmission/GetIITIAdmissionData',
    {
      // The answer holds personal data: numbers must not be walked through quickly.
      preHandler: limiter(app, { name: 'iti-admission-ip', max: 30, windowMs: MINUTE }),
      schema: {
        tags: ['registration'],
        querystring: itiAdmissionQuerySchema,
        response: { 200: itiAdmissionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const stored = await repo.itiAdmission(db, request.query.ITIRegistrationNo);
      const parsed = itiAdmissionSchema.safeParse(stored);
      if (!parsed.success) throw new ApiError(404, 'accounts.itiLookupNotFound');
      reply.header('Cache-Control', 'private, no-store');
      return { Status: 'Success' as const, Data: parsed.data, Message: '' };
    },
  );
}
