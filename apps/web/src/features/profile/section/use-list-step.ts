import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageKey, ProfileStep } from '@portal/shared';
import { useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { draftKey } from '../../../lib/drafts';
import { useMessageText } from '../../../ui/message';
import type { ProfileUser } from '../use-profile-user';
import { showFieldErrors } from './show-field-errors';
import { useFormDraft } from './use-form-draft';
import { type ListRequests, useListSection } from './use-list-section';
import { nextRoute } from './use-section-form';

export type Answer = '' | 'yes' | 'no';

type Options<Row, V extends FieldValues, Out> = {
  user: ProfileUser;
  step: ProfileStep;
  /** The storage name of the list ('training'): its query key. */
  section: string;
  /** The browser draft's name ('training-entry'). */
  draft: string;
  requests: ListRequests<Row, Out>;
  /** The entry schema (`<section>Schemas.item`): the form's rules. */
  schema: z.ZodType<Out, V>;
  /** The entry form before anything is typed. */
  empty: V;
  /** The row id field ('TrainingRowID'): sent when an edited entry is saved. */
  rowId: keyof Row & string;
  /** The field a "No" entry has set to 1 ('NoTraining'), for a list the user may answer "No". */
  noField?: keyof Row & keyof V & string;
  /** Fields a cleared form keeps (the qualification's level). */
  keep?: readonly (keyof V & string)[];
  /** The form's values once the list is read (someone with only below-SSC entries comes back to that form). */
  start?: (rows: Row[]) => Partial<V>;
  /** The rows the step shows and needs one of (default: every real entry). */
  shows?: (row: Row, values: V) => boolean;
  /** The spec's messages: nothing answered, an empty list, the step done, "No" not saved. */
  messages: { answerRequired?: MessageKey; listRequired: MessageKey; completed: MessageKey; noFailed?: MessageKey };
  /** "Yes" with an empty list: what is in the form is added first (work experience, spec §4). */
  addBeforeNext?: boolean;
};

/**
 * A list step of the profile wizard for either role (docs/decisions/044): the saved entries, the
 * yes/no answer where the list has one, the entry form (its draft kept and offered back), adding,
 * editing and deleting entries, and Save and Next with the spec's errors. `ListStep` shows it.
 */
export function useListStep<Row, V extends FieldValues, Out extends object>(options: Options<Row, V, Out>) {
  const { user, requests, schema, empty, rowId, noField, keep = [], messages } = options;
  const text = useMessageText();
  const navigate = useNavigate();
  const { rows, save, remove } = useListSection(user, options.section, requests);
  const form = useForm<V, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: empty as DefaultValues<V>,
    shouldFocusError: false,
  });
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started || !rows.isSuccess) return;
    const values = options.start?.(rows.data.Data);
    if (values) form.reset({ ...empty, ...values });
    setStarted(true);
  }, [started, rows.isSuccess, rows.data, form, empty, options.start]);
  const { draft, forget } = useFormDraft(
    form as UseFormReturn<V, unknown, unknown>,
    draftKey(user.userId, options.draft),
    started,
  );

  const all = rows.data?.Data ?? [];
  const isNo = (row: Row) => noField !== undefined && row[noField] === 1;
  const values = form.watch();
  const entries = all.filter((row) => !isNo(row) && (options.shows?.(row, values) ?? true));
  const saidNo = all.some(isNo);
  const [chosen, setChosen] = useState<Answer | null>(null);
  const answer: Answer = noField ? (chosen ?? (entries.length > 0 ? 'yes' : saidNo ? 'no' : '')) : 'yes';
  const [editing, setEditing] = useState<number | null>(null);
  const [status, setStatus] = useState<string>();
  const [stepError, setStepError] = useState<string>();
  const [summaryFocus, setSummaryFocus] = useState(0);

  /** Empties the form (keeping `keep`, or setting `values`) and forgets its draft. */
  const clear = (next: Partial<V> = {}) => {
    forget();
    setEditing(null);
    const kept = Object.fromEntries(keep.map((name) => [name, form.getValues(name as Path<V>)]));
    form.reset({ ...empty, ...kept, ...next });
  };

  /** Adds (or updates) the entry in the form; `then` runs with the answer's message once it is saved. */
  const addEntry = (then?: (message: string) => void) =>
    form.handleSubmit(
      (entry) =>
        save.mutate({ ...entry, ...(editing ? { [rowId]: editing } : {}) } as Out, {
          onSuccess: (saved) => {
            setStatus(saved.Message);
            // 'Please add at least one …' no longer holds once one is added
            setStepError(undefined);
            clear();
            then?.(saved.Message);
          },
          onError: (error) => {
            // an earlier 'saved' must not stand above this failure (issue 23 item 6)
            setStatus(undefined);
            showFieldErrors(form, error);
          },
        }),
      () => {
        setStatus(undefined);
        setSummaryFocus((n) => n + 1);
      },
    );

  const next = () => {
    setStepError(undefined);
    const go = (message?: string) =>
      navigate(nextRoute(options.step), { state: { savedMessage: message ?? text(messages.completed) } });
    if (answer === '') return setStepError(text(messages.answerRequired ?? messages.listRequired));
    if (answer === 'no' && noField) {
      if (saidNo) return go();
      save.mutate({ ...empty, [noField]: 1 } as unknown as Out, {
        onSuccess: (saved) => go(saved.Message),
        onError: () => messages.noFailed && setStepError(text(messages.noFailed)),
      });
      return;
    }
    if (entries.length > 0) return go();
    const typed = form.getValues();
    const blank = Object.keys(empty).every((name) => typed[name] === empty[name]);
    if (!options.addBeforeNext || blank) return setStepError(text(messages.listRequired));
    void addEntry(go)();
  };

  return {
    form,
    rows,
    save,
    remove,
    entries,
    answer,
    /** Answers the question (or, with '', asks it again). */
    choose: (value: Answer) => {
      setStepError(undefined);
      setChosen(value);
    },
    editing,
    /** Puts a saved entry into the form for editing. */
    edit: (row: Row, values: Partial<V>) => {
      setEditing(row[rowId] as number);
      form.reset({ ...empty, ...values });
    },
    /** Deletes a saved entry (after the confirmation); the form empties if it held that entry. */
    removeRow: (id: number) => {
      remove.mutate(id, { onSuccess: (answer) => setStatus(answer.Message) });
      if (id === editing) clear();
    },
    clear,
    submit: addEntry(),
    next,
    draft,
    status,
    stepError,
    clearStepError: () => setStepError(undefined),
    summaryFocus,
    rowIdOf: (row: Row) => row[rowId] as number,
  };
}

export type ListStepState<Row, V extends FieldValues, Out extends object> = ReturnType<typeof useListStep<Row, V, Out>>;
