import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser a mobile verification belongs to (issue 17 item 10): verify-otp (and the ITI VerifyOTP)
 * give the browser a random cookie, or keep the one it has, and the verification stores its SHA-256;
 * a form that uses a verification must come with the same cookie. Another session or browser, even
 * one that knows the number was just verified, cannot use it.
 */
const cookieName = (request: FastifyRequest) =>
  request.server.config.env === 'production' ? '__Host-otp-browser' : 'otp-browser';
const MAX_AGE_SECONDS = 12 * 60 * 60;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The binding stored for a browser's cookie value. */
export const bindingOf = (token: string) => createHash('sha256').update(`otp-browser:${token}`).digest('hex');

/** The binding of the request's browser, or '' when it has none (then no verification is its own). */
export function browserBinding(request: FastifyRequest): string {
  const token = request.cookies[cookieName(request)];
  return token && TOKEN.test(token) ? bindingOf(token) : '';
}

/** The binding of the request's browser, giving it a cookie first when it has none. */
export function bindBrowser(request: FastifyRequest, reply: FastifyReply): string {
  const current = request.cookies[cookieName(request)];
  if (current && TOKEN.test(current)) return bindingOf(current);
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(cookieName(request), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.server.config.env === 'production',
    maxAge: MAX_AGE_SECONDS,
  });
  return bindingOf(token);
}
