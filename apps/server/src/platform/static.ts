import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

const API_PREFIXES = ['/api/', '/Base/', '/region/'];

/**
 * The built web app: hashed assets cached for a year, index.html never cached, and the landing
 * page (the single-page app) for any unknown path. API paths that match nothing stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const index = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasWeb = index !== undefined && fs.existsSync(index);
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        const html = filePath.endsWith('.html');
        reply.header(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : html ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      API_PREFIXES.some((p) => url.startsWith(p)) ||
      url === '/api'
    ) {
      return sendError(request, reply, 404, 'common.notFound');
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
