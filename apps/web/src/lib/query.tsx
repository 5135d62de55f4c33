import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

/**
 * TanStack Query for every screen but the landing page, which reads through `lib/resource.ts` to stay
 * within its JavaScript budget (docs/decisions/005-landing-route-budget.md). Reach this module only
 * through dynamic imports (`lazy-with-query.tsx`); one client for the page's life, so the cache
 * survives navigation.
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } },
});

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
