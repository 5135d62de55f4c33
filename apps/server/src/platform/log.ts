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

/** A query parameter's name as the server reads it; undefined when it is not valid %-encoding. */
function decodedName(name: string): string | undefined {
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * The request URL with the values of personal query parameters replaced by `[redacted]`. Never throws
 * (it runs inside the logger, where an exception ends the process — issue 17 item 1): a name that is
 * not valid %-encoding might be a personal one, so its value is redacted too.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      const decoded = decodedName(name);
      return decoded === undefined || PERSONAL_PARAMS.has(decoded) ? `${name}=[redacted]` : pair;
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
      // nothing that formats a log line may throw: an exception here would end the process
      req: (request: FastifyRequest) => {
        try {
          return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
        } catch {
          return { method: request.method, url: '[unreadable]' };
        }
      },
    },
  };
}
