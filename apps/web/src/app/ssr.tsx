import type { Lang } from '@portal/shared/basics';
import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import i18n from '../i18n';
import { setTransport } from '../lib/api';
import { serverTitle } from '../lib/page-title';
import { serverQueries } from '../lib/query';
import { resourceSnapshot, seedResources } from '../lib/resource';
import { SIGNED_OUT } from '../lib/session';
import type { SsrData } from '../lib/ssr-data';
import { AppRoutes } from './routes';

/**
 * Server rendering of the public pages (docs/decisions/070), built by `vite build --ssr` and called
 * by the server (apps/server/src/platform/ssr.ts): the page's HTML with the data it read, in the
 * visitor's language, for hydration by boot.tsx. The app keeps its reads, its language and its
 * Query cache in module state, so pages are rendered one at a time; the server caches the result.
 */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;
export type Rendered = { html: string; title: string; data: SsrData };

/** Passes that may each find more to read (a query asked for once the previous answer is in). */
const MAX_PASSES = 4;

let queue: Promise<unknown> = Promise.resolve();

const page = (url: string) => (
  <StrictMode>
    <Suspense fallback={null}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </Suspense>
  </StrictMode>
);

/** Renders the page, waiting for every screen file, translation and read it suspends on. */
async function prerender(url: string, signal: AbortSignal): Promise<void> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(page(url), { signal, onError: (error) => void errors.push(error) });
  for await (const _ of prelude);
  // a screen that failed on the server is rendered by the browser alone (the caller sends the plain app)
  if (errors.length > 0) throw errors[0];
}

/**
 * The HTML, once everything is loaded: rendered in one go, every boundary inline (a prerender moves
 * the ones that once waited to the end of the page, with an inline script to put them back, which the
 * CSP refuses). A boundary still waiting or failed (`<!--$?` / `<!--$!`) means the page is not whole.
 */
function finalHtml(url: string): string {
  const html = renderToString(page(url));
  if (/<!--\$[?!]/.test(html)) throw new Error(`${url} did not render whole on the server`);
  return html;
}

async function renderNow(
  url: string,
  lang: Lang,
  send: Transport,
  signal: AbortSignal,
  signedOut: boolean,
): Promise<Rendered> {
  setTransport(send);
  // the server knows when no one is signed in: the page shows it, and the browser reads it from the page
  seedResources(signedOut ? SIGNED_OUT : {});
  serverQueries.forRender();
  i18n.renderIn(lang);
  serverTitle.current = '';
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    await prerender(url, signal);
    if ((await serverQueries.readAsked()) === 0)
      return {
        html: finalHtml(url),
        title: serverTitle.current,
        data: { lang, resources: resourceSnapshot(), queries: serverQueries.answers(), namespaces: i18n.rendered() },
      };
  }
  throw new Error(`${url} still asked for data after ${MAX_PASSES} passes`);
}

/**
 * The page at `url` (path and query) in `lang`, for a visitor known to be signed out or not;
 * rejects when it cannot be rendered within `signal`.
 */
export function render(...args: Parameters<typeof renderNow>): Promise<Rendered> {
  const result = queue.then(() => renderNow(...args));
  queue = result.catch(() => undefined);
  return result;
}
