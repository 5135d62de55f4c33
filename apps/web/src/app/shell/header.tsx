import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { lazyWithQuery } from '../../lib/lazy-with-query';
import { useSession } from '../../lib/session';
import { BoardMark, StateMark } from './logos';
import './header.css';

const ProfileMenu = lazy(() => import('./profile-menu'));
// TanStack Query (its useMutation) loads with the dialog: the shell is on the landing page's budget.
const LogoutDialog = lazyWithQuery(() => import('../../features/accounts/logout/logout-dialog').then((m) => m.default));

/** Logos, the three title lines and, when signed in, the profile picture, its dropdown and Sign Out. */
export function Header() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const [isLoggingOut, setLoggingOut] = useState(false);
  // Mounted from the first Sign Out on, so the dialog can close (and return focus) normally.
  const [hasLogoutDialog, setHasLogoutDialog] = useState(false);
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand">
          <StateMark />
          <span className="site-header__titles">
            <span className="site-header__line1">{t('header.line1')}</span>
            <span className="site-header__line2">{t('header.line2')}</span>
            <span className="site-header__line3">{t('header.line3')}</span>
          </span>
          <BoardMark />
        </Link>
        {user && (
          <Suspense fallback={null}>
            <ProfileMenu
              user={user}
              onSignOut={() => {
                setHasLogoutDialog(true);
                setLoggingOut(true);
              }}
            />
          </Suspense>
        )}
        {/* outside the signed-in branch: it must stay mounted while the session ends */}
        {hasLogoutDialog && (
          <Suspense fallback={null}>
            <LogoutDialog open={isLoggingOut} onClose={() => setLoggingOut(false)} user={user} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
