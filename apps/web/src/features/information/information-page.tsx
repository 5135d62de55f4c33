import type { PageSlug } from '@portal/shared';
import { formatDate } from '@portal/shared/basics';
import type { ReactNode } from 'react';
import { type Id, useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { usePage } from './api';
import { PageBlocks } from './components/page-blocks';
import { PrintButton } from './components/print-button';
import { ScrollToTop } from './components/scroll-to-top';
import './information-page.css';
import './catalogs';

type Props = {
  slug: PageSlug;
  /** Key (namespace common) of the page's name, shown until the board's own title has loaded. */
  titleKey: Id<'common'>;
  /** A side menu beside the text (Unauthorized Institutes). */
  aside?: ReactNode;
  /** Links as a plain list (default) or as a carousel of cards. */
  linksAs?: 'list' | 'carousel';
};

/**
 * One of the board's information pages (About Board, Vision, ..., Contact Us): the title and text
 * blocks that board staff keep in the `pages` table, with Print and Back to top.
 */
export function InformationPage({ slug, titleKey, aside, linksAs }: Props) {
  const { t } = useTranslation('information');
  const lang = useLang();
  const page = usePage(slug, lang);
  const title = page.data?.Title ?? t(`common:${titleKey}`);
  usePageTitle(title);

  return (
    <div className={`container information-page${aside ? ' information-page--with-aside' : ''}`}>
      {aside}
      <article className="information-page__content">
        <div className="information-page__head">
          <h1>{title}</h1>
          {page.data && <PrintButton />}
        </div>
        {page.isPending && <p className="page-loading">{t('common:loading')}</p>}
        {page.isError && (
          <div className="information-page__error" role="alert">
            <p>{page.error instanceof ApiError && page.error.status === 404 ? t('notFound') : t('loadError')}</p>
            <button type="button" className="button button--secondary" onClick={() => void page.refetch()}>
              {t('retry')}
            </button>
          </div>
        )}
        {page.data?.IsDemo && <p className="information-page__sample">{t('sample')}</p>}
        {page.data && <PageBlocks blocks={page.data.Blocks} title={title} linksAs={linksAs} />}
        {page.data && (
          <p className="information-page__updated">{t('updatedOn', { date: formatDate(page.data.UpdatedOn, lang) })}</p>
        )}
      </article>
      <ScrollToTop />
    </div>
  );
}
