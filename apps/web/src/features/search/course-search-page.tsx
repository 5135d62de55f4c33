import {
  COURSE_SEARCH_COLUMNS,
  type CourseSearchQuery,
  type CourseSearchRow,
  courseSearchQuerySchema,
  SEARCH_COLUMN_TITLES,
} from '@portal/shared';
import { searchApi } from '@portal/shared/api/search';
import { useTranslation } from '../../i18n';
import { useCourseSearch } from './api';
import type { Column } from './components/results-table';
import { SearchPage } from './components/search-page';

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

/** Spec columns; the course code is shown with the course name. */
const shownColumns = COURSE_SEARCH_COLUMNS.filter((c) => c !== 'CourseCode');

/** Search Course (spec part 2): sector, course category, course and code; URL state as Search Institute. */
export function CourseSearchPage() {
  const { t } = useTranslation(['search', 'msg']);

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
      rowsAre="courses"
      title={t('common:pages.searchCourse')}
      submitLabel={t('searchCourse')}
      idPrefix="course-search"
      schema={courseSearchQuerySchema}
      draftOf={draftOf}
      code={{
        field: 'CourseCode',
        label: t('msg:search.courseCode'),
        hint: t('courseCodeHint'),
        message: 'search.invalidCourseCode',
      }}
      useSearch={useCourseSearch}
      csv={searchApi.coursesCsv}
      columns={columns}
      rowKey={(row) => row.CourseCode}
      emptyText={t('msg:search.courseEmpty')}
      fields={({ combobox, narrowed, filters, codeField }) => (
        <>
          {combobox('SectorID', t('msg:search.sector'), filters?.sectors)}
          {combobox('CourseCategoryID', t('courseCategory'), filters?.courseTypes)}
          {combobox('CourseID', t('msg:search.course'), narrowed?.courses)}
          {codeField}
        </>
      )}
    />
  );
}
