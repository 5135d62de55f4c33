import type { SearchFilters } from '@portal/shared';
import { LIMITS } from '@portal/shared/basics';
import { type FormEvent, useMemo, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from '../../i18n';
import { Combobox } from '../../ui/combobox';
import { type Chosen, keepConsistent, narrowOptions, toOptions } from './narrow';
import { type QueryValues, toSearchParams, useUrlQuery } from './url-state';

type Options<S extends z.ZodObject, D extends Chosen> = {
  /** The API's query schema: the URL is read with it, the code field checked with it. */
  schema: S;
  /** The form's values for a query from the URL ({} for an empty form). */
  draftOf: (query: Partial<z.output<S>>) => D;
  /** The free-text code field (institute or course code), trimmed and checked on submit. */
  codeField: keyof D & string;
  /** Message key when the code's own message is missing. */
  codeMessage: string;
  filters: SearchFilters | undefined;
  /** Prefix of the form's field ids, e.g. 'institute-search'. */
  idPrefix: string;
};

/**
 * The state both search screens share. Filters, page and sort live in the URL; the form edits a
 * draft that the Search button puts there, and follows the URL whenever it changes (a search, Reset,
 * Back, a shared link). Dependent selects stay consistent with their parents.
 */
export function useSearchForm<S extends z.ZodObject, D extends Chosen>({
  schema,
  draftOf,
  codeField,
  codeMessage,
  filters,
  idPrefix,
}: Options<S, D>) {
  const { t } = useTranslation(['search', 'msg']);
  const { query, go, key } = useUrlQuery(schema);
  const page = (query.page as number | undefined) ?? 1;
  const pageSize = (query.pageSize as number | undefined) ?? LIMITS.pageSizeDefault;

  const [draft, setDraft] = useState(() => draftOf(query));
  const [draftKey, setDraftKey] = useState(key);
  const [codeError, setCodeError] = useState<string>();
  const [submits, setSubmits] = useState(0);
  if (draftKey !== key) {
    setDraftKey(key);
    setDraft(draftOf(query));
    setCodeError(undefined);
  }

  const narrowed = useMemo(() => (filters ? narrowOptions(filters, draft) : undefined), [filters, draft]);
  const choose = (field: keyof D, value: number | null) =>
    setDraft((current) => {
      const next = { ...current, [field]: value };
      return filters ? keepConsistent(filters, next) : next;
    });

  const code = (values: D) => String(values[codeField] ?? '').trim();
  const valuesOf = (values: D) => ({ ...values, [codeField]: code(values) }) as QueryValues;
  const sortAndSize = { sort: query.sort as string | undefined, pageSize: query.pageSize as number | undefined };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = (schema.shape[codeField] as z.ZodType).safeParse(code(draft) || undefined);
    setSubmits((n) => n + 1);
    if (!checked.success) {
      setCodeError(t(`msg:${checked.error.issues[0]?.message ?? codeMessage}`));
      return;
    }
    setCodeError(undefined);
    go({ ...valuesOf(draft), ...sortAndSize });
  };
  const onReset = () => {
    setDraft(draftOf({}));
    setCodeError(undefined);
    go({});
  };

  /** A searchable select of the form, bound to its draft field ('All' when empty). */
  const combobox = (field: keyof D & string, label: string, options: { Value: number; Text: string }[] | undefined) => (
    <Combobox
      id={`${idPrefix}-${field}`}
      label={label}
      placeholder={t('all')}
      options={toOptions(options)}
      value={draft[field] as number | null}
      onChange={(value) => choose(field, value)}
      disabled={!filters}
    />
  );

  /** The search on screen (from the URL), for sorting, paging and the CSV link. */
  const searched = { ...valuesOf(draftOf(query)), ...sortAndSize };
  return {
    query,
    go,
    key,
    page,
    pageSize,
    draft,
    setDraft,
    codeError,
    submits,
    narrowed,
    combobox,
    onSubmit,
    onReset,
    searched,
    hrefOfPage: (p: number) => `?${toSearchParams({ ...searched, page: p })}`,
  };
}
