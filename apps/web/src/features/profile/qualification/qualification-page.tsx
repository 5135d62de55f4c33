import {
  appearingYears,
  type CLASS_GRADES,
  needsStandardDetails,
  QUALIFICATION_ATTEMPTS,
  type QualificationForm,
  type QualificationGroup,
  type QualificationRow,
  qualificationSchemas,
  type STANDARD_RESULTS,
  type STUDY_MODES,
} from '@portal/shared';
import { formatDate, messageNumber } from '@portal/shared/basics';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { type Id, useTranslation } from '../../../i18n';
import { useLang } from '../../../lib/use-lang';
import { DateField } from '../../../ui/date-field';
import { Field, type Option, SelectField } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { RadioGroup } from '../../../ui/radio-group';
import { CertificateField } from '../section/certificate-field';
import { ListStep } from '../section/list-step';
import { useListStep } from '../section/use-list-step';
import type { ProfileUser } from '../use-profile-user';
import { stepPage } from '../wizard/profile-step-page';
import { getQualificationMaster, qualificationRequests } from './api';

type T = Id<'profile-qualification'>;

const EMPTY: QualificationForm = {
  QualificationGroup: 'S',
  QualificationType: -1,
  NameOfDegree: '',
  SubjectBranchTrade: '',
  BoardUniversity: '',
  ResultDate: '',
  Attempts: 0,
  CourseDuration: null,
  ClassGrade: '',
  Mode: '',
  CertificatePath: '',
  HighestStandard: -1,
  YearOfAppearing: null,
  Result: '',
  MarksObtained: null,
  OutOfMarks: null,
};
const ids = {
  QualificationGroup: 'qualification-level',
  QualificationType: 'qualification-type',
  NameOfDegree: 'qualification-degree',
  SubjectBranchTrade: 'qualification-subject',
  BoardUniversity: 'qualification-board',
  ResultDate: 'qualification-result-date',
  Attempts: 'qualification-attempts',
  MarksObtained: 'qualification-marks',
  OutOfMarks: 'qualification-out-of',
  CourseDuration: 'qualification-duration',
  ClassGrade: 'qualification-class',
  Mode: 'qualification-mode',
  CertificatePath: 'qualification-certificate',
  HighestStandard: 'qualification-standard',
  YearOfAppearing: 'qualification-year',
  Result: 'qualification-result',
};
const GRADE_LABELS: Record<(typeof CLASS_GRADES)[number], T> = {
  Distinction: 'grade.distinction',
  'First Class': 'grade.first',
  'Second Class': 'grade.second',
  'Pass Class': 'grade.pass',
  Fail: 'grade.fail',
};
const MODE_LABELS: Record<(typeof STUDY_MODES)[number], T> = {
  Regular: 'mode.regular',
  Distance: 'mode.distance',
  'Part Time': 'mode.partTime',
};
const RESULT_LABELS: Record<(typeof STANDARD_RESULTS)[number], T> = { Pass: 'result.pass', Fail: 'result.fail' };
const DAY = 24 * 60 * 60_000;

/** A typed number as the schema wants it: null when empty. */
const asAmount = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** Qualification types (S) or standards (B) of GET /Base/GetMasterQualification, Value -1 dropped. */
function useQualificationOptions(group: QualificationGroup) {
  const lang = useLang();
  return useQuery({
    queryKey: ['qualificationMaster', group, lang],
    queryFn: async ({ signal }) =>
      (await getQualificationMaster(group, lang, signal)).Data.filter((row) => row.Value !== -1).map(
        (row): Option => ({ value: String(row.Value), label: row.Text }),
      ),
    staleTime: DAY,
  });
}

