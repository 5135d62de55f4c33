import { Navigate, Outlet, useLocation } from 'react-router';
import type { LoginRouteState } from '../features/accounts/sign-in/sign-in-card';
import { useTranslation } from '../i18n';
import { useSession } from '../lib/session';

/**
 * The layout route of every screen for a signed-in user: a visitor who is not signed in goes to the
 * sign-in page (/signin, with a message saying why: spec part 1), which returns to the screen asked for
 * after sign-in. Screens inside need no check.
 */
export function RequireUser() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <p className="container page-loading">{t('loading')}</p>;
  if (!session.data) {
    const state: LoginRouteState = { from: location.pathname + location.search, message: t('signInRequired') };
    return <Navigate to="/signin" replace state={state} />;
  }
  return <Outlet />;
}
