import type { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Query parameters that carry a person's details (the forgot-profile-ID lookup sends a name and a
 * mobile number in the query, as the spec does): their values never reach the access log (issue 7
 * item 12). Compared case-insensitively.
 */
const PERSONAL_PARAMS = new Set([
  'username',
  'mobileno',
  'mobilenumber',
  'mobile',
  'email',
  'emailid',
  'aadhaarno',
  'otp',
  'itiregistrationno',
]);

/** The request URL with the values of personal query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return PERSONAL_PARAMS.has(decodeURIComponent(name).toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Fastify's logger: pino at the configured level, cookies and tokens removed, personal query values redacted. */
export function loggerOptions(config: Config, stream?: Writable) {
  if (config.logLevel === 'silent' && !stream) return false;
  return {
    level: config.logLevel === 'silent' ? 'info' : config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      remove: true,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
