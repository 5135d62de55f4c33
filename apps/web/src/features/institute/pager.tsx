import { useTranslation } from '../../i18n';

/** Previous / next page of one of the desk's lists; nothing when everything fits on one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('institute');
  if (pages <= 1) return null;
  return (
    <nav className="institute-desk__pager" aria-label={t('page', { page, pages })}>
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </button>
      <span>{t('page', { page, pages })}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}
