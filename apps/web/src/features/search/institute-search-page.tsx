import {
  FULL_TIME_PART_TIME_TEXT,
  type FullTimePartTime,
  INSTITUTE_SEARCH_COLUMNS,
  type InstituteSearchQuery,
  type InstituteSearchRow,
  instituteSearchQuerySchema,
  SEARCH_COLUMN_TITLES,
} from '@portal/shared';
import { useTranslation } from '../../i18n';
import { withQuery } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { useLang, useNumberFormat } from '../../lib/use-lang';
import { ErrorSummary } from '../../ui/error-summary';
import { Field, SelectField } from '../../ui/field';
import { useSearchFilters } from './api/get-search-filters';
import { useInstituteSearch } from './api/search-institutes';
import type { Column } from './components/results-table';
import { SearchResults } from './components/search-results';
import { useSearchForm } from './use-search-form';
import './search-page.css';

type Draft = {
  InstituteCode: string;
  InstituteID: number | null;
  RegionID: number | null;
  DistrictID: number | null;
  TalukaID: number | null;
  SectorID: number | null;
  CourseTypeID: number | null;
  CourseID: number | null;
  EntryQualificationID: number | null;
  FullTimePartTime: FullTimePartTime | '';
};
type Query = Partial<InstituteSearchQuery>;

const draftOf = (query: Query): Draft => ({
  InstituteCode: query.InstituteCode ?? '',
  InstituteID: query.InstituteID ?? null,
  RegionID: query.RegionID ?? null,
  DistrictID: query.DistrictID ?? null,
  TalukaID: query.TalukaID ?? null,
  SectorID: query.SectorID ?? null,
  CourseTypeID: query.CourseTypeID ?? null,
  CourseID: query.CourseID ?? null,
  EntryQualificationID: query.EntryQualificationID ?? null,
  FullTimePartTime: query.FullTimePartTime ?? '',
});

const CODE_ID = 'institute-search-code';
const sortable = new Set<string>(INSTITUTE_SEARCH_COLUMNS.filter((c) => c !== 'SrNo'));

/**
 * Search Institute (spec part 2): filters, then a table of (institute, course) rows. Filters, page
 * and sort live in the URL; the form edits a draft that the Search Institute button puts there.
 */
export function InstituteSearchPage() {
  const { t } = useTranslation(['search', 'msg']);
  const lang = useLang();
  const format = useNumberFormat();
  usePageTitle(t('common:pages.searchInstitute'));

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
    schema: instituteSearchQuerySchema,
    draftOf,
    codeField: 'InstituteCode',
    codeMessage: 'search.invalidInstituteCode',
    filters: filters.data,
    idPrefix: 'institute-search',
  });
  const result = useInstituteSearch({ ...query, page, pageSize, lang });
  const csvHref = withQuery('/api/Institute/Search.csv', { ...searched, pageSize: undefined, lang });

  const columns: Column<InstituteSearchRow>[] = INSTITUTE_SEARCH_COLUMNS.map((name) => ({
    key: name,
    title: t(`msg:${SEARCH_COLUMN_TITLES[name]}`),
    isSortable: sortable.has(name),
    isNumeric: name === 'SrNo' || name === 'Intake',
    cell: (row) =>
      name === 'FullTimePartTime'
        ? t(`msg:${FULL_TIME_PART_TIME_TEXT[row.FullTimePartTime]}`)
        : name === 'SrNo' || name === 'Intake'
          ? format(row[name])
          : row[name],
  }));

  return (
    <div className="container search-page">
      <h1>{t('common:pages.searchInstitute')}</h1>
      <ErrorSummary errors={codeError ? [{ id: CODE_ID, message: codeError }] : []} focusKey={submits} />
      <form className="search-form" aria-label={t('common:pages.searchInstitute')} onSubmit={onSubmit} noValidate>
        {filters.isError && (
          <p className="search-form__notice" role="alert">
            {t('filtersLoadError')}
          </p>
        )}
        <div className="search-form__grid">
          <Field
            id={CODE_ID}
            label={t('msg:search.instituteCode')}
            hint={t('instituteCodeHint')}
            error={codeError}
            value={draft.InstituteCode}
            onChange={(event) => setDraft((d) => ({ ...d, InstituteCode: event.target.value }))}
            maxLength={20}
            autoComplete="off"
            spellCheck={false}
          />
          {combobox('InstituteID', t('msg:search.instituteName'), narrowed?.institutes)}
          {combobox('RegionID', t('msg:search.region'), filters.data?.regions)}
          {combobox('DistrictID', t('msg:search.district'), narrowed?.districts)}
          {combobox('TalukaID', t('taluka'), narrowed?.talukas)}
          {combobox('SectorID', t('msg:search.sector'), filters.data?.sectors)}
          {combobox('CourseTypeID', t('courseType'), filters.data?.courseTypes)}
          {combobox('CourseID', t('msg:search.course'), narrowed?.courses)}
          {combobox('EntryQualificationID', t('entryQualification'), filters.data?.entryQualifications)}
          <SelectField
            id="institute-search-FullTimePartTime"
            label={t('msg:search.fullTimePartTime')}
            placeholder={t('all')}
            options={(['F', 'P'] as const).map((v) => ({ value: v, label: t(`msg:${FULL_TIME_PART_TIME_TEXT[v]}`) }))}
            value={draft.FullTimePartTime}
            onChange={(event) =>
              setDraft((d) => ({ ...d, FullTimePartTime: event.target.value as Draft['FullTimePartTime'] }))
            }
          />
        </div>
        <div className="search-form__buttons">
          <button type="submit" className="button">
            {t('searchInstitute')}
          </button>
          <button type="button" className="button button--secondary" onClick={onReset}>
            {t('reset')}
          </button>
        </div>
      </form>
      <SearchResults
        result={result}
        columns={columns}
        rowKey={(row) => `${row.InstituteCode}:${row.CourseCode}`}
        page={page}
        pageSize={pageSize}
        sort={query.sort}
        onSort={(sort) => go({ ...searched, sort })}
        hrefOfPage={hrefOfPage}
        emptyText={t('msg:search.noRecords')}
        csvHref={csvHref}
        queryKey={key}
      />
    </div>
  );
}
