import type { SearchFilters } from '@portal/shared';
import type { Endpoint } from '@portal/shared/endpoint';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useTranslation } from '../../../i18n';
import { endpointHref } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useLang } from '../../../lib/use-lang';
import { ErrorSummary } from '../../../ui/error-summary';
import { Field } from '../../../ui/field';
import { useSearchFilters } from '../api';
import type { Chosen } from '../narrow';
import { useSearchForm } from '../use-search-form';
import type { Column } from './results-table';
import { SearchResults } from './search-results';
import '../search-page.css';
import '../catalogs';

type Page<Row> = { data?: { Data: Row[]; Total: number } } & Parameters<typeof SearchResults<Row>>[0]['result'];

/** What a search screen's fields get: the draft, a searchable select per filter, the code field. */
type SearchFields<D extends Chosen> = {
  draft: D;
  setDraft: (update: (draft: D) => D) => void;
  combobox: ReturnType<typeof useSearchForm<z.ZodObject, D>>['combobox'];
  narrowed: ReturnType<typeof useSearchForm<z.ZodObject, D>>['narrowed'];
  filters: SearchFilters | undefined;
  /** The code field (institute or course code), checked on submit. */
  codeField: ReactNode;
};

type Props<S extends z.ZodObject, D extends Chosen, Row> = {
  title: string;
  submitLabel: string;
  /** Prefix of the form's field ids, e.g. 'institute-search'. */
  idPrefix: string;
  /** The API's query schema: the URL is read with it, the code field checked with it. */
  schema: S;
  /** The form's values for a query from the URL ({} for an empty form). */
  draftOf: (query: Partial<z.output<S>>) => D;
  /** The code field: its draft field, its label and hint, its message key when its own is missing. */
  code: { field: keyof D & string; label: string; hint: string; message: string };
  /** One page of results for the search in the URL (a React Query hook of api/). */
  useSearch: (query: Partial<z.output<S>> & { page: number; pageSize: number; lang: string }) => Page<Row>;
  /** The CSV export's endpoint. */
  csv: Endpoint;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  /** The spec's empty-state text. */
  emptyText: string;
  /** What a result row is (the count says "courses offered" or "courses"). */
  rowsAre: 'offerings' | 'courses';
  fields: (form: SearchFields<D>) => ReactNode;
};

/**
 * A search screen (Search Institute, Search Course): heading, error summary, the filter form with
 * Search and Reset, and the results with paging, sorting and CSV. Filters, page and sort live in the
 * URL (use-search-form.ts).
 */
export function SearchPage<S extends z.ZodObject, D extends Chosen, Row>({
  title,
  submitLabel,
  idPrefix,
  schema,
  draftOf,
  code,
  useSearch,
  csv,
  columns,
  rowKey,
  emptyText,
  rowsAre,
  fields,
}: Props<S, D, Row>) {
  const { t } = useTranslation('search');
  usePageTitle(title);
  const lang = useLang();
  const filters = useSearchFilters(lang);
  const form = useSearchForm({
    schema,
    draftOf,
    codeField: code.field,
    codeMessage: code.message,
    filters: filters.data,
    idPrefix,
  });
  const { query, page, pageSize, searched, codeError, draft, setDraft } = form;
  const result = useSearch({ ...(query as Partial<z.output<S>>), page, pageSize, lang });
  const codeId = `${idPrefix}-code`;
  const codeField = (
    <Field
      id={codeId}
      label={code.label}
      hint={code.hint}
      error={codeError}
      value={String(draft[code.field] ?? '')}
      onChange={(event) => setDraft((d) => ({ ...d, [code.field]: event.target.value }))}
      maxLength={20}
      autoComplete="off"
      spellCheck={false}
    />
  );
  return (
    <div className="container search-page">
      <h1>{title}</h1>
      <ErrorSummary errors={codeError ? [{ id: codeId, message: codeError }] : []} focusKey={form.submits} />
      <form className="search-form" aria-label={title} onSubmit={form.onSubmit} noValidate>
        {filters.isError && (
          <p className="search-form__notice" role="alert">
            {t('filtersLoadError')}
          </p>
        )}
        <div className="search-form__grid">
          {fields({
            draft,
            setDraft,
            combobox: form.combobox,
            narrowed: form.narrowed,
            filters: filters.data,
            codeField,
          })}
        </div>
        <div className="search-form__buttons">
          <button type="submit" className="button">
            {submitLabel}
          </button>
          <button type="button" className="button button--secondary" onClick={form.onReset}>
            {t('reset')}
          </button>
        </div>
      </form>
      <SearchResults
        result={result}
        columns={columns}
        rowKey={rowKey}
        page={page}
        pageSize={pageSize}
        sort={query.sort as string | undefined}
        onSort={(sort) => form.go({ ...searched, sort })}
        hrefOfPage={form.hrefOfPage}
        emptyText={emptyText}
        csvHref={endpointHref(csv, { ...searched, pageSize: undefined, lang })}
        queryKey={form.key}
        rowsAre={rowsAre}
      />
    </div>
  );
}
