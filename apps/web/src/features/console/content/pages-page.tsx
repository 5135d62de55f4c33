import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { usePages } from './api';
import './catalogs';
import './content.css';

/** /console/content/pages (admins): the information pages, each a link to its editor. */
export default function PagesPage() {
  const { t, i18n } = useTranslation('console-content');
  usePageTitle(t('pages.title'));
  const { data } = usePages();
  return (
    <>
      <h1>{t('pages.title')}</h1>
      <p>{t('pages.intro')}</p>
      {!data && <p>{t('loading')}</p>}
      <ul className="content-links">
        {data?.map((page) => (
          <li key={page.slug}>
            <Link to={`/console/content/pages/${page.slug}`}>
              {i18n.language === 'mr' ? page.titleMr : page.titleEn}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
