import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { BoardMark, StateMark } from './logos';
import './header.css';

const ProfileMenu = lazy(() => import('./profile-menu'));

/** Logos, the three title lines and, when signed in, the profile picture and its dropdown. */
export function Header() {
  const { t } = useTranslation();
  const { data: user } = useSession();
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
            <ProfileMenu user={user} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
