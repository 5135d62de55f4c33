import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { APP_ROUTES, isAppRoute, isPublicRoute } from '@portal/shared/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './errors';
import { pageRenderer } from './ssr';

const API_PREFIXES = ['/api/', '/Base/', '/region/'];
const FILE_PREFIXES = ['/assets/', '/images/'];

/**
 * The built web app: hashed assets cached for a year, index.html never cached, and the single-page
 * app for any other page — 200 for the app's routes (`@portal/shared/routes`), 404 for the rest.
 * API paths and missing files that match nothing stay JSON 404s.
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
  registerCrawlerFiles(app);
  const renderPage = hasWeb && webDist ? await pageRenderer(app, webDist) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? url;
    if (
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      API_PREFIXES.some((p) => url.startsWith(p)) ||
      url === '/api' ||
      // a missing file (an old hashed asset after a deploy, a mistyped image) is a 404, not the app's HTML
      FILE_PREFIXES.some((p) => url.startsWith(p)) ||
      /\.[a-z0-9]+$/i.test(pathname)
    ) {
      return sendError(request, reply, 404, 'common.notFound');
    }
    // Unknown pages still get the app (it renders them), with the status a crawler or monitor expects.
    const status = isAppRoute(pathname) ? 200 : 404;
    // public pages and the not-found page come as HTML from the server; a signed-in user's, as the app
    if (renderPage && request.method === 'GET' && (status === 404 || isPublicRoute(pathname)))
      if (await renderPage(request, reply, status)) return reply;
    reply.code(status);
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}

/** robots.txt (everything public may be crawled, not the API) and sitemap.xml of the public pages. */
function registerCrawlerFiles(app: FastifyInstance) {
  // the portal's own address (PUBLIC_ORIGIN), never the request's Host header: these answers are
  // cached publicly, and a client chooses its Host
  const origin = (_request: FastifyRequest) => app.config.publicOrigin;
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nDisallow: /api/\nDisallow: /console\nSitemap: ${origin(request)}/sitemap.xml\n`);
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    // The language is a setting, not part of the URL, so each public page is listed once.
    const urls = APP_ROUTES.filter((route) => route.public)
      .map((route) => `  <url><loc>${origin(request)}${route.path}</loc></url>`)
      .join('\n');
    reply.header('Cache-Control', 'public, max-age=3600');
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
}
