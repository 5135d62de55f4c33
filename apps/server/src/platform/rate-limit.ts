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
  /** Called once per window, by the request that uses the last allowance (an alert in the log). */
  onLast?: (request: FastifyRequest) => void;
};

/**
 * The check of each named limit, one per app: routes that name the same limit share one counter (in
 * process memory @fastify/rate-limit gives every `createRateLimit` its own, so two routes with the same
 * name counted twice as much; with Redis the name is the key anyway). Keyed by the app's rate-limit
 * decorator, which is the same function in every encapsulated context of one app.
 */
const shared = new WeakMap<
  object,
  Map<string, { limit: Limit; check: ReturnType<FastifyInstance['createRateLimit']> }>
>();

function sharedCheck(app: FastifyInstance, limit: Limit) {
  const byName = shared.get(app.createRateLimit) ?? new Map();
  shared.set(app.createRateLimit, byName);
  const known = byName.get(limit.name);
  if (known) {
    if (known.limit.max !== limit.max || known.limit.windowMs !== limit.windowMs) {
      throw new Error(`rate limit ${limit.name} is defined twice with different numbers`);
    }
    return known.check;
  }
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${limit.name}:${limit.key ? limit.key(request) : request.ip}`,
  });
  byName.set(limit.name, { limit, check });
  return check;
}

export function limiter(app: FastifyInstance, limit: Limit) {
  const check = sharedCheck(app, limit);
  return async (request: FastifyRequest) => {
    if (limit.key && limit.key(request) === '') return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttl / 1000);
    if (!result.isAllowed && result.remaining === 0) limit.onLast?.(request);
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
