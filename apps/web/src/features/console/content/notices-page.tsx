import { CONTENT_LIMITS, NOTICE_CATEGORIES } from '@portal/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useNotices } from './api';
import './catalogs';
import './content.css';

export const categoryKey = (id: number) =>
  `category.${NOTICE_CATEGORIES.find((c) => c.id === id)?.key ?? 'important'}` as const;

/** /console/content/notices: every notice, shown or not, newest first, a page at a time. */
export default function NoticesPage() {
  const { t, i18n } = useTranslation('console-content');
  usePageTitle(t('notices.title'));
  const [page, setPage] = useState(1);
  const { data, isPending } = useNotices(page);
  const mr = i18n.language === 'mr';
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / CONTENT_LIMITS.noticesPerPage));
  return (
    <>
      <h1>{t('notices.title')}</h1>
      <p>
        <Link className="button" to="/console/content/notices/new">
          {t('notices.new')}
        </Link>
      </p>
      {isPending && <p>{t('loading')}</p>}
      {data && data.rows.length === 0 && <p>{t('notices.none')}</p>}
      {data && data.rows.length > 0 && (
        <table className="content-table">
          <caption>{t('notices.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('notices.colTitle')}</th>
              <th scope="col">{t('notices.colCategory')}</th>
              <th scope="col">{t('notices.colState')}</th>
              <th scope="col">{t('notices.colPublishAt')}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((notice) => (
              <tr key={notice.id}>
                <td>
                  <Link to={`/console/content/notices/${notice.id}`} lang={mr ? 'mr' : 'en'}>
                    {mr ? notice.titleMr : notice.titleEn}
                  </Link>
                </td>
                <td>{t(categoryKey(notice.categoryId))}</td>
                <td>{t(`state.${notice.state}`)}</td>
                <td>{notice.publishAt?.replace('T', ' ') ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className="content-pager" aria-label={t('notices.pageOf', { page, pages })}>
          <button
            type="button"
            className="button button--secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('notices.previous')}
          </button>
          <span>{t('notices.pageOf', { page, pages })}</span>
          <button
            type="button"
            className="button button--secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('notices.next')}
          </button>
        </nav>
      )}
    </>
  );
}
