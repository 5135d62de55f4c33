import {
  COURSE_SEARCH_COLUMNS,
  type CourseSearchQuery,
  type CourseSearchRow,
  courseSearchQuerySchema,
  SEARCH_COLUMN_TITLES,
} from '@portal/shared';
import { useTranslation } from '../../i18n';
import { withQuery } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { ErrorSummary } from '../../ui/error-summary';
import { Field } from '../../ui/field';
import { useSearchFilters } from './api/get-search-filters';
import { useCourseSearch } from './api/search-courses';
import type { Column } from './components/results-table';
import { SearchResults } from './components/search-results';
import { useSearchForm } from './use-search-form';
import './search-page.css';

type Draft = {
  SectorID: number | null;
  CourseCategoryID: number | null;
  CourseID: number | null;
  CourseCode: string;
};

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

  const filters = useSearchFilters(lang);
  const {
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
    hrefOfPage,
  } = useSearchForm({
    schema: courseSearchQuerySchema,
    draftOf,
    codeField: 'CourseCode',
    codeMessage: 'search.invalidCourseCode',
    filters: filters.data,
    idPrefix: 'course-search',
  });
  const result = useCourseSearch({ ...query, page, pageSize, lang });
  const csvHref = withQuery('/api/Course/Search.csv', { ...searched, pageSize: undefined, lang });

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
        hrefOfPage={hrefOfPage}
        emptyText={t('msg:search.courseEmpty')}
        csvHref={csvHref}
        queryKey={key}
      />
    </div>
  );
}
