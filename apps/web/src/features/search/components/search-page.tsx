import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { ErrorSummary } from '../../../ui/error-summary';
import { SearchResults } from './search-results';
import '../search-page.css';

type Props<Row> = {
  title: string;
  /** The code field's id and error, for the error summary above the form. */
  codeId: string;
  codeError: string | undefined;
  /** Counts submits, so the summary takes focus again on each failed one. */
  submits: number;
  filtersFailed: boolean;
  /** The form's fields. */
  children: ReactNode;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  onReset: () => void;
  results: ComponentProps<typeof SearchResults<Row>>;
};

/** The layout both search screens share: heading, error summary, filter form, Search and Reset, results. */
export function SearchPage<Row>({
  title,
  codeId,
  codeError,
  submits,
  filtersFailed,
  children,
  submitLabel,
  onSubmit,
  onReset,
  results,
}: Props<Row>) {
  const { t } = useTranslation('search');
  usePageTitle(title);
  return (
    <div className="container search-page">
      <h1>{title}</h1>
      <ErrorSummary errors={codeError ? [{ id: codeId, message: codeError }] : []} focusKey={submits} />
      <form className="search-form" aria-label={title} onSubmit={onSubmit} noValidate>
        {filtersFailed && (
          <p className="search-form__notice" role="alert">
            {t('filtersLoadError')}
          </p>
        )}
        <div className="search-form__grid">{children}</div>
        <div className="search-form__buttons">
          <button type="submit" className="button">
            {submitLabel}
          </button>
          <button type="button" className="button button--secondary" onClick={onReset}>
            {t('reset')}
          </button>
        </div>
      </form>
      <SearchResults {...results} />
    </div>
  );
}
