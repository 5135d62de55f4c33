import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors';

/**
 * Named rate limits on any key (IP, profile ID, mobile number), several per route. They use the
 * store of @fastify/rate-limit, so with REDIS_URL all processes share the counts.
 */
export type Limit = {
  /** Part of the key, so limits never share counters. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted; default the client IP. Return '' to skip (e.g. no profile ID given). */
  key?: (request: FastifyRequest) => string;
};

export function limiter(app: FastifyInstance, limit: Limit) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${limit.name}:${limit.key ? limit.key(request) : request.ip}`,
  });
  return async (request: FastifyRequest) => {
    if (limit.key && limit.key(request) === '') return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttl / 1000);
  };
}

/** Several limits as one preHandler (all are counted; the first one exceeded answers 429). */
export function limits(app: FastifyInstance, ...list: Limit[]) {
  const checks = list.map((l) => limiter(app, l));
  return async (request: FastifyRequest) => {
    for (const check of checks) await check(request);
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
