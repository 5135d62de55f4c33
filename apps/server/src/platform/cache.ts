import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { CacheTopic } from './invalidation';

/**
 * Public reads (menus, notices, lookups, home content) are the portal's hottest paths on deadline
 * days. Each answer is computed once per `READ_TTL_MS`, checked against its response schema,
 * serialised and compressed once, and served with an ETag (304 when unchanged). Each app keeps its
 * own copy (`app.readCache`); a change calls `app.caches.invalidate(topic)` (invalidation.ts), which
 * drops the topic's answers in every process within moments (decision 053). The TTL only bounds what
 * a lost notification could leave behind.
 */
export const READ_TTL_MS = 30_000;
/**
 * Browsers and proxies may keep public lists briefly and revalidate with the ETag: an edit reaches a
 * browser within a minute (issue 19 item 4; it was 300 s plus 600 s stale).
 */
export const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=30';

/**
 * At most this many answers are kept (least recently used go first): keys include ids and languages
 * that anyone can vary, so an unbounded map grew by 640 MB under 100,000 requests (issue 7 item 2).
 */
export const READ_CACHE_MAX = 2000;

/** `json`: the plain body (JSON for the read cache's answers, HTML for rendered pages). */
export type Encoded = { json: Buffer; etag: string; gzip: Buffer; br: Buffer };
export type ReadCache = LRUCache<string, Promise<Encoded>>;
export const newReadCache = (): ReadCache => new LRUCache({ max: READ_CACHE_MAX, ttl: READ_TTL_MS });

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's public answers (sendPublicJson). */
    readCache: ReadCache;
  }
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A body with its ETag, gzip and brotli, computed once and sent many times (JSON answers, rendered pages). */
export async function encodeBody(body: Buffer): Promise<Encoded> {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const [gz, br] = await Promise.all([
    gzip(body),
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
  ]);
  return { json: body, etag, gzip: gz, br };
}

const encode = (data: unknown) => encodeBody(Buffer.from(JSON.stringify(data)));

function cached(
  entries: ReadCache,
  key: string,
  load: () => Promise<unknown>,
  keep: (data: unknown) => boolean,
): Promise<Encoded> {
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

/** Drops a topic's answers from this app's cache (called through `app.caches`, never directly). */
export function dropTopic(entries: ReadCache, topic: CacheTopic): void {
  for (const key of entries.keys()) if (topic === 'all' || key.startsWith(`${topic}:`)) entries.delete(key);
}

/**
 * Sends a public JSON answer from the read cache. `schema` is the route's 200 schema: the data is
 * parsed with it once per cache fill (the route's serializer is bypassed for the pre-encoded body).
 * The key's first segment is its topic.
 * `keep` says whether an answer is worth caching (not for an unknown parent id).
 */
export async function sendPublicJson<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  key: `${Exclude<CacheTopic, 'all'>}:${string}`,
  schema: S,
  load: () => Promise<z.input<S>>,
  keep: (data: z.output<S>) => boolean = () => true,
) {
  const entry = await cached(
    request.server.readCache,
    key,
    async () => schema.parse(await load()),
    keep as (data: unknown) => boolean,
  );
  reply.header('Cache-Control', PUBLIC_CACHE).header('Vary', 'Accept-Encoding');
  return sendEncoded(request, reply, entry, 'application/json; charset=utf-8');
}

/** Sends an encoded body in the encoding the client takes, or 304 when its ETag is the client's. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, entry: Encoded, type: string) {
  reply.header('ETag', entry.etag);
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  reply.type(type);
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(entry.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
  return reply.send(entry.json);
}
