import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useNumberFormat } from '../../../lib/use-lang';
import './pager.css';

type Props = {
  page: number;
  pageCount: number;
  /** The URL query string of page n. */
  hrefOf: (page: number) => string;
  /** After a page link is followed (focus moves to the results). */
  onNavigate?: () => void;
};

/** Page numbers to offer: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => {
    const previous = sorted[i - 1];
    return previous !== undefined && p - previous > 1 ? (['gap', p] as const) : [p];
  });
}

/** Previous, page numbers and Next, as links (each page has its own address). */
export function Pager({ page, pageCount, hrefOf, onNavigate }: Props) {
  const { t } = useTranslation('search');
  const format = useNumberFormat();
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pagination')}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={hrefOf(page - 1)} rel="prev" onClick={onNavigate}>
              <span aria-hidden="true">‹ </span>
              {t('previous')}
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${i}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefOf(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('pageN', { page: format(p) })}
                onClick={onNavigate}
              >
                {format(p)}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={hrefOf(page + 1)} rel="next" onClick={onNavigate}>
              {t('next')}
              <span aria-hidden="true"> ›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
