import { CONSOLE_PATH } from '@portal/shared/routes';
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from './layout';
import { NotFoundNotice } from './not-found-notice';

/**
 * The landing page and its aliases; every other screen's route is in `screen-routes.tsx`, loaded on
 * the first visit to one of them so the landing page stays small
 * (docs/decisions/005-landing-route-budget.md).
 */

/** The landing page with the accounts feature's sign-in card, both fetched at once. */
const Home = lazy(async () => {
  const [{ default: HomePage }, { default: SignInCard }] = await Promise.all([
    import('../features/home/home-page'),
    import('../features/accounts/sign-in/sign-in-card'),
  ]);
  return {
    default: ({ openSignIn = false }: { openSignIn?: boolean }) => (
      <HomePage signInCard={<SignInCard openSignIn={openSignIn} />} />
    ),
  };
});
const ScreenRoutes = lazy(() => import('./screen-routes'));
/** The board's console: its own shell and routes, loaded only under /console. */
const ConsoleRoutes = lazy(() => import('../features/console/console-routes'));

export function AppRoutes() {
  return (
    <Routes>
      <Route path={`${CONSOLE_PATH}/*`} element={<ConsoleRoutes />} />
      <Route element={<Layout />}>
        {/* the landing page reads without TanStack Query (its budget); every other screen may use it */}
        <Route path="/" element={<Home />} />
        {['/login', '/CandidateLogin', '/signin'].map((path) => (
          <Route key={path} path={path} element={<Home openSignIn />} />
        ))}
        {/* any other path: one of the screens, or the landing page under a not-found notice */}
        <Route
          path="*"
          element={
            <ScreenRoutes
              notFound={
                <>
                  <NotFoundNotice />
                  <Home />
                </>
              }
            />
          }
        />
      </Route>
    </Routes>
  );
}