function QualificationStep({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile-qualification');
  const text = useMessageText();
  const lang = useLang();
  const types = useQualificationOptions('S');
  const standards = useQualificationOptions('B');
  const list = useListStep({
    user,
    step: 'Qualification',
    section: 'qualification',
    draft: 'qualification-entry',
    requests: qualificationRequests,
    schema: qualificationSchemas.item,
    empty: EMPTY,
    rowId: 'ID',
    keep: ['QualificationGroup'],
    // Someone with only below-SSC entries comes back to that form.
    start: (rows) =>
      rows.length > 0 && rows.every((row) => row.QualificationGroup === 'B')
        ? { QualificationGroup: 'B' as const }
        : {},
    shows: (row, values) => row.QualificationGroup === values.QualificationGroup,
    messages: { listRequired: 'qualification.listRequired', completed: 'qualification.completed' },
  });
  const { form } = list;
  const { errors } = form.formState;
  const group = form.watch('QualificationGroup');
  const standard = form.watch('HighestStandard') ?? -1;

  const nameOf = (options: Option[] | undefined, id: number) =>
    options?.find((o) => o.value === String(id))?.label ?? '';
  const rowName = (row: QualificationRow) =>
    row.QualificationGroup === 'S'
      ? `${nameOf(types.data, row.QualificationType)} ${row.NameOfDegree}`.trim()
      : nameOf(standards.data, row.HighestStandard) || String(row.HighestStandard);
  const marks = (row: QualificationRow) =>
    row.MarksObtained === null || row.OutOfMarks === null
      ? ''
      : t('marksValue', {
          obtained: messageNumber(row.MarksObtained, lang),
          outOf: messageNumber(row.OutOfMarks, lang),
        });
  const error = (name: keyof typeof ids) => text(errors[name]?.message);
  const amountField = (name: 'MarksObtained' | 'OutOfMarks' | 'CourseDuration', label: string) => (
    <Field
      id={ids[name]}
      label={label}
      required
      inputMode={name === 'CourseDuration' ? 'numeric' : 'decimal'}
      maxLength={8}
      error={error(name)}
      {...form.register(name, { setValueAs: asAmount })}
    />
  );
  const numberSelect = (
    name: 'QualificationType' | 'HighestStandard' | 'Attempts' | 'YearOfAppearing',
    label: string,
    options: Option[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SelectField
          id={ids[name]}
          name={field.name}
          ref={field.ref}
          label={label}
          required
          placeholder={t('profile:select')}
          options={options}
          value={typeof field.value === 'number' && field.value > 0 ? String(field.value) : ''}
          onChange={(event) => field.onChange(event.target.value === '' ? EMPTY[name] : Number(event.target.value))}
          onBlur={field.onBlur}
          error={error(name)}
        />
      )}
    />
  );
  const textSelect = (name: 'ClassGrade' | 'Mode' | 'Result', label: string, labels: Record<string, T>) => (
    <SelectField
      id={ids[name]}
      label={label}
      required
      placeholder={t('profile:select')}
      options={Object.entries(labels).map(([value, key]) => ({ value, label: t(key) }))}
      error={error(name)}
      {...form.register(name)}
    />
  );
  const table =
    group === 'S'
      ? {
          caption: t('listCaptionS'),
          name: (row: QualificationRow) => row.NameOfDegree,
          nameTitle: t('nameOfDegree'),
          columns: [
            {
              title: t('qualificationType'),
              cell: (row: QualificationRow) => nameOf(types.data, row.QualificationType),
            },
            { title: t('board'), cell: (row: QualificationRow) => row.BoardUniversity },
            { title: t('resultDate'), cell: (row: QualificationRow) => formatDate(row.ResultDate, lang) },
            { title: t('marks'), cell: marks },
            {
              title: t('classGrade'),
              cell: (row: QualificationRow) => (row.ClassGrade ? t(GRADE_LABELS[row.ClassGrade]) : ''),
            },
          ],
        }
      : {
          caption: t('listCaptionB'),
          name: (row: QualificationRow) => nameOf(standards.data, row.HighestStandard),
          nameTitle: t('highestStandard'),
          columns: [
            {
              title: t('yearOfAppearing'),
              cell: (row: QualificationRow) =>
                row.YearOfAppearing === null ? '' : messageNumber(row.YearOfAppearing, lang),
            },
            { title: t('marks'), cell: marks },
            { title: t('result'), cell: (row: QualificationRow) => (row.Result ? t(RESULT_LABELS[row.Result]) : '') },
          ],
        };

  return (
    <ListStep
      list={list}
      ns="profile-qualification"
      ids={ids}
      titleId="qualification-form-title"
      texts={{
        addTitle: t(group === 'S' ? 'addTitleS' : 'addTitleB'),
        failure: () => text('qualification.saveFailed') ?? '',
      }}
      above={
        <RadioGroup
          id={ids.QualificationGroup}
          name="QualificationLevel"
          legend={t('level')}
          required
          inline
          options={[
            { value: 'S', label: t('levelS') },
            { value: 'B', label: t('levelB') },
          ]}
          value={group}
          onChange={(value) => {
            list.clearStepError();
            list.clear({ QualificationGroup: value as QualificationGroup });
          }}
        />
      }
      table={{ ...table, label: rowName }}
      edit={(row) => {
        const { ID: _, ...entry } = row;
        return {
          values: entry,
          focus: row.QualificationGroup === 'S' ? ids.QualificationType : ids.HighestStandard,
        };
      }}
    >
      {group === 'S' ? (
        <>
          {numberSelect('QualificationType', t('qualificationType'), types.data ?? [])}
          <Field
            id={ids.NameOfDegree}
            label={t('nameOfDegree')}
            required
            maxLength={100}
            error={error('NameOfDegree')}
            {...form.register('NameOfDegree')}
          />
          <Field
            id={ids.SubjectBranchTrade}
            label={t('subject')}
            required
            maxLength={100}
            error={error('SubjectBranchTrade')}
            {...form.register('SubjectBranchTrade')}
          />
          <Field
            id={ids.BoardUniversity}
            label={t('board')}
            required
            maxLength={150}
            error={error('BoardUniversity')}
            {...form.register('BoardUniversity')}
          />
          <Controller
            control={form.control}
            name="ResultDate"
            render={({ field }) => (
              <DateField
                id={ids.ResultDate}
                label={t('resultDate')}
                hint={t('dateHint')}
                required
                error={error('ResultDate')}
                name={field.name}
                value={String(field.value ?? '')}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          {numberSelect(
            'Attempts',
            t('attempts'),
            QUALIFICATION_ATTEMPTS.map((n) => ({ value: String(n), label: messageNumber(n, lang) })),
          )}
          <div className="profile-form__names">
            {amountField('MarksObtained', t('marksObtained'))}
            {amountField('OutOfMarks', t('outOfMarks'))}
          </div>
          {amountField('CourseDuration', t('courseDuration'))}
          {textSelect('ClassGrade', t('classGrade'), GRADE_LABELS)}
          {textSelect('Mode', t('mode'), MODE_LABELS)}
          <CertificateField
            form={form}
            id={ids.CertificatePath}
            label={t('certificate')}
            required
            fileType="QualificationCertificate"
            userId={user.userId}
            error={error('CertificatePath')}
          />
        </>
      ) : (
        <>
          {numberSelect('HighestStandard', t('highestStandard'), standards.data ?? [])}
          {standard > 0 && !needsStandardDetails(standard) && <p>{t('noDetails')}</p>}
          {needsStandardDetails(standard) && (
            <>
              {numberSelect(
                'YearOfAppearing',
                t('yearOfAppearing'),
                appearingYears().map((year) => ({ value: String(year), label: messageNumber(year, lang) })),
              )}
              <div className="profile-form__names">
                {amountField('MarksObtained', t('marksObtained'))}
                {amountField('OutOfMarks', t('outOfMarks'))}
              </div>
              {textSelect('Result', t('result'), RESULT_LABELS)}
            </>
          )}
        </>
      )}
    </ListStep>
  );
}

/** /Qualification (and /qualification): SSC-and-above qualifications or the highest standard below SSC (spec part 2 §2). */
export default stepPage('Qualification', 'profile-qualification', QualificationStep);
