import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for a component that uses TanStack Query: its chunk and Query's (`query.tsx`) load
 * together, so Query stays out of the landing page's JavaScript (docs/decisions/005).
 */
export function lazyWithQuery<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [{ QueryProvider }, Component] = await Promise.all([import('./query'), load()]);
    return {
      default: (props: P) => (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      ),
    };
  });
}

/** A layout route for the screens that use TanStack Query. */
export const QueryRoutes = lazy(() => import('./query').then((m) => ({ default: m.QueryOutlet })));
