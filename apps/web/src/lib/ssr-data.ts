import type { Lang } from '@portal/shared/basics';

/**
 * What the server put beside a page's HTML (app/ssr.tsx, docs/decisions/070): the language it
 * rendered in, the data it read and the translations it used, so the browser's first render is the
 * same page (hydration).
 * A JSON block (`type="application/json"`), never run as script: the CSP stays strict.
 */
export type SsrData = {
  lang: Lang;
  resources: Record<string, unknown>;
  queries?: unknown;
  /** The translation namespaces the page was rendered with: the browser fetches them at once (i18n). */
  namespaces?: string[];
};

export const SSR_DATA_ID = 'ssr-data';

function read(): SsrData | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SSR_DATA_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as SsrData) : null;
  } catch {
    return null;
  }
}

/** The server's data for this page load; null when the page was not server-rendered. */
export const ssrData = read();

/**
 * Dispatched on `window` once the page's first screen is on screen and working (app/layout.tsx): a
 * server-rendered page is hydrated by then. app/presentation-init.js listens for it by this name.
 */
export const READY_EVENT = 'portal:ready';
