import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGE_COOKIE, type Lang } from '@portal/shared/basics';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type Encoded, encodeBody, READ_TTL_MS, sendEncoded } from './cache';
import { escapeHtml } from './html';

/**
 * The public pages as HTML from the server (issue 22, docs/decisions/070): the web app's server
 * build (`apps/web/dist-server/ssr.js`, beside the web build) renders a page with the data it reads,
 * asked of this app itself (`inject`, as the visitor: their address, so the rate limits stay theirs,
 * never their cookies: the page is the same for everyone and a visitor's own data is read by the
 * browser; only whether a citizen is signed in decides, one page for each). Pages are cached per
 * address, language and that, like the public reads (`READ_TTL_MS`, and
 * dropped in every process on any content change), but only a page whose every read was answered
 * `public`: one that read something that must not be kept (an admission letter's check, which a
 * revocation changes at once; the free meeting slots) is rendered afresh for each visitor. One that
 * cannot be rendered in time, or fails, is the plain app, rendered by the browser as before.
 */

type Rendered = { html: string; title: string; data: { lang: Lang } };
type Render = (
  url: string,
  lang: Lang,
  send: (url: string, init: RequestInit) => Promise<Response>,
  signal: AbortSignal,
  signedOut: boolean,
) => Promise<Rendered>;

/** Pages kept (least recently used go first): the search pages' addresses vary freely. */
const PAGES_MAX = 500;
/** Longer addresses are never rendered (nor cached): no real search needs them. */
const URL_MAX = 512;

/** A rendered page, and whether it may be kept: every answer it was made of was marked `public`. */
type Page = { encoded: Encoded; keep: boolean };

export type PageRenderer = (request: FastifyRequest, reply: FastifyReply, status: number) => Promise<boolean>;

/** The language of the page: `?lang=` (a shared link), the visitor's cookie, else English (as src/i18n chooses). */
export function pageLanguage(request: FastifyRequest): Lang {
  const inAddress = ((request.query ?? {}) as Record<string, unknown>).lang;
  if (inAddress === 'en' || inAddress === 'mr') return inAddress;
  return request.cookies[LANGUAGE_COOKIE] === 'mr' ? 'mr' : 'en';
}

/**
 * The page with the server's HTML and data put into the web app's index.html; a Marathi page also
 * preloads the Devanagari font's two weights (`devanagariFonts`: the body text and the headings and
 * buttons), which the browser would otherwise find only after the CSS, the bold one at the first
 * layout, then queued behind the regular one on its connection (decision 074).
 */
export function fillTemplate(template: string, rendered: Rendered, devanagariFonts: readonly string[] = []): string {
  // `<` escaped: no text in the data can close the script element
  const data = JSON.stringify(rendered.data).replace(/</g, '\\u003c');
  let page = template.replace('<html lang="en">', `<html lang="${rendered.data.lang}">`);
  if (rendered.title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`);
  if (rendered.data.lang === 'mr')
    page = page.replace(
      '</head>',
      `${devanagariFonts.map((font) => `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`).join('')}</head>`,
    );
  return page.replace(
    '<div id="root"></div>',
    `<div id="root">${rendered.html}</div><script type="application/json" id="ssr-data">${data}</script>`,
  );
}

/**
 * The renderer of `webDist`'s pages, or undefined when the server build is not there (the API tests,
 * an older build): then every page is the plain app.
 */
export async function pageRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | undefined> {
  const entry = path.join(webDist, '..', 'dist-server', 'ssr.js');
  if (!fs.existsSync(entry)) return undefined;
  const { render } = (await import(pathToFileURL(entry).href)) as { render: Render };
  const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const devanagariFonts = fs
    .readdirSync(path.join(webDist, 'assets'))
    .filter((file) => /^noto-sans-devanagari-marathi-(400|700)-[\w-]+\.woff2$/.test(file))
    .sort();
  const pages = new LRUCache<string, Promise<Page>>({ max: PAGES_MAX, ttl: READ_TTL_MS });
  app.caches.subscribe(() => pages.clear());

  const renderPage = async (request: FastifyRequest, lang: Lang, signedOut: boolean): Promise<Page> => {
    let keep = true;
    const send = async (url: string, init: RequestInit) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: { ...(init.headers as Record<string, string>), 'accept-encoding': 'identity' },
        remoteAddress: request.ip,
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      if (!/\bpublic\b/.test(String(answer.headers['cache-control'] ?? ''))) keep = false;
      return new Response(new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    };
    const rendered = await render(request.url, lang, send, AbortSignal.timeout(app.config.pageRenderMs), signedOut);
    return { encoded: await encodeBody(Buffer.from(fillTemplate(template, rendered, devanagariFonts))), keep };
  };

  return async (request, reply, status) => {
    if (request.url.length > URL_MAX) return false;
    const lang = pageLanguage(request);
    // No citizen signed in (no session cookie, or one that has ended): the page is rendered signed out
    // (the header's sign-in links, /Staff's registration form) and says so to the browser, which then
    // need not ask. With a session, the browser reads it and draws what depends on it.
    const signedOut = request.sessionUser === null;
    // every unknown address is the same page (the landing page under a not-found notice)
    const key = `${lang} ${signedOut ? 'out' : 'in'} ${status === 404 ? '404' : request.url}`;
    let page = pages.get(key);
    if (!page) {
      page = renderPage(request, lang, signedOut);
      pages.set(key, page);
      page.catch(() => pages.delete(key));
    }
    let rendered: Page;
    try {
      rendered = await page;
    } catch (error) {
      request.log.warn({ err: error, path: request.url.split('?')[0] }, 'page not rendered on the server');
      return false;
    }
    // the visitors who asked while it was rendered share it; the next one gets a page of its own
    if (!rendered.keep && pages.get(key) === page) pages.delete(key);
    reply.code(status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Cookie');
    await sendEncoded(request, reply, rendered.encoded, 'text/html; charset=utf-8');
    return true;
  };
}
