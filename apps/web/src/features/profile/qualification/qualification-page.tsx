import { zodResolver } from '@hookform/resolvers/zod';
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
import { mastersApi } from '@portal/shared/api/masters';
import { formatDate, messageNumber } from '@portal/shared/basics';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type Id, useTranslation } from '../../../i18n';
import { ApiError, call } from '../../../lib/api';
import { draftKey } from '../../../lib/drafts';
import { useLang } from '../../../lib/use-lang';
import { DateField } from '../../../ui/date-field';
import { ErrorSummary, summaryOf } from '../../../ui/error-summary';
import { Field, type Option, SelectField } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { RadioGroup } from '../../../ui/radio-group';
import { DocumentField } from '../documents/document-field';
import { ConfirmDelete } from '../section/confirm-delete';
import { DraftOffer } from '../section/draft-offer';
import { EntryTable } from '../section/entry-table';
import { SavedStatus, StepNext } from '../section/list-step';
import { showFieldErrors } from '../section/show-field-errors';
import { useFormDraft } from '../section/use-form-draft';
import { useListSection } from '../section/use-list-section';
import { nextRoute } from '../section/use-section-form';
import type { ProfileUser } from '../use-profile-user';
import { ProfileStepPage } from '../wizard/profile-step-page';
import { qualificationRequests } from './qualification-requests';

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
      (await call(mastersApi.qualifications, { query: { QualificationGroup: group, lang }, signal })).Data.filter(
        (row) => row.Value !== -1,
      ).map((row): Option => ({ value: String(row.Value), label: row.Text })),
    staleTime: DAY,
  });
}

