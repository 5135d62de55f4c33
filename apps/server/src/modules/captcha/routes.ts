import { captchaApi, captchaAudioQuerySchema, captchaQuerySchema, captchaResponseSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_TTL_MS, captchaAudio, issueCaptcha } from '../../platform/captcha';
import { CaptchaStock } from '../../platform/captcha-pictures';
import { ApiError } from '../../platform/errors';
import { limiter, limits, MINUTE } from '../../platform/rate-limit';
import { route } from '../../platform/route';

const tags = ['captcha'];

export async function captchaRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const stock = new CaptchaStock(app.config.captchaStock);
  app.addHook('onClose', async () => stock.close());

  route(
    app,
    captchaApi.challenge,
    {
      tags,
      preHandler: limiter(app, { name: 'captcha-ip', max: 60, windowMs: MINUTE }),
      schemas: { query: captchaQuerySchema, response: captchaResponseSchema },
    },
    async (request, reply) => {
      const captcha = await issueCaptcha(db, app.config, stock, request.query.kind, app.clock.now());
      reply.header('Cache-Control', 'no-store');
      return {
        CaptchaId: captcha.id,
        Image: captcha.image,
        // Test mode only (loadConfig refuses it in production): automated tests read the answer.
        ...(app.config.captchaTestMode ? { Answer: captcha.answer } : {}),
      };
    },
  );

  route(
    app,
    captchaApi.audio,
    {
      tags,
      // Each play is mixed anew, so one captcha may not be played without end (averaging out the
      // noise): 5 plays per captcha, 20 a minute per IP.
      preHandler: limits(
        app,
        { name: 'captcha-audio-ip', max: 20, windowMs: MINUTE },
        {
          name: 'captcha-audio-id',
          max: 5,
          windowMs: CAPTCHA_TTL_MS,
          key: (request) => String((request.query as { CaptchaId?: unknown }).CaptchaId ?? ''),
        },
      ),
      // No response schema: the answer is a WAV file (errors are the usual envelope).
      schemas: { query: captchaAudioQuerySchema },
    },
    async (request, reply) => {
      const { CaptchaId, lang } = request.query;
      const wav = await captchaAudio(db, app.config, CaptchaId, lang, app.clock.now());
      if (!wav) throw new ApiError(404, 'common.notFound');
      return reply.header('Content-Type', 'audio/wav').header('Cache-Control', 'no-store').send(wav);
    },
  );
}
