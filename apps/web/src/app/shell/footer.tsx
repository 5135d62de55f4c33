import { formatDate } from '@portal/shared/basics';
import { Link } from 'react-router';
import { type Id, useTranslation } from '../../i18n';
import { useResource } from '../../lib/resource';
import { siteUpdatedOn } from './api';
import './footer.css';

/** The footer's links: the board, then the pages GIGW asks every government portal to link from its footer. */
const LINKS: [string, Id<'common'>][] = [
  ['/about/board', 'footer.about'],
  ['/contact', 'footer.contact'],
  ['/assitance', 'footer.help'],
  ['/accessibility-statement', 'pages.accessibility'],
  ['/privacy-policy', 'pages.privacy'],
  ['/terms-of-use', 'pages.terms'],
  ['/sitemap', 'pages.sitemap'],
];

export function Footer() {
  const { t, i18n } = useTranslation();
  const updatedOn = useResource('site:updated', siteUpdatedOn).data;
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <ul className="site-footer__links">
          {LINKS.map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{t(label)}</Link>
            </li>
          ))}
        </ul>
        {updatedOn && <p>{t('footer.updated', { date: formatDate(updatedOn, i18n.language) })}</p>}
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
