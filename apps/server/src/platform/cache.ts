import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';

/**
 * Public reads (menus, notices, lookups, home content) are the portal's hottest paths on deadline
 * days. Each answer is computed once per `READ_TTL_MS`, checked against its response schema,
 * serialised and compressed once, and served with an ETag (304 when unchanged). Each process keeps
 * its own copy for at most the TTL, so several processes never disagree for longer than that; board
 * edits call `clearReadCache()` in the process that made them.
 */
export const READ_TTL_MS = 30_000;
/** Browsers and proxies may keep public lists briefly and revalidate with the ETag. */
export const PUBLIC_CACHE = 'public, max-age=300, stale-while-revalidate=600';

/**
 * At most this many answers are kept (least recently used go first): keys include ids and languages
 * that anyone can vary, so an unbounded map grew by 640 MB under 100,000 requests (issue 7 item 2).
 */
export const READ_CACHE_MAX = 2000;

type Encoded = { json: Buffer; etag: string; gzip: Buffer; br: Buffer };
const entries = new LRUCache<string, Promise<Encoded>>({ max: READ_CACHE_MAX, ttl: READ_TTL_MS });

/** How many answers the read cache holds now (tests). */
export const readCacheSize = () => entries.size;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

async function encode(data: unknown): Promise<Encoded> {
  const json = Buffer.from(JSON.stringify(data));
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  const [gz, br] = await Promise.all([
    gzip(json),
    brotli(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
  ]);
  return { json, etag, gzip: gz, br };
}

function cached(key: string, load: () => Promise<unknown>, keep: (data: unknown) => boolean): Promise<Encoded> {
  const hit = entries.get(key);
  if (hit) return hit;
  const value = load().then((data) => {
    // An answer for an id that does not exist (an empty list) is not worth a place in the cache.
    if (!keep(data)) entries.delete(key);
    return encode(data);
  });
  entries.set(key, value);
  value.catch(() => entries.delete(key));
  return value;
}

export function clearReadCache(prefix = ''): void {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}

/**
 * Sends a public JSON answer from the read cache. `schema` is the route's 200 schema: the data is
 * parsed with it once per cache fill (the route's serializer is bypassed for the pre-encoded body).
 * `keep` says whether an answer is worth caching (not for an unknown parent id).
 */
export async function sendPublicJson<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  schema: S,
  load: () => Promise<z.input<S>>,
  keep: (data: z.output<S>) => boolean = () => true,
) {
  const entry = await cached(key, async () => schema.parse(await load()), keep as (data: unknown) => boolean);
  reply.header('Cache-Control', PUBLIC_CACHE).header('ETag', entry.etag).header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(entry.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
  return reply.send(entry.json);
}
