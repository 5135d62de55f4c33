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
import { useNumberFormat } from '../../lib/use-lang';
import { SelectField } from '../../ui/field';
import { useInstituteSearch } from './api';
import type { Column } from './components/results-table';
import { SearchPage } from './components/search-page';

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

const sortable = new Set<string>(INSTITUTE_SEARCH_COLUMNS.filter((c) => c !== 'SrNo'));

/**
 * Search Institute (spec part 2): filters, then a table of (institute, course) rows. Filters, page
 * and sort live in the URL; the form edits a draft that the Search Institute button puts there.
 */
export function InstituteSearchPage() {
  const { t } = useTranslation(['search', 'msg']);
  const format = useNumberFormat();

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
      rowsAre="offerings"
      title={t('common:pages.searchInstitute')}
      submitLabel={t('searchInstitute')}
      idPrefix="institute-search"
      schema={instituteSearchQuerySchema}
      draftOf={draftOf}
      code={{
        field: 'InstituteCode',
        label: t('msg:search.instituteCode'),
        hint: t('instituteCodeHint'),
        message: 'search.invalidInstituteCode',
      }}
      useSearch={useInstituteSearch}
      csv={searchApi.institutesCsv}
      columns={columns}
      rowKey={(row) => `${row.InstituteCode}:${row.CourseCode}`}
      emptyText={t('msg:search.noRecords')}
      fields={({ combobox, narrowed, filters, codeField, draft, setDraft }) => (
        <>
          {codeField}
          {combobox('InstituteID', t('msg:search.instituteName'), narrowed?.institutes)}
          {combobox('RegionID', t('msg:search.region'), filters?.regions)}
          {combobox('DistrictID', t('msg:search.district'), narrowed?.districts)}
          {combobox('TalukaID', t('taluka'), narrowed?.talukas)}
          {combobox('SectorID', t('msg:search.sector'), filters?.sectors)}
          {combobox('CourseTypeID', t('courseType'), filters?.courseTypes)}
          {combobox('CourseID', t('msg:search.course'), narrowed?.courses)}
          {combobox('EntryQualificationID', t('entryQualification'), filters?.entryQualifications)}
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
        </>
      )}
    />
  );
}
