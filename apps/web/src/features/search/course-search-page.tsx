import {
  COURSE_SEARCH_COLUMNS,
  type CourseSearchQuery,
  type CourseSearchRow,
  courseSearchQuerySchema,
  SEARCH_COLUMN_TITLES,
} from '@portal/shared';
import { LIMITS } from '@portal/shared/basics';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n';
import { withQuery } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { Combobox } from '../../ui/combobox';
import { ErrorSummary } from '../../ui/error-summary';
import { Field } from '../../ui/field';
import { useSearchFilters } from './api/get-search-filters';
import { useCourseSearch } from './api/search-courses';
import type { Column } from './components/results-table';
import { SearchResults } from './components/search-results';
import { keepConsistent, narrowOptions, toOptions } from './narrow';
import { toSearchParams, useUrlQuery } from './url-state';
import './search-page.css';

type Draft = {
  SectorID: number | null;
  CourseCategoryID: number | null;
  CourseID: number | null;
  CourseCode: string;
};
type IdField = Exclude<keyof Draft, 'CourseCode'>;

const draftOf = (query: Partial<CourseSearchQuery>): Draft => ({
  SectorID: query.SectorID ?? null,
  CourseCategoryID: query.CourseCategoryID ?? null,
  CourseID: query.CourseID ?? null,
  CourseCode: query.CourseCode ?? '',
});

const CODE_ID = 'course-search-code';
/** Spec columns; the course code is shown with the course name. */
const shownColumns = COURSE_SEARCH_COLUMNS.filter((c) => c !== 'CourseCode');

/** Search Course (spec part 2): sector, course category, course and code; URL state as Search Institute. */
export function CourseSearchPage() {
  const { t } = useTranslation(['search', 'msg']);
  const lang = useLang();
  usePageTitle(t('common:pages.searchCourse'));

  const { query, go, key } = useUrlQuery(courseSearchQuerySchema);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? LIMITS.pageSizeDefault;
  const filters = useSearchFilters(lang);
  const result = useCourseSearch({ ...query, page, pageSize, lang });

  const [draft, setDraft] = useState(() => draftOf(query));
  const [draftKey, setDraftKey] = useState(key);
  const [codeError, setCodeError] = useState<string>();
  const [submits, setSubmits] = useState(0);
  if (draftKey !== key) {
    setDraftKey(key);
    setDraft(draftOf(query));
    setCodeError(undefined);
  }

  const narrowed = useMemo(
    () => (filters.data ? narrowOptions(filters.data, draft) : undefined),
    [filters.data, draft],
  );
  const choose = (field: IdField, value: number | null) =>
    setDraft((current) => {
      const next = { ...current, [field]: value };
      return filters.data ? keepConsistent(filters.data, next) : next;
    });

  const filterValues = (values: Draft) => ({ ...values, CourseCode: values.CourseCode.trim() });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = courseSearchQuerySchema.shape.CourseCode.safeParse(draft.CourseCode.trim() || undefined);
    setSubmits((n) => n + 1);
    if (!code.success) {
      setCodeError(t(`msg:${code.error.issues[0]?.message ?? 'search.invalidCourseCode'}`));
      return;
    }
    setCodeError(undefined);
    go({ ...filterValues(draft), sort: query.sort, pageSize: query.pageSize });
  };
  const onReset = () => {
    setDraft(draftOf({}));
    setCodeError(undefined);
    go({});
  };

  const searched = { ...filterValues(draftOf(query)), sort: query.sort, pageSize: query.pageSize };
  const csvHref = withQuery('/api/Course/Search.csv', { ...filterValues(draftOf(query)), sort: query.sort, lang });

  const combobox = (field: IdField, label: string, options: { Value: number; Text: string }[] | undefined) => (
    <Combobox
      id={`course-search-${field}`}
      label={label}
      placeholder={t('all')}
      options={toOptions(options)}
      value={draft[field]}
      onChange={(value) => choose(field, value)}
      disabled={!filters.data}
    />
  );

  const columns: Column<CourseSearchRow>[] = shownColumns.map((name) => ({
    key: name,
    title: t(`msg:${SEARCH_COLUMN_TITLES[name]}`),
    isSortable: name !== 'ModelCurriculum',
    cell: (row) => {
      if (name === 'Course')
        return (
          <>
            {row.Course}
            <span className="search-page__code">{row.CourseCode}</span>
          </>
        );
      if (name === 'ModelCurriculum')
        return (
          <a href={row.ModelCurriculum}>
            {t('viewCurriculum')}
            <span className="visually-hidden"> {t('curriculumOf', { course: row.Course })}</span>
          </a>
        );
      return row[name];
    },
  }));

  return (
    <div className="container search-page">
      <h1>{t('common:pages.searchCourse')}</h1>
      <ErrorSummary errors={codeError ? [{ id: CODE_ID, message: codeError }] : []} focusKey={submits} />
      <form className="search-form" aria-label={t('common:pages.searchCourse')} onSubmit={onSubmit} noValidate>
        {filters.isError && (
          <p className="search-form__notice" role="alert">
            {t('filtersLoadError')}
          </p>
        )}
        <div className="search-form__grid">
          {combobox('SectorID', t('msg:search.sector'), filters.data?.sectors)}
          {combobox('CourseCategoryID', t('courseCategory'), filters.data?.courseTypes)}
          {combobox('CourseID', t('msg:search.course'), narrowed?.courses)}
          <Field
            id={CODE_ID}
            label={t('msg:search.courseCode')}
            hint={t('courseCodeHint')}
            error={codeError}
            value={draft.CourseCode}
            onChange={(event) => setDraft((d) => ({ ...d, CourseCode: event.target.value }))}
            maxLength={20}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <div className="search-form__buttons">
          <button type="submit" className="button">
            {t('searchCourse')}
          </button>
          <button type="button" className="button button--secondary" onClick={onReset}>
            {t('reset')}
          </button>
        </div>
      </form>
      <SearchResults
        result={result}
        columns={columns}
        rowKey={(row) => row.CourseCode}
        page={page}
        pageSize={pageSize}
        sort={query.sort}
        onSort={(sort) => go({ ...searched, sort })}
        hrefOfPage={(p) => `?${toSearchParams({ ...searched, page: p })}`}
        emptyText={t('msg:search.courseEmpty')}
        csvHref={csvHref}
        queryKey={key}
      />
    </div>
  );
}
