import type { ReactNode } from 'react';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { ErrorSummary, summaryOf } from '../../../ui/error-summary';
import { useMessageText } from '../../../ui/message';
import { RadioGroup } from '../../../ui/radio-group';
import { ConfirmDelete } from './confirm-delete';
import { DraftOffer } from './draft-offer';
import { EntryTable, type EntryTableProps } from './entry-table';
import type { Answer, ListStepState } from './use-list-step';

/**
 * The last answer of a list step ('Training Saved Successfully.'): one live region, present before
 * the first message so screen readers announce each one, shown once there is something to say.
 */
export function SavedStatus({ status }: { status: string | undefined }) {
  return (
    <p role="status" className={status ? 'profile-step__saved' : 'visually-hidden'}>
      {status}
    </p>
  );
}

/** A list step's own error ('Please add at least one …') and its Save and Next ("Saving..." while busy). */
function StepNext({ error, busy, onNext }: { error: string | undefined; busy: boolean; onNext: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <>
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onNext} disabled={busy}>
          {busy ? t('saving') : t('saveAndNext')}
        </button>
      </div>
    </>
  );
}

/** A list step's own catalog: each has addTitle, editTitle, add, update, cancel, deleteTitle, question, changeSelection. */
type ListNamespace = 'profile-training' | 'profile-work' | 'profile-qualification';

type Props<Row, V extends FieldValues, Out extends object> = {
  list: ListStepState<Row, V, Out>;
  ns: ListNamespace;
  /** The entry form's ids (field name -> input id), in the order of the form, for the error summary. */
  ids: Record<string, string>;
  /** The id of the entry form's heading. */
  titleId: string;
  texts: {
    /** The entry form's heading when adding, where the catalog's `addTitle` does not say it. */
    addTitle?: string;
    /** A save refused without naming a field, in the spec's words (with the server's reason). */
    failure: (message: string) => string;
    deleteFailure?: (message: string) => string;
  };
  /** The yes/no question of a list the user may answer "No" (the catalog's `question`; its "No" said in `said`). */
  question?: { id: string; name: string; said: string };
  /** Above the entry form (the qualification's level). */
  above?: ReactNode;
  /** The entry form's fields. */
  children: ReactNode;
  table: Omit<EntryTableProps<Row>, 'rows' | 'rowId' | 'onEdit' | 'onDelete'>;
  /** Edit: the saved entry as the form's values, and the field to focus. */
  edit: (row: Row) => { values: Partial<V>; focus: string };
};

/**
 * A list step of the profile wizard as `useListStep` runs it (docs/decisions/044): the answer
 * question, the entry form with its draft offer, error summary and Add/Update, the saved entries with
 * Edit and Delete (confirmed first), the last answer, and Save and Next.
 */
export function ListStep<Row, V extends FieldValues, Out extends object>({
  list,
  ns,
  ids,
  titleId,
  texts,
  question,
  above,
  children,
  table,
  edit,
}: Props<Row, V, Out>) {
  const { t } = useTranslation(['profile', ns]);
  const text = useMessageText();
  const own = (key: 'editTitle' | 'add' | 'update' | 'cancel' | 'deleteTitle') => t(`${ns}:${key}`);
  // the lists with one add form and a yes/no question (the qualification's title names its level)
  const yesNo = ns as Exclude<ListNamespace, 'profile-qualification'>;
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const { rows, save, remove, form, editing } = list;
  if (rows.isPending) return <p role="status">{t('loading')}</p>;
  if (rows.isError) {
    return (
      <p className="form-alert" role="alert">
        {t('loadFailed')}
      </p>
    );
  }
  const failure =
    save.error && !(save.error instanceof ApiError && save.error.fields.length > 0)
      ? texts.failure(save.error.message)
      : undefined;
  return (
    <div className="profile-form">
      <SavedStatus status={list.status} />
      {question && (
        <RadioGroup
          id={question.id}
          name={question.name}
          legend={t(`${yesNo}:question`)}
          required
          inline
          options={[
            { value: 'yes', label: t('yes') },
            { value: 'no', label: t('no') },
          ]}
          value={list.answer}
          onChange={(value) => list.choose(value as Answer)}
        />
      )}
      {list.answer === 'no' && (
        <p>
          {question?.said}{' '}
          <button type="button" className="button button--secondary" onClick={() => list.choose('')}>
            {t(`${yesNo}:changeSelection`)}
          </button>
        </p>
      )}
      {above}
      {list.answer === 'yes' && (
        <>
          <DraftOffer draft={list.draft} />
          <form noValidate onSubmit={list.submit} aria-labelledby={titleId}>
            <h2 id={titleId}>{editing ? own('editTitle') : (texts.addTitle ?? t(`${yesNo}:addTitle`))}</h2>
            <ErrorSummary
              errors={summaryOf(form.formState.errors, ids, (key) => text(key))}
              focusKey={list.summaryFocus}
            />
            {failure && (
              <p className="form-alert" role="alert">
                {failure}
              </p>
            )}
            {children}
            <div className="form-actions">
              <button type="button" className="button button--secondary" onClick={() => list.clear()}>
                {editing ? own('cancel') : t('reset')}
              </button>
              <button type="submit" className="button" disabled={save.isPending}>
                {editing ? own('update') : own('add')}
              </button>
            </div>
          </form>
          {remove.error && texts.deleteFailure && (
            <p className="form-alert" role="alert">
              {texts.deleteFailure(remove.error.message)}
            </p>
          )}
          <EntryTable
            {...table}
            rows={list.entries}
            rowId={list.rowIdOf}
            onEdit={(row) => {
              const { values, focus } = edit(row);
              list.edit(row, values);
              document.getElementById(focus)?.focus();
            }}
            onDelete={(row) => setConfirmDelete(list.rowIdOf(row))}
          />
        </>
      )}
      <StepNext error={list.stepError} busy={save.isPending} onNext={list.next} />
      <ConfirmDelete
        open={confirmDelete !== null}
        title={own('deleteTitle')}
        onCancel={() => setConfirmDelete(null)}
        onConfirm={() => {
          const rowId = confirmDelete;
          setConfirmDelete(null);
          if (rowId !== null) list.removeRow(rowId);
        }}
      />
    </div>
  );
}
