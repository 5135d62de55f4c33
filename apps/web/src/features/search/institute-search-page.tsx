import {
  FULL_TIME_PART_TIME_TEXT,
  type FullTimePartTime,
  INSTITUTE_SEARCH_COLUMNS,
  type InstituteSearchQuery,
  type InstituteSearchRow,
  instituteSearchQuerySchema,
  SEARCH_COLUMN_TITLES,
} from '@portal/shared';
import { searchApi } from '@portal/shared/api/search';
import { useTranslation } from '../../i18n';
import { endpointHref } from '../../lib/api';
import { useLang, useNumberFormat } from '../../lib/use-lang';
import { Field, SelectField } from '../../ui/field';
import { useSearchFilters } from './api/get-search-filters';
import { useInstituteSearch } from './api/search-institutes';
import type { Column } from './components/results-table';
import { SearchPage } from './components/search-page';
import { useSearchForm } from './use-search-form';

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
  const csvHref = endpointHref(searchApi.institutesCsv, { ...searched, pageSize: undefined, lang });

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
    <SearchPage
      title={t('common:pages.searchInstitute')}
      codeId={CODE_ID}
      codeError={codeError}
      submits={submits}
      filtersFailed={filters.isError}
      submitLabel={t('searchInstitute')}
      onSubmit={onSubmit}
      onReset={onReset}
      results={{
        result,
        columns,
        rowKey: (row) => `${row.InstituteCode}:${row.CourseCode}`,
        page,
        pageSize,
        sort: query.sort,
        onSort: (sort) => go({ ...searched, sort }),
        hrefOfPage,
        emptyText: t('msg:search.noRecords'),
        csvHref,
        queryKey: key,
      }}
    >
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
    </SearchPage>
  );
}
