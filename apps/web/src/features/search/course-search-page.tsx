import {
  COURSE_SEARCH_COLUMNS,
  type CourseSearchQuery,
  type CourseSearchRow,
  courseSearchQuerySchema,
  SEARCH_COLUMN_TITLES,
} from '@portal/shared';
import { searchApi } from '@portal/shared/api/search';
import { useTranslation } from '../../i18n';
import { endpointHref } from '../../lib/api';
import { useLang } from '../../lib/use-lang';
import { Field } from '../../ui/field';
import { useSearchFilters } from './api/get-search-filters';
import { useCourseSearch } from './api/search-courses';
import type { Column } from './components/results-table';
import { SearchPage } from './components/search-page';
import { useSearchForm } from './use-search-form';

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
  const csvHref = endpointHref(searchApi.coursesCsv, { ...searched, pageSize: undefined, lang });

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
    <SearchPage
      title={t('common:pages.searchCourse')}
      codeId={CODE_ID}
      codeError={codeError}
      submits={submits}
      filtersFailed={filters.isError}
      submitLabel={t('searchCourse')}
      onSubmit={onSubmit}
      onReset={onReset}
      results={{
        result,
        columns,
        rowKey: (row) => row.CourseCode,
        page,
        pageSize,
        sort: query.sort,
        onSort: (sort) => go({ ...searched, sort }),
        hrefOfPage,
        emptyText: t('msg:search.courseEmpty'),
        csvHref,
        queryKey: key,
      }}
    >
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
    </SearchPage>
  );
}
