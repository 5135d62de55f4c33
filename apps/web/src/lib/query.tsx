import { dehydrate, hydrate, type Query, QueryClient, QueryClientProvider, skipToken } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ssrData } from './ssr-data';

/**
 * TanStack Query for every screen but the landing page, which reads through `lib/resource.ts` to stay
 * within its JavaScript budget (docs/decisions/005-landing-route-budget.md). Reach this module only
 * through dynamic imports (`lazy-with-query.tsx`); one client for the page's life, so the cache
 * survives navigation. A server-rendered page's answers are put in before the first render
 * (decision 070).
 */
// zod without its compiled fast path: probing for it (`new Function`) is a CSP violation under our strict
// script-src, reported even though zod catches it. This is `z.config({ jitless: true })` through the
// global zod keeps its settings in, set here because every screen that parses a form loads this module
// first (the screens under QueryRoutes, the sign-in dialog, the console), and importing zod's config
// would add 3.7 KB to them. e2e/platform/server-rendered.spec.ts fails on any CSP violation.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } },
});
if (ssrData?.queries) hydrate(queryClient, ssrData.queries);

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The routes that use TanStack Query render under this (app/routes.tsx). */
export function QueryOutlet() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}

/** A query the page would read now (not disabled, not skipped) and not left to the browser. */
function wanted(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && queryFn !== undefined && queryFn !== skipToken && !query.meta?.browserOnly;
}

/**
 * Server rendering (app/ssr.tsx), one page at a time: `forRender` empties the cache, `readAsked`
 * reads what the last pass asked for and has not got (not `meta.browserOnly`: a visitor's own, e.g. a
 * captcha, or a long list no first paint needs, e.g. the search's options), `answers` is what goes beside the HTML.
 */
export const serverQueries = {
  forRender: () => queryClient.clear(),
  async readAsked(): Promise<number> {
    const asked = queryClient
      .getQueryCache()
      .findAll({ predicate: (q) => q.state.data === undefined && q.state.error === null && wanted(q) });
    await Promise.all(asked.map((q) => q.fetch().catch(() => undefined)));
    return asked.length;
  },
  answers: () => dehydrate(queryClient),
};
