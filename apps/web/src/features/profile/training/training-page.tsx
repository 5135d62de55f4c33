import { zodResolver } from '@hookform/resolvers/zod';
import { type TrainingForm, trainingSchemas } from '@portal/shared';
import { formatDate } from '@portal/shared/basics';
import { useState } from 'react';
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
import { trainingRequests } from './training-requests';

const EMPTY: TrainingForm = {
  NoTraining: 0,
  Course: '',
  CourseConductedBy: '',
  FromDate: '',
  ToDate: '',
  CertificatePath: '',
};
const ids = {
  answer: 'training-answer',
  Course: 'training-course',
  CourseConductedBy: 'training-conducted-by',
  FromDate: 'training-from',
  ToDate: 'training-to',
  CertificatePath: 'training-certificate',
};
type Answer = '' | 'yes' | 'no';

function TrainingStep({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile-training');
  const text = useMessageText();
  const lang = useLang();
  const navigate = useNavigate();
  const { rows, save, remove } = useListSection(user, 'training', trainingRequests);
  const trainings = (rows.data?.Data ?? []).filter((row) => row.NoTraining === 0);
  const saidNo = (rows.data?.Data ?? []).some((row) => row.NoTraining === 1);
  const [chosen, setChosen] = useState<Answer | null>(null);
  const answer: Answer = chosen ?? (trainings.length > 0 ? 'yes' : saidNo ? 'no' : '');
  const [editing, setEditing] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const [status, setStatus] = useState<string>();
  const [stepError, setStepError] = useState<string>();
  const [summaryFocus, setSummaryFocus] = useState(0);

  const form = useForm({ resolver: zodResolver(trainingSchemas.item), defaultValues: EMPTY, shouldFocusError: false });
  const { draft, forget } = useFormDraft(form, draftKey(user.userId, 'training-entry'), rows.isSuccess);
  const { errors } = form.formState;
  const clearEntry = () => {
    forget();
    setEditing(null);
    form.reset(EMPTY);
  };

  const submitEntry = form.handleSubmit(
    (entry) =>
      save.mutate(
        { ...entry, ...(editing ? { TrainingRowID: editing } : {}) },
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
    if (answer === '') return setStepError(text('training.answerRequired'));
    if (answer === 'yes' && trainings.length === 0) return setStepError(text('training.listRequired'));
    const go = (message?: string) =>
      navigate(nextRoute('Training'), { state: { savedMessage: message ?? text('training.completed') } });
    if (answer === 'no' && !saidNo) {
      save.mutate({ ...EMPTY, NoTraining: 1 }, { onSuccess: (saved) => go(saved.Message) });
      return;
    }
    go();
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

  return (
    <div className="profile-form">
      <SavedStatus status={status} />
      <RadioGroup
        id={ids.answer}
        name="HasTraining"
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
          {t('noTraining')}{' '}
          <button type="button" className="button button--secondary" onClick={() => setChosen('')}>
            {t('changeSelection')}
          </button>
        </p>
      )}
      {answer === 'yes' && (
        <>
          <DraftOffer draft={draft} />
          <form noValidate onSubmit={submitEntry} aria-labelledby="training-form-title">
            <h2 id="training-form-title">{editing ? t('editTitle') : t('addTitle')}</h2>
            <ErrorSummary errors={summaryOf(errors, ids, (key) => text(key))} focusKey={summaryFocus} />
            {failure && (
              <p className="form-alert" role="alert">
                {text('profile.errorSaving', { message: failure })}
              </p>
            )}
            <Field
              id={ids.Course}
              label={t('course')}
              required
              maxLength={100}
              error={text(errors.Course?.message)}
              {...form.register('Course')}
            />
            <Field
              id={ids.CourseConductedBy}
              label={t('conductedBy')}
              required
              maxLength={100}
              error={text(errors.CourseConductedBy?.message)}
              {...form.register('CourseConductedBy')}
            />
            <div className="profile-form__names">
              {(['FromDate', 'ToDate'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <DateField
                      id={ids[name]}
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
            <Controller
              control={form.control}
              name="CertificatePath"
              render={({ field }) => (
                <DocumentField
                  id={ids.CertificatePath}
                  name={field.name}
                  ref={field.ref}
                  label={t('certificate')}
                  fileType="TrainingCertificate"
                  userId={user.userId}
                  value={String(field.value ?? '')}
                  onChange={(path) => field.onChange(path)}
                  onBlur={field.onBlur}
                  error={text(errors.CertificatePath?.message)}
                />
              )}
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
          <EntryTable
            caption={t('listCaption')}
            rows={trainings}
            rowId={(row) => row.TrainingRowID}
            name={(row) => row.Course}
            nameTitle={t('course')}
            columns={[
              { title: t('conductedBy'), cell: (row) => row.CourseConductedBy },
              { title: t('fromDate'), cell: (row) => formatDate(row.FromDate, lang) },
              { title: t('toDate'), cell: (row) => formatDate(row.ToDate, lang) },
            ]}
            onEdit={(row) => {
              setEditing(row.TrainingRowID);
              form.reset({ ...EMPTY, ...row });
              document.getElementById(ids.Course)?.focus();
            }}
            onDelete={(row) => setConfirmDelete(row.TrainingRowID)}
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

/** /Training: the trainings a candidate or staff member completed (spec part 2 §2 Training). */
export default function TrainingPage() {
  const { t } = useTranslation('profile-training');
  return (
    <ProfileStepPage step="Training" title={t('title')}>
      {(user) => <TrainingStep user={user} />}
    </ProfileStepPage>
  );
}
