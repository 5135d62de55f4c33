import { captchaQuerySchema, captchaResponseSchema, errorResponseSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { issueCaptcha } from '../../platform/captcha';
import { limiter, MINUTE } from '../../platform/rate-limit';

export async function captchaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/api/Captcha',
    {
      preHandler: limiter(app, { name: 'captcha-ip', max: 60, windowMs: MINUTE }),
      schema: {
        tags: ['captcha'],
        querystring: captchaQuerySchema,
        response: { 200: captchaResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const captcha = await issueCaptcha(db, request.query.kind);
      reply.header('Cache-Control', 'no-store');
      return {
        CaptchaId: captcha.id,
        Image: captcha.image,
        // Test mode only (loadConfig refuses it in production): automated tests read the answer.
        ...(app.config.captchaTestMode ? { Answer: captcha.answer } : {}),
      };
    },
  );
}
