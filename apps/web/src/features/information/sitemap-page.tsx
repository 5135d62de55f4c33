import { APP_ROUTES } from '@portal/shared/routes';
import { Link } from 'react-router';
import { type Id, useTranslation } from '../../i18n';
import { usePageTitle } from '../../lib/page-title';
import './information-page.css';
import './catalogs';

/** The name of each public page (every public path of APP_ROUTES has one: sitemap-page.test.tsx). */
export const PUBLIC_PAGE_NAMES: Record<string, Id<'common'>> = {
  '/': 'pages.home',
  '/Candidate': 'pages.candidateRegistration',
  '/Staff': 'pages.staff',
  '/AccountRecovery': 'pages.accountRecovery',
  '/promoting-organization': 'pages.promotingOrganization',
  '/institutes/search': 'pages.searchInstitute',
  '/courses': 'pages.searchCourse',
  '/about/board': 'pages.aboutBoard',
  '/board/vision': 'pages.vision',
  '/board/mission': 'pages.mission',
  '/board/values': 'pages.values',
  '/board/objectives': 'pages.objectives',
  '/board/goals': 'pages.goals',
  '/board/governing-council': 'pages.governingCouncil',
  '/contact': 'pages.contact',
  '/employee-development': 'pages.employeeDevelopment',
  '/register-complaint': 'pages.registerComplaint',
  '/complaint-status': 'pages.complaintStatus',
  '/institutes-under-inquiry': 'pages.institutesUnderInquiry',
  '/assitance': 'pages.help',
  '/grievance-status': 'pages.grievanceStatus',
  '/accessibility-statement': 'pages.accessibility',
  '/privacy-policy': 'pages.privacy',
  '/terms-of-use': 'pages.terms',
  '/sitemap': 'pages.sitemap',
};

/** The human-readable sitemap (GIGW): every public page of the shared route list, by name, in the page language. */
export function SitemapPage() {
  const { t } = useTranslation('information');
  const title = t('common:pages.sitemap');
  usePageTitle(title);
  const pages = APP_ROUTES.filter((route) => route.public && route.path !== '/sitemap');
  return (
    <div className="container information-page">
      <article className="information-page__content">
        <div className="information-page__head">
          <h1>{title}</h1>
        </div>
        <p>{t('sitemap.intro')}</p>
        <ul className="sitemap">
          {pages.map(({ path }) => {
            const name = PUBLIC_PAGE_NAMES[path];
            return (
              <li key={path}>
                <Link to={path}>{name ? t(`common:${name}`) : path}</Link>
              </li>
            );
          })}
        </ul>
      </article>
    </div>
  );
}
