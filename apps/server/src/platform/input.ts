import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';
import { countedLimit, MINUTE } from './rate-limit';

/**
 * Requests refused as bad input count against their IP: after this many in a minute the IP gets 429
 * for the rest of the minute, so a client cannot make the server validate junk as fast as it likes
 * (issue 7 item 6). In the rate-limit store, so shared by every process with REDIS_URL (issue 19 item 5);
 * generous enough for a lab behind one address.
 */
export const BAD_INPUT_PER_MINUTE = 120;

/**
 * The deepest nesting of arrays and objects a JSON body may have. The bodies the portal takes are
 * shallow (a profile section is an object of lists of objects: 3 levels); a deeper body is refused
 * before it is parsed, so no walk over it can take long or overflow the stack (issue 17 item 2).
 */
export const MAX_JSON_DEPTH = 8;

/** Whether JSON text nests arrays and objects deeper than `max`: one pass, brackets in strings ignored. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** The first path (a.b.0.c) in a parsed JSON body whose text holds a NUL character, which PostgreSQL cannot store. */
function nulField(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulField(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/** Whether each name and value of the query string is valid %-encoding. */
function queryDecodes(url: string): boolean {
  const q = url.indexOf('?');
  // only a '%' can be badly encoded: most addresses (every public read) have none
  if (q < 0 || !url.includes('%', q)) return true;
  try {
    for (const pair of url.slice(q + 1).split('&')) decodeURIComponent(pair.replaceAll('+', ' '));
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers that mean the client sent something no route can use. Each counts against its IP: a client
 * cannot make the server read junk as fast as it likes, whatever the kind of junk.
 */
const BAD_INPUT_STATUSES = new Set([400, 413, 414, 415, 422, 431]);

const invalidAt = (field: string) =>
  new ApiError(400, 'common.invalidInput', [{ field, message: 'common.invalidInput' }]);

/**
 * Input no route can use is refused before validation, with a 400 naming where it is (issue 7 item 10,
 * issue 17 items 1 and 2): a NUL character in the address or a query value (`/api/Pages/%00`), a query
 * name or value that is not valid %-encoding, a JSON body nested deeper than MAX_JSON_DEPTH, a NUL in
 * any text of a JSON body.
 */
export function registerInputChecks(app: FastifyInstance) {
  // the window starts at an IP's first bad request and is never extended. A store that cannot answer
  // (Redis down) lets the request through: this budget must not take every page and /healthz down with it
  // (decision 050); the limits of sign-in, OTP and the forms still answer 503 then.
  const badInput = countedLimit(app, { name: 'bad-input', max: BAD_INPUT_PER_MINUTE, windowMs: MINUTE });
  // one hook for both checks (every request pays for each hook: issue 22 item 4)
  app.addHook('onRequest', async (request) => {
    try {
      await badInput.refuse(request);
    } catch (error) {
      if (error instanceof ApiError) throw error;
    }
    if (/%00/i.test(request.url) || request.url.includes('\u0000') || !queryDecodes(request.url)) {
      throw invalidAt('url');
    }
  });
  // counted only for a refusal; any other answer (nearly all) goes on without a promise
  app.addHook('onResponse', (request, reply, done) => {
    if (!BAD_INPUT_STATUSES.has(reply.statusCode)) return done();
    badInput.count(request).then(
      () => done(),
      () => done(),
    );
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) done(invalidAt('body'), undefined);
    else parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    const field = nulField(request.body);
    if (field) throw invalidAt(field);
  });
}
