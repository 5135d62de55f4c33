import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import '../../../ui/stacked-table.css';
import './results-table.css';

export type Column<Row> = {
  /** The API's column name; also its sort key. */
  key: string;
  title: string;
  cell: (row: Row) => ReactNode;
  isSortable?: boolean;
  isNumeric?: boolean;
};

type Props<Row> = {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Current sort: a column key, '-' in front for descending. */
  sort?: string;
  onSort: (sort: string) => void;
  isBusy?: boolean;
};

/**
 * Search results in a table inside a labelled, focusable region that scrolls sideways where the
 * columns do not fit; on a phone each row is a card of lines named by their column.
 * Sortable column titles are buttons; the sorted column carries aria-sort. A header click sorts
 * ascending, a second click descending.
 */
export function ResultsTable<Row>({ caption, columns, rows, rowKey, sort, onSort, isBusy }: Props<Row>) {
  const { t } = useTranslation('search');
  const sortKey = sort?.replace(/^-/, '');
  const isDescending = sort?.startsWith('-') ?? false;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
    <section className="results-table" aria-label={caption} tabIndex={0} aria-busy={isBusy || undefined}>
      <table className="stacked-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const isSorted = column.key === sortKey;
              const direction = isSorted ? (isDescending ? 'descending' : 'ascending') : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={direction}
                  className={column.isNumeric ? 'results-table__numeric' : undefined}
                >
                  {column.isSortable ? (
                    <button
                      type="button"
                      className="results-table__sort"
                      onClick={() => onSort(isSorted && !isDescending ? `-${column.key}` : column.key)}
                    >
                      {column.title}
                      <span className="results-table__arrow" aria-hidden="true">
                        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '⇅'}
                      </span>
                      <span className="visually-hidden">
                        {' '}
                        {direction === 'ascending'
                          ? t('sortedAscending')
                          : direction === 'descending'
                            ? t('sortedDescending')
                            : ''}
                      </span>
                    </button>
                  ) : (
                    column.title
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={column.isNumeric ? 'results-table__numeric' : undefined}
                  data-label={column.title}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
