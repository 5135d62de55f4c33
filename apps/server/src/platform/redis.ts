import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';

/**
 * Redis fails fast (issue 19 item 5, decision 050): a command waits at most this long, and while the
 * connection is down commands fail at once instead of queueing. A request that needs Redis then answers
 * 503 with Retry-After (platform/errors.ts), never hangs; /readyz answers 503, so the load balancer
 * sends the crowd elsewhere. The client keeps reconnecting in the background.
 */
const REDIS_TIMEOUT_MS = 400;

/**
 * The app's one Redis client (REDIS_URL), every key under REDIS_KEY_PREFIX; none without REDIS_URL.
 * Waits for the first connection at most REDIS_TIMEOUT_MS: a Redis that is down does not stop the start,
 * /readyz tells.
 */
export async function openRedis(
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<Redis | undefined> {
  if (!config.redisUrl) return undefined;
  const redis = new Redis(config.redisUrl, {
    keyPrefix: config.redisKeyPrefix,
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // one warning per outage (the client retries every 2 s), not an unhandled event
  let warned = false;
  redis.on('error', (error: NodeJS.ErrnoException) => {
    if (!warned) log.warn({ code: error.code }, `Redis unavailable: ${error.message}`);
    warned = true;
  });
  redis.on('ready', () => {
    if (warned) log.info('Redis available again');
    warned = false;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_TIMEOUT_MS);
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', settle);
    redis.once('error', settle);
  });
  return redis;
}

/** Whether Redis answers (throws when it does not); for /readyz. */
export async function pingRedis(redis: Redis): Promise<void> {
  await redis.ping();
}
