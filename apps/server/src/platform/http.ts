import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { ApiError } from './errors';
import { registerInputChecks } from './input';
import { redisRateLimitStore } from './rate-limit';
import { securityHeaders } from './security-headers';

/** Transport-level plugins: security headers, compression, cookies, rate limits, CSRF defence. */
export async function registerHttp(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // with REDIS_URL every limit's counts are in Redis (app.redis), shared by all processes
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { store: redisRateLimitStore(app.redis) } : {}),
  });

  registerInputChecks(app);

  // CSRF: state-changing requests must come from our own script (API.md conventions).
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return done();
    try {
      assertOwnScript(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

/**
 * The CSRF check: the request comes from our own script (X-Requested-With, which no cross-site form,
 * link or image can set, and no foreign Origin). Every state-changing method is checked by a hook; a GET
 * that changes state (one pinned as a GET, decision 040) calls it itself.
 */
export function assertOwnScript(request: FastifyRequest) {
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw new ApiError(403, 'common.badOrigin');
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new ApiError(403, 'common.badOrigin');
    }
    if (host !== request.headers.host) throw new ApiError(403, 'common.badOrigin');
  } else if (origin === 'null') {
    throw new ApiError(403, 'common.badOrigin');
  }
}

/** An answer with personal data: no browser or proxy may keep it. */
export const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');
