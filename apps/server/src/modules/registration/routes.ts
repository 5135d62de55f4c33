import {
  candidateRegistrationSchema,
  errorResponseSchema,
  registrationResponseSchema,
  staffRegistrationSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limiter, MINUTE } from '../../platform/rate-limit';
import { itiAdmissionRoutes } from './iti-admission';
import { register } from './service';

const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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

  await itiAdmissionRoutes(fastify);
}
