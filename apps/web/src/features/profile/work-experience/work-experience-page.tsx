import { zodResolver } from '@hookform/resolvers/zod';
import { asciiDigits, PLACE_UNSET, type WorkExperienceForm, workExperienceSchemas } from '@portal/shared';
import { formatDate, formatIndianNumber } from '@portal/shared/basics';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { draftKey } from '../../../lib/drafts';
import { useLang } from '../../../lib/use-lang';
import { DateField } from '../../../ui/date-field';
import { ErrorSummary, summaryOf } from '../../../ui/error-summary';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { RadioGroup } from '../../../ui/radio-group';
import { AddressBlock, placeIds } from '../address/address-block';
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
import { workExperienceRequests } from './work-experience-requests';

const EMPTY: WorkExperienceForm = {
  NoExperience: 0,
  EstablishmentName: '',
  Address: '',
  Pincode: '',
  IsPincodeCorrect: 0,
  StateID: PLACE_UNSET,
  DistrictID: PLACE_UNSET,
  TalukaID: PLACE_UNSET,
  CityID: PLACE_UNSET,
  OtherCity: '',
  JobRole: '',
  FromDate: '',
  ToDate: '',
  SalaryPerMonth: '',
};
const FIELDS = Object.keys(EMPTY) as (keyof WorkExperienceForm)[];
// in the order of the form, for the error summary
const ids: Record<string, string> = {
  EstablishmentName: 'work-establishment',
  ...placeIds('', 'work'),
  JobRole: 'work-job-role',
  FromDate: 'work-from',
  ToDate: 'work-to',
  SalaryPerMonth: 'work-salary',
};
const ANSWER_ID = 'work-answer';
type Answer = '' | 'yes' | 'no';

