import { APP_ROUTES } from '@portal/shared/routes';
import type { ReactElement, ReactNode } from 'react';
import { createRoutesFromChildren, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './routes';

/** The server answers 404 for a page not in APP_ROUTES, so the router and the list must agree. */
describe('app routes', () => {
  it('are exactly the shared APP_ROUTES (and the catch-all)', () => {
    const routes = createRoutesFromChildren((AppRoutes() as ReactElement<{ children: ReactNode }>).props.children);
    const paths = (list: RouteObject[]): string[] =>
      list.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
    expect(paths(routes).sort()).toEqual([...APP_ROUTES.map((route) => route.path), '*'].sort());
  });
});
