import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../lib/page-title';
import './catalogs';
import './complaint.css';

const LINKS = [
  { to: '/register-complaint', key: 'pages.registerComplaint' },
  { to: '/complaint-status', key: 'pages.complaintStatus' },
  { to: '/institutes-under-inquiry', key: 'pages.institutesUnderInquiry' },
] as const;

/** The complaint pages: their heading and the side menu the Unauthorized Institutes page has too. */
export function ComplaintLayout({
  titleKey,
  children,
}: {
  titleKey: (typeof LINKS)[number]['key'];
  children: ReactNode;
}) {
  const { t } = useTranslation('complaint');
  const title = t(`common:${titleKey}`);
  usePageTitle(title);
  return (
    <div className="container complaint-page">
      <nav className="complaint-menu no-print" aria-labelledby="complaint-menu-title">
        <p id="complaint-menu-title" className="complaint-menu__title">
          {t('menuTitle')}
        </p>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{t(`common:${link.key}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="complaint-page__main">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
