import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

type Encoded = { json: Buffer; etag: string; gzip: Buffer; br: Buffer };
const entries = new Map<string, { expires: number; value: Promise<Encoded> }>();

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

function cached(key: string, load: () => Promise<unknown>): Promise<Encoded> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value;
  const value = load().then(encode);
  entries.set(key, { expires: now + READ_TTL_MS, value });
  value.catch(() => entries.delete(key));
  return value;
}

export function clearReadCache(prefix = ''): void {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}

/**
 * Sends a public JSON answer from the read cache. `schema` is the route's 200 schema: the data is
 * parsed with it once per cache fill (the route's serializer is bypassed for the pre-encoded body).
 */
export async function sendPublicJson<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  schema: S,
  load: () => Promise<z.input<S>>,
) {
  const entry = await cached(key, async () => schema.parse(await load()));
  reply.header('Cache-Control', PUBLIC_CACHE).header('ETag', entry.etag).header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(entry.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
  return reply.send(entry.json);
}
