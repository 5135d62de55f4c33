import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
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

/**
 * A limit counted by one hook and enforced by another (the bad-input budget, platform/input.ts): `refuse`
 * answers 429 once `max` were counted in the window, `count` adds one. In the shared store with REDIS_URL.
 */
export function countedLimit(app: FastifyInstance, limit: Limit) {
  const check = sharedCheck(app, limit);
  return {
    refuse: async (request: FastifyRequest) => {
      const result = await check(request, { increment: false });
      if (result.remaining === 0 && result.ttl > 0) throw tooManyRequests(result.ttl / 1000);
    },
    count: async (request: FastifyRequest) => {
      await check(request);
    },
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

/** A store with `read` (counting without adding, as `countedLimit` does), which the plugin's types lack. */
type Store = FastifyRateLimitStore & { read: FastifyRateLimitStore['incr'] };
type RedisStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string) => Store;
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as RedisStoreCtor;

/**
 * @fastify/rate-limit's Redis store with readable keys (issue 19 item 5): `<REDIS_KEY_PREFIX>rate-limit:`
 * then the limit's name and what it counts (`sign-in:10.0.0.7`), or a route limit's method and path. Its
 * own store puts `<method><url>-` in between, `undefinedundefined-` for every named limit.
 */
export function redisRateLimitStore(redis: Redis): FastifyRateLimitStoreCtor {
  type Options = {
    continueExceeding?: boolean;
    exponentialBackoff?: boolean;
    routeInfo?: { method?: string; url?: string };
  };
  const store = (options: Options): Store => {
    const route = options.routeInfo?.method ? `${options.routeInfo.method} ${options.routeInfo.url}:` : '';
    const inner = new RedisStore(
      options.continueExceeding ?? false,
      options.exponentialBackoff ?? false,
      redis,
      `rate-limit:${route}`,
    );
    return {
      incr: (key, callback, timeWindow, max) => inner.incr(key, callback, timeWindow, max),
      read: (key, callback, timeWindow, max) => inner.read(key, callback, timeWindow, max),
      child: (options) => store(options as Options),
    };
  };
  // @fastify/rate-limit calls it with `new`; a constructor may return the object it made
  return function RateLimitStore(options: Options) {
    return store(options);
  } as unknown as FastifyRateLimitStoreCtor;
}
