import { useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { useNumberFormat } from '../../../lib/use-lang';
import { Pager } from './pager';
import { type Column, ResultsTable } from './results-table';
import './search-results.css';

type Props<Row> = {
  result: {
    data?: { Data: Row[]; Total: number };
    isPending: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    error: Error | null;
  };
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  page: number;
  pageSize: number;
  sort?: string;
  onSort: (sort: string) => void;
  /** The URL query string of page n of this search. */
  hrefOfPage: (page: number) => string;
  /** The spec's empty-state text ('No Records Found', 'Course is Empty!'). */
  emptyText: string;
  /** The CSV export of the same search. */
  csvHref: string;
  /** The URL query the screen shows now (rendered as data-query, so tests can wait for it). */
  queryKey: string;
  /** What a row is: a course offered at an institute (institute search) or a course (course search). */
  rowsAre: 'offerings' | 'courses';
};

/** Results count, table, paging and CSV download of a search; the old rows stay while new ones load. */
export function SearchResults<Row>({
  result,
  columns,
  rowKey,
  page,
  pageSize,
  sort,
  onSort,
  hrefOfPage,
  emptyText,
  csvHref,
  queryKey,
  rowsAre,
}: Props<Row>) {
  const { t, i18n } = useTranslation('search');
  const format = useNumberFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, isPending, isFetching, isPlaceholderData, error } = result;
  const isLoading = isPending || (isFetching && isPlaceholderData);
  const total = data?.Total ?? 0;
  const rows = data?.Data ?? [];
  const from = (page - 1) * pageSize + 1;
  const to = from + rows.length - 1;

  return (
    <section className="search-results" aria-labelledby="search-results-title" data-query={queryKey}>
      <div className="search-results__head">
        <h2 id="search-results-title" ref={heading} tabIndex={-1}>
          {t('results')}
        </h2>
        {total > 0 && (
          <a className="button button--secondary" href={csvHref} download>
            {t('downloadCsv')}
          </a>
        )}
      </div>
      <p className="search-results__status" role="status">
        {isLoading
          ? t('loading')
          : error
            ? ''
            : rows.length > 0
              ? t(rowsAre === 'offerings' ? 'showingOfferings' : 'showingCourses', {
                  from: format(from),
                  to: format(to),
                  total: format(total),
                })
              : total > 0
                ? t('noSuchPage', { total: format(total) })
                : ''}
      </p>
      {/* the reference data has no Marathi names of institutes and courses: say so (issue 23 item 12) */}
      {i18n.language === 'mr' && rows.length > 0 && <p className="field__hint">{t('namesInEnglish')}</p>}
      {error && !isLoading && (
        <p className="search-results__error" role="alert">
          {error instanceof ApiError ? error.message : t('loadError')}
        </p>
      )}
      {!error && !isLoading && total === 0 && <p className="search-results__empty">{emptyText}</p>}
      {rows.length > 0 && (
        <ResultsTable
          caption={t('resultsTable')}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          sort={sort}
          onSort={onSort}
          isBusy={isLoading}
        />
      )}
      <Pager
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        hrefOf={hrefOfPage}
        onNavigate={() => heading.current?.focus()}
      />
    </section>
  );
}
