import type { OfficerRole } from '@portal/shared';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useOfficer } from './api';

export const PASSWORD_PATH = '/console/password';

/**
 * The layout route of every console screen but sign-in: an official who is not signed in (or idled
 * out) goes to /console/login, which comes back here after; one who still has a one-time password
 * goes to /console/password. With `only`, other officials see a refusal (the server refuses too).
 * The session is read again on each navigation, so an idled-out official is sent to sign in.
 */
export function RequireOfficer({ only }: { only?: OfficerRole }) {
  const { t } = useTranslation('console');
  const location = useLocation();
  const { data: officer, isPending, refetch } = useOfficer();

  // biome-ignore lint/correctness/useExhaustiveDependencies: on every navigation
  useEffect(() => {
    void refetch();
  }, [location.pathname]);

  if (isPending) return <p className="page-loading">{t('loading')}</p>;
  if (!officer) return <Navigate to="/console/login" replace state={{ from: location.pathname }} />;
  if (officer.MustChangePassword && location.pathname !== PASSWORD_PATH) return <Navigate to={PASSWORD_PATH} replace />;
  if (only && officer.Role !== only) return <NotAllowed />;
  return <Outlet />;
}

function NotAllowed() {
  const { t } = useTranslation('console');
  usePageTitle(t('shell.notAllowedTitle'));
  return (
    <>
      <h1>{t('shell.notAllowedTitle')}</h1>
      <p>{t('shell.notAllowed')}</p>
    </>
  );
}
