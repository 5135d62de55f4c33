import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/**
 * The hashes of the inline scripts of the web app's page (its settings applied before the first paint,
 * inlined by apps/web/vite.config.ts): the CSP allows those scripts and no other inline one. A JSON
 * block (the server-rendered page's data) is never run, so it needs none.
 */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  const index = webDist ? path.join(webDist, 'index.html') : undefined;
  if (!index || !fs.existsSync(index)) return [];
  const html = fs.readFileSync(index, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The portal's security headers, as helmet computes them — once, at start-up. None depends on the
 * request (no CSP nonces), and running helmet's dozen middlewares on every request halved the
 * throughput of the public reads (bench/), so one hook sets this precomputed set instead.
 */
export function securityHeaders(config: Pick<Config, 'env' | 'webDist'>): Record<string, string> {
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDist)],
        styleSrc: ["'self'"],
        // blob: a file the visitor picked, previewed before it is sent (Form A's documents list)
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // 'self': a PDF previewed in a frame (a user's own document on the profile steps, a case's in the
        // console); only those documents' answers let themselves be framed (framedByOwnPages). blob: a PDF
        // the visitor picked, previewed before it is sent (Form A). Then the home page's videos.
        frameSrc: ["'self'", 'blob:', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.env === 'production',
  };
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * For an answer our own pages show in a frame (a user's document on the profile steps, a case's in the console):
 * the same headers, but frame-ancestors and X-Frame-Options allow this origin instead of none; every
 * other answer still refuses to be framed.
 */
export function framedByOwnPages(reply: FastifyReply) {
  const csp = String(reply.getHeader('content-security-policy') ?? '');
  reply.header('Content-Security-Policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  reply.header('X-Frame-Options', 'SAMEORIGIN');
}
