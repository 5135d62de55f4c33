import { APP_ROUTES, CONSOLE_PATH, VERIFY_LETTER_PATH } from '@portal/shared/routes';
import type { ReactElement, ReactNode } from 'react';
import { createRoutesFromChildren, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './routes';
import ScreenRoutes from './screen-routes';

/** The server answers 404 for a page not in APP_ROUTES, so the router and the list must agree. */
describe('app routes', () => {
  it('are exactly the shared APP_ROUTES (and the catch-all)', () => {
    const routesOf = (element: unknown) =>
      createRoutesFromChildren((element as ReactElement<{ children: ReactNode }>).props.children);
    const paths = (list: RouteObject[]): string[] =>
      list.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
    // The landing table ends in '*', which the screens' table fills; its own '*' is the not-found page.
    // The console's screens are all under CONSOLE_PATH, in their own table; the verify page takes a code.
    const all = [...paths(routesOf(AppRoutes())), ...paths(routesOf(ScreenRoutes({ notFound: null })))];
    expect(all.sort()).toEqual(
      [...APP_ROUTES.map((route) => route.path), `${CONSOLE_PATH}/*`, `${VERIFY_LETTER_PATH}/:code`, '*', '*'].sort(),
    );
  });
});
