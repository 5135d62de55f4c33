import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { LanguageSelect } from '../../../ui/language-select';
import { logOut, OFFICER_KEY, useOfficer } from './api';
import './catalogs';
import './console.css';
import { navFor } from './nav';

/**
 * The console's shell on every /console page: the board's name, the language, and for a signed-in
 * official their navigation, name and Sign out. After an in-app navigation focus moves to the new
 * page's `<main>`, as on the public pages.
 */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  const { data: officer } = useOfficer();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => {
    if (first.current || location.key === 'default') {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [location.pathname]);

  const working = officer && !officer.MustChangePassword;
  return (
    <div className="console">
      <a className="skip-link" href="#main">
        {t('common:topBar.skipToMain')}
      </a>
      <header className="console-header">
        <div className="console-header__inner">
          <p className="console-header__board">
            <span>{t('common:header.line2')}</span>
            <span className="console-header__title">{t('shell.title')}</span>
          </p>
          <div className="console-header__tools">
            <LanguageSelect className="console-header__language" />
            {officer && <SignedIn name={officer.Name} />}
          </div>
        </div>
        {working && (
          <nav className="console-nav" aria-label={t('shell.navLabel')}>
            <ul>
              {navFor(officer.Role).map((entry) => (
                <li key={entry.to}>
                  <NavLink to={entry.to} end={entry.to === '/console'}>
                    {t(entry.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main id="main" ref={main} tabIndex={-1} className="console-main">
        <Suspense fallback={<p className="page-loading">{t('loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

/** The signed-in official's name and Sign out (the session ends on the server, then the sign-in page). */
function SignedIn({ name }: { name: string }) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = async () => {
    await logOut().catch(() => undefined);
    queryClient.setQueryData(OFFICER_KEY, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'console' && query.queryKey[1] !== 'me' });
    navigate('/console/login', { replace: true, state: { signedOut: true } });
  };
  return (
    <p className="console-header__officer">
      <span>{t('shell.signedInAs', { name })}</span>
      <button type="button" className="button button--secondary console-header__sign-out" onClick={signOut}>
        {t('shell.signOut')}
      </button>
    </p>
  );
}
