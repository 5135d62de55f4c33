import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n';
import { InformationPage } from './information-page';
import './unauthorized-page.css';

const complaintLinks = [
  { to: '/register-complaint', key: 'registerComplaint' },
  { to: '/complaint-status', key: 'complaintStatus' },
  { to: '/institutes-under-inquiry', key: 'institutesUnderInquiry' },
] as const;

/** Unauthorized Institutes: the legal text, with the complaint services in a side menu. */
export function UnauthorizedPage() {
  const { t } = useTranslation('information');
  return (
    <InformationPage
      slug="unauthorized-institutes"
      titleKey="pages.unauthorized"
      aside={
        <nav className="side-menu no-print" aria-labelledby="complaints-menu-title">
          <p id="complaints-menu-title" className="side-menu__title">
            {t('complaintsMenu')}
          </p>
          <ul>
            {complaintLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{t(`common:pages.${link.key}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      }
    />
  );
}
