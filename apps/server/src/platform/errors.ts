import { type Lang, messageText } from '@portal/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * An error the client may see. `message` is an i18n key of @portal/shared (or plain text); the
 * reply carries its English or Marathi text, and `MessageKey` so the web app can translate it.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Each names its field; `vars` fill the field message's placeholders ({max}, {allowed}). */
    readonly fields: { field: string; message: string; vars?: Record<string, string | number> }[] = [],
    readonly vars: Record<string, string | number> = {},
    /** 429: seconds until the limit lets the client in again (Retry-After, and said in the message). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** 429 that says how long to wait: 'Please try again in N min.' and a Retry-After header. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'common.tooManyRequestsWait', [], {}, retryAfterSeconds);

/**
 * Errors of a database or Redis that cannot be reached right now (a restart, a failover, a full pool, a
 * Redis command past its timeout: platform/redis.ts): the request is fine and may be tried again
 * shortly, so 503 with Retry-After, not 500 (issue 7 item 18, issue 19 item 5).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
export function isServiceUnavailable(error: unknown): boolean {
  for (let e = error as { code?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (
      /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Client has encountered a connection error|Command timed out|Stream isn't writeable|Connection is closed|max retries per request/i.test(
        e.message ?? '',
      )
    )
      return true;
    if (e.cause === e) break;
  }
  return false;
}
/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_UNAVAILABLE = 5;

/** A unique index refused the write (PostgreSQL 23505), however deep the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
    if (e.cause === e) break;
  }
  return false;
}

export const notFound = (key = 'common.notFound') => new ApiError(404, key);
export const forbidden = (key = 'common.forbidden') => new ApiError(403, key);
export const badRequest = (key: string, field?: string) =>
  new ApiError(400, key, field ? [{ field, message: key }] : []);

/** The language of error texts: Marathi when the client asks for it first. */
export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'] ?? '';
  return /^mr\b/i.test(header) ? 'mr' : 'en';
}

export type ErrorBody = {
  Status: 'Error';
  Message: string;
  MessageKey: string;
  errors?: { field: string; message: string; key: string }[];
};

/** At most this many field errors in one answer: a huge bad body must not make a huge answer. */
export const MAX_FIELD_ERRORS = 20;

function body(
  request: FastifyRequest,
  key: string,
  fields: { field: string; message: string; vars?: Record<string, string | number> }[] = [],
  vars = {},
) {
  const lang = requestLang(request);
  const out: ErrorBody = { Status: 'Error', Message: messageText(key, lang, vars), MessageKey: key };
  if (fields.length > 0) {
    out.errors = fields.slice(0, MAX_FIELD_ERRORS).map((f) => ({
      field: f.field,
      message: messageText(f.message, lang, f.vars),
      key: f.message,
    }));
  }
  return out;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, key: string) {
  return reply.code(status).send(body(request, key));
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      // a dependency's failure behind a 5xx (object storage): its cause is for the operators
      if (error.statusCode >= 500 && error.cause) request.log.warn({ err: error.cause }, 'dependency unavailable');
      if (error.retryAfterSeconds !== undefined) {
        // Retry-After is whole seconds (RFC 9110): rounded up, so a client that waits it is let in
        const seconds = Math.max(1, Math.ceil(error.retryAfterSeconds));
        reply.header('Retry-After', String(seconds));
        const minutes = Math.max(1, Math.round(seconds / 60));
        return reply
          .code(error.statusCode)
          .send(body(request, error.message, error.fields, { ...error.vars, minutes }));
      }
      return reply.code(error.statusCode).send(body(request, error.message, error.fields, error.vars));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(v.params?.issue ?? ''),
        message: v.message ?? 'common.invalidInput',
      }));
      const first = fields[0];
      return reply.code(400).send(body(request, first?.message ?? 'common.invalidInput', fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ issues: error.cause.issues, url: error.url }, 'response did not match its schema');
      return reply.code(500).send(body(request, 'common.serverError'));
    }
    if (isServiceUnavailable(error)) {
      request.log.warn({ code: (error as { code?: string }).code }, 'database or Redis unavailable');
      reply.header('Retry-After', String(RETRY_AFTER_UNAVAILABLE));
      return reply.code(503).send(body(request, 'common.serviceUnavailable'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // @fastify/rate-limit's own route limits set Retry-After (seconds) before they throw
      const seconds = Number(reply.getHeader('retry-after'));
      if (seconds > 0) {
        return reply
          .code(429)
          .send(body(request, 'common.tooManyRequestsWait', [], { minutes: Math.max(1, Math.round(seconds / 60)) }));
      }
      return reply.code(429).send(body(request, 'common.tooManyRequests'));
    }
    if (status === 413) return reply.code(413).send(body(request, 'common.fileTooLarge'));
    if (status === 415) return reply.code(415).send(body(request, 'common.unsupportedMediaType'));
    if (status >= 400 && status < 500) return reply.code(status).send(body(request, 'common.invalidInput'));
    request.log.error(error);
    return reply.code(500).send(body(request, 'common.serverError'));
  });
}
