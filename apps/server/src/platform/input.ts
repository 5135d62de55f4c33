import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ApiError, tooManyRequests } from './errors';
import { MINUTE } from './rate-limit';

/**
 * Requests refused as bad input count against their IP: after this many in a minute the IP gets 429
 * for the rest of the minute, so a client cannot make the server validate junk as fast as it likes
 * (issue 7 item 6). Per process, bounded to 10,000 IPs; generous enough for a lab behind one address.
 */
export const BAD_INPUT_PER_MINUTE = 120;

/** The first path (a.b.0.c) in a parsed JSON body whose text holds a NUL character, which PostgreSQL cannot store. */
function nulField(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulField(item, [...path, String(index)]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulField(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Input no route can use is refused before validation, with a 400 naming where it is (issue 7 item 10):
 * a NUL character in the address or a query value (`/api/Pages/%00`), or in any text of a JSON body.
 */
export function registerInputChecks(app: FastifyInstance) {
  // count and end of each IP's window; the window starts at its first bad request and is never extended
  const badInput = new LRUCache<string, { count: number; until: number }>({ max: 10_000, ttl: MINUTE });
  app.addHook('onRequest', async (request) => {
    const seen = badInput.get(request.ip);
    if (seen && seen.count >= BAD_INPUT_PER_MINUTE) throw tooManyRequests((seen.until - Date.now()) / 1000);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 400) return;
    const seen = badInput.get(request.ip);
    if (seen) seen.count++;
    else badInput.set(request.ip, { count: 1, until: Date.now() + MINUTE });
  });
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url) || request.url.includes('\u0000')) {
      throw new ApiError(400, 'common.invalidInput', [{ field: 'url', message: 'common.invalidInput' }]);
    }
  });
  app.addHook('preValidation', async (request) => {
    const field = nulField(request.body);
    if (field) throw new ApiError(400, 'common.invalidInput', [{ field, message: 'common.invalidInput' }]);
  });
}
