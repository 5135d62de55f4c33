import { Suspense, useEffect, useRef } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../i18n';
import { READY_EVENT } from '../lib/ssr-data';
import { markVersionLoaded, RouteError } from './route-error';
import { ChatbotButton } from './shell/chatbot-button';
import { Footer } from './shell/footer';
import { Header } from './shell/header';
import { NavBar } from './shell/nav-bar';
import { TopBar } from './shell/top-bar';

/**
 * Mounts with the first screen that renders (a sibling of the screen inside its Suspense boundary, so
 * not while the screen's file is still loading or has failed, nor before a server-rendered screen is
 * hydrated): only then is the reload flag of a missing file cleared and the page marked ready. Clearing it when the shell alone mounted let a second reload through.
 */
function VersionLoaded() {
  useEffect(() => {
    markVersionLoaded();
    // the page works from now on: app/presentation-init.js lets forms submit (and sends one held
    // back), and tests may act
    document.documentElement.dataset.ready = '';
    window.dispatchEvent(new Event(READY_EVENT));
  }, []);
  return null;
}

/**
 * The shell on every page. After in-app navigation focus moves to the new page's content; a screen
 * that fails to load or render shows the bilingual error page inside the shell (route-error.tsx).
 */
export function Layout() {
  const { t } = useTranslation();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => {
    // Not on the page load (the initial history entry): only after a navigation inside the app.
    if (first.current || location.key === 'default') {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <>
      <TopBar />
      <Header />
      <NavBar />
      <main id="main" ref={main} tabIndex={-1}>
        <ErrorBoundary FallbackComponent={RouteError} resetKeys={[location.pathname]}>
          <Suspense fallback={<p className="container page-loading">{t('loading')}</p>}>
            <VersionLoaded />
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <ChatbotButton />
    </>
  );
}