function QualificationStep({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile-qualification');
  const text = useMessageText();
  const lang = useLang();
  const navigate = useNavigate();
  const { rows, save, remove } = useListSection(user, 'qualification', qualificationRequests);
  const types = useQualificationOptions('S');
  const standards = useQualificationOptions('B');
  const [editing, setEditing] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<QualificationRow | null>(null);
  const [status, setStatus] = useState<string>();
  const [stepError, setStepError] = useState<string>();
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [started, setStarted] = useState(false);

  const form = useForm({
    resolver: zodResolver(qualificationSchemas.item),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const all = rows.data?.Data ?? [];
  // Someone with only below-SSC entries comes back to that form.
  useEffect(() => {
    if (started || !rows.isSuccess) return;
    const data = rows.data.Data;
    if (data.length > 0 && data.every((row) => row.QualificationGroup === 'B'))
      form.reset({ ...EMPTY, QualificationGroup: 'B' });
    setStarted(true);
  }, [started, rows.isSuccess, rows.data, form]);
  const { draft, forget } = useFormDraft(form, draftKey(user.userId, 'qualification-entry'), started);
  const { errors } = form.formState;
  const group = form.watch('QualificationGroup');
  const standard = form.watch('HighestStandard') ?? -1;
  const entries = all.filter((row) => row.QualificationGroup === group);

  const clearEntry = (next: QualificationGroup = group) => {
    forget();
    setEditing(null);
    form.reset({ ...EMPTY, QualificationGroup: next });
  };

  const submitEntry = form.handleSubmit(
    (entry) =>
      save.mutate(
        { ...entry, ...(editing ? { ID: editing } : {}) },
        {
          onSuccess: (answer) => {
            setStatus(answer.Message);
            clearEntry();
          },
          onError: (error) => showFieldErrors(form, error),
        },
      ),
    () => setSummaryFocus((n) => n + 1),
  );

  const next = () => {
    setStepError(undefined);
    if (entries.length === 0) return setStepError(text('qualification.listRequired'));
    navigate(nextRoute('Qualification'), { state: { savedMessage: text('qualification.completed') } });
  };

  if (rows.isPending) return <p role="status">{t('profile:loading')}</p>;
  if (rows.isError) {
    return (
      <p className="form-alert" role="alert">
        {t('profile:loadFailed')}
      </p>
    );
  }
  const failed = save.error && !(save.error instanceof ApiError && save.error.fields.length > 0);
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
  const edit = (row: QualificationRow) => {
    const { ID, ...entry } = row;
    setEditing(ID);
    form.reset({ ...EMPTY, ...entry });
    document.getElementById(row.QualificationGroup === 'S' ? ids.QualificationType : ids.HighestStandard)?.focus();
  };

  return (
    <div className="profile-form">
      <SavedStatus status={status} />
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
          setStepError(undefined);
          clearEntry(value as QualificationGroup);
        }}
      />
      <DraftOffer draft={draft} />
      <form noValidate onSubmit={submitEntry} aria-labelledby="qualification-form-title">
        <h2 id="qualification-form-title">{editing ? t('editTitle') : t(group === 'S' ? 'addTitleS' : 'addTitleB')}</h2>
        <ErrorSummary errors={summaryOf(errors, ids, (key) => text(key))} focusKey={summaryFocus} />
        {failed && (
          <p className="form-alert" role="alert">
            {text('qualification.saveFailed')}
          </p>
        )}
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
            <Controller
              control={form.control}
              name="CertificatePath"
              render={({ field }) => (
                <DocumentField
                  id={ids.CertificatePath}
                  name={field.name}
                  ref={field.ref}
                  label={t('certificate')}
                  required
                  fileType="QualificationCertificate"
                  userId={user.userId}
                  value={String(field.value ?? '')}
                  onChange={(path) => field.onChange(path)}
                  onBlur={field.onBlur}
                  error={error('CertificatePath')}
                />
              )}
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
        <div className="form-actions">
          <button type="button" className="button button--secondary" onClick={() => clearEntry()}>
            {editing ? t('cancel') : t('profile:reset')}
          </button>
          <button type="submit" className="button" disabled={save.isPending}>
            {editing ? t('update') : t('add')}
          </button>
        </div>
      </form>
      {group === 'S' && (
        <EntryTable
          caption={t('listCaptionS')}
          rows={entries}
          rowId={(row) => row.ID}
          name={(row) => row.NameOfDegree}
          label={rowName}
          nameTitle={t('nameOfDegree')}
          columns={[
            { title: t('qualificationType'), cell: (row) => nameOf(types.data, row.QualificationType) },
            { title: t('board'), cell: (row) => row.BoardUniversity },
            { title: t('resultDate'), cell: (row) => formatDate(row.ResultDate, lang) },
            { title: t('marks'), cell: marks },
            { title: t('classGrade'), cell: (row) => (row.ClassGrade ? t(GRADE_LABELS[row.ClassGrade]) : '') },
          ]}
          onEdit={edit}
          onDelete={setConfirmDelete}
        />
      )}
      {group === 'B' && (
        <EntryTable
          caption={t('listCaptionB')}
          rows={entries}
          rowId={(row) => row.ID}
          name={(row) => nameOf(standards.data, row.HighestStandard)}
          label={rowName}
          nameTitle={t('highestStandard')}
          columns={[
            {
              title: t('yearOfAppearing'),
              cell: (row) => (row.YearOfAppearing === null ? '' : messageNumber(row.YearOfAppearing, lang)),
            },
            { title: t('marks'), cell: marks },
            { title: t('result'), cell: (row) => (row.Result ? t(RESULT_LABELS[row.Result]) : '') },
          ]}
          onEdit={edit}
          onDelete={setConfirmDelete}
        />
      )}
      <StepNext error={stepError} busy={save.isPending} onNext={next} />
      <ConfirmDelete
        open={confirmDelete !== null}
        title={t('deleteTitle')}
        onCancel={() => setConfirmDelete(null)}
        onConfirm={() => {
          const row = confirmDelete;
          setConfirmDelete(null);
          if (row) remove.mutate(row.ID, { onSuccess: (answer) => setStatus(answer.Message) });
          if (row && row.ID === editing) clearEntry();
        }}
      />
    </div>
  );
}

/** /Qualification (and /qualification): SSC-and-above qualifications or the highest standard below SSC (spec part 2 §2). */
export default function QualificationPage() {
  const { t } = useTranslation('profile-qualification');
  return (
    <ProfileStepPage step="Qualification" title={t('title')}>
      {(user) => <QualificationStep user={user} />}
    </ProfileStepPage>
  );
}