function WorkExperienceStep({ user }: { user: ProfileUser }) {
  // the address block's namespaces too: loaded with the page, not when Yes shows the form
  const { t } = useTranslation(['profile-work', 'profile', 'profile-address', 'msg']);
  const text = useMessageText();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { rows, save, remove } = useListSection(user, 'workExperience', workExperienceRequests);
  const experiences = (rows.data?.Data ?? []).filter((row) => row.NoExperience === 0);
  const saidNo = (rows.data?.Data ?? []).some((row) => row.NoExperience === 1);
  const [chosen, setChosen] = useState<Answer | null>(null);
  const answer: Answer = chosen ?? (experiences.length > 0 ? 'yes' : saidNo ? 'no' : '');
  const [editing, setEditing] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const [status, setStatus] = useState<string>();
  const [stepError, setStepError] = useState<string>();
  const [summaryFocus, setSummaryFocus] = useState(0);

  // the places' names in the list come in the page language: read them again when it changes
  const shownLang = useRef(lang);
  useEffect(() => {
    if (shownLang.current === lang) return;
    shownLang.current = lang;
    void queryClient.invalidateQueries({ queryKey: ['profile', 'workExperience'] });
  }, [lang, queryClient]);

  const form = useForm({
    resolver: zodResolver(workExperienceSchemas.item),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const { draft, forget } = useFormDraft(form, draftKey(user.userId, 'work-experience-entry'), rows.isSuccess);
  const { errors } = form.formState;
  const clearEntry = () => {
    forget();
    setEditing(null);
    form.reset(EMPTY);
  };

  /** Adds (or updates) the entry in the form; `then` runs with the answer's message once it is saved. */
  const addEntry = (then?: (message: string) => void) =>
    form.handleSubmit(
      (entry) =>
        save.mutate(
          { ...entry, ...(editing ? { WorkExperienceRowID: editing } : {}) },
          {
            onSuccess: (saved) => {
              setStatus(saved.Message);
              clearEntry();
              then?.(saved.Message);
            },
            onError: (error) => showFieldErrors(form, error),
          },
        ),
      () => setSummaryFocus((n) => n + 1),
    );

  const next = () => {
    setStepError(undefined);
    const go = (message?: string) =>
      navigate(nextRoute('WorkExperience'), { state: { savedMessage: message ?? text('work.completed') } });
    if (answer === '') return setStepError(text('work.listRequired'));
    if (answer === 'no') {
      if (saidNo) return go();
      save.mutate(
        { ...EMPTY, NoExperience: 1 },
        { onSuccess: (saved) => go(saved.Message), onError: () => setStepError(text('work.processFailed')) },
      );
      return;
    }
    if (experiences.length > 0) return go();
    // Yes with an empty list: what is in the form is added first (spec §4)
    const values = form.getValues();
    if (FIELDS.every((key) => values[key] === EMPTY[key])) return setStepError(text('work.listRequired'));
    void addEntry(go)();
  };

  if (rows.isPending) return <p role="status">{t('profile:loading')}</p>;
  if (rows.isError) {
    return (
      <p className="form-alert" role="alert">
        {t('profile:loadFailed')}
      </p>
    );
  }
  const failure =
    save.error && !(save.error instanceof ApiError && save.error.fields.length > 0) ? save.error.message : undefined;
  const amount = (salary: string) => {
    const value = Number(salary);
    // rupees with Indian grouping in the page's digits (docs/glossary.md: ₹1,25,000, ₹१,२५,०००)
    return Number.isFinite(value) ? `₹${formatIndianNumber(value, lang)}` : salary;
  };

  return (
    <div className="profile-form">
      <SavedStatus status={status} />
      <RadioGroup
        id={ANSWER_ID}
        name="HasWorkExperience"
        legend={t('question')}
        required
        inline
        options={[
          { value: 'yes', label: t('profile:yes') },
          { value: 'no', label: t('profile:no') },
        ]}
        value={answer}
        onChange={(value) => {
          setStepError(undefined);
          setChosen(value as Answer);
        }}
      />
      {answer === 'no' && (
        <p>
          {t('noExperience')}{' '}
          <button type="button" className="button button--secondary" onClick={() => setChosen('')}>
            {t('changeSelection')}
          </button>
        </p>
      )}
      {answer === 'yes' && (
        <>
          <DraftOffer draft={draft} />
          <form noValidate onSubmit={addEntry()} aria-labelledby="work-form-title">
            <h2 id="work-form-title">{editing ? t('editTitle') : t('addTitle')}</h2>
            <ErrorSummary errors={summaryOf(errors, ids, (key) => text(key))} focusKey={summaryFocus} />
            {failure && (
              <p className="form-alert" role="alert">
                {text('work.addFailed', { message: failure })}
              </p>
            )}
            <Field
              id={ids.EstablishmentName ?? 'work-establishment'}
              label={t('establishment')}
              required
              maxLength={150}
              error={text(errors.EstablishmentName?.message)}
              {...form.register('EstablishmentName')}
            />
            <AddressBlock form={form} prefix="" legend={t('establishmentAddress')} ids={ids} />
            <Field
              id={ids.JobRole ?? 'work-job-role'}
              label={t('jobRole')}
              required
              maxLength={100}
              error={text(errors.JobRole?.message)}
              {...form.register('JobRole')}
            />
            <div className="profile-form__names">
              {(['FromDate', 'ToDate'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <DateField
                      id={ids[name] ?? name}
                      label={t(name === 'FromDate' ? 'fromDate' : 'toDate')}
                      hint={t('dateHint')}
                      required
                      error={text(errors[name]?.message)}
                      name={field.name}
                      value={String(field.value ?? '')}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              ))}
            </div>
            <Field
              id={ids.SalaryPerMonth ?? 'work-salary'}
              label={t('salary')}
              hint={t('salaryHint')}
              required
              inputMode="decimal"
              maxLength={12}
              autoComplete="off"
              error={text(errors.SalaryPerMonth?.message)}
              {...form.register('SalaryPerMonth', { setValueAs: (value) => asciiDigits(String(value ?? '')) })}
            />
            <div className="form-actions">
              <button type="button" className="button button--secondary" onClick={clearEntry}>
                {editing ? t('cancel') : t('profile:reset')}
              </button>
              <button type="submit" className="button" disabled={save.isPending}>
                {editing ? t('update') : t('add')}
              </button>
            </div>
          </form>
          {remove.error && (
            <p className="form-alert" role="alert">
              {text('work.deleteFailed', { message: remove.error.message })}
            </p>
          )}
          <EntryTable
            caption={t('listCaption')}
            rows={experiences}
            rowId={(row) => row.WorkExperienceRowID}
            name={(row) => row.EstablishmentName}
            nameTitle={t('establishment')}
            columns={[
              { title: t('jobRole'), cell: (row) => row.JobRole },
              { title: t('place'), cell: (row) => [row.City, row.District].filter(Boolean).join(', ') },
              { title: t('fromDate'), cell: (row) => formatDate(row.FromDate, lang) },
              { title: t('toDate'), cell: (row) => formatDate(row.ToDate, lang) },
              { title: t('salary'), cell: (row) => amount(row.SalaryPerMonth) },
            ]}
            onEdit={(row) => {
              setEditing(row.WorkExperienceRowID);
              form.reset({ ...EMPTY, ...Object.fromEntries(FIELDS.map((key) => [key, row[key]])) });
              document.getElementById(ids.EstablishmentName ?? '')?.focus();
            }}
            onDelete={(row) => setConfirmDelete(row.WorkExperienceRowID)}
          />
        </>
      )}
      <StepNext error={stepError} busy={save.isPending} onNext={next} />
      <ConfirmDelete
        open={confirmDelete !== null}
        title={t('deleteTitle')}
        onCancel={() => setConfirmDelete(null)}
        onConfirm={() => {
          const rowId = confirmDelete;
          setConfirmDelete(null);
          if (rowId !== null) remove.mutate(rowId, { onSuccess: (answer) => setStatus(answer.Message) });
          if (rowId === editing) clearEntry();
        }}
      />
    </div>
  );
}

/** /WorkExperience: where a candidate or staff member has worked (spec part 2 §2 Work Experience). */
export default function WorkExperiencePage() {
  const { t } = useTranslation('profile-work');
  return (
    <ProfileStepPage step="WorkExperience" title={t('title')}>
      {(user) => <WorkExperienceStep user={user} />}
    </ProfileStepPage>
  );
}
