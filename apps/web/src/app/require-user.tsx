import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../i18n';
import { useSession } from '../lib/session';

/**
 * The layout route of every screen for a signed-in user: a visitor who is not signed in goes to the
 * sign-in page, which returns to the screen asked for after sign-in. Screens inside need no check.
 */
export function RequireUser() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <p className="container page-loading">{t('loading')}</p>;
  if (!session.data) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
