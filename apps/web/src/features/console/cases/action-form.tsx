import {
  type CaseActionRequest,
  type CaseDetail,
  type CaseOfficerAction,
  caseActionRequestSchema,
} from '@portal/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { ErrorSummary } from '../../../ui/error-summary';
import { controlA11y, FieldFrame, SelectField } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { useCaseAction } from './api';

type Draft = {
  action: CaseOfficerAction | '';
  officerId: string;
  remarks: string;
  actionTaken: string;
  reason: string;
};
const EMPTY: Draft = { action: '', officerId: '', remarks: '', actionTaken: '', reason: '' };

/** The request of a draft: only the fields its action takes. */
function requestOf(draft: Draft): unknown {
  const { action, remarks } = draft;
  if (action === 'assign') return { action, remarks, officerId: draft.officerId };
  if (action === 'close') return { action, remarks, actionTaken: draft.actionTaken };
  if (action === 'reject') return { action, remarks, reason: draft.reason };
  return { action, remarks };
}

/**
 * An officer's decision on a case, as GOV.UK's check-your-answers: choose the action and fill what it
 * needs, Continue (checked by the shared schema, errors in a summary), then read it back and Confirm
 * or Change. Only the actions the transition table allows now are offered (the server decides again).
 */
export function ActionForm({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation(['console-cases', 'msg']);
  const text = useMessageText();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [checked, setChecked] = useState<CaseActionRequest | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const checkRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const mutation = useCaseAction(detail.number);
  const ids: Record<string, string> = {
    action: `${id}-action`,
    officerId: `${id}-officer`,
    actionTaken: `${id}-action-taken`,
    reason: `${id}-reason`,
    remarks: `${id}-remarks`,
  };
  useEffect(() => {
    if (checked) checkRef.current?.focus();
  }, [checked]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  // the confirmation of the last decision stays when the case's answer comes back (it may allow no more)
  const doneMessage = done && (
    <p ref={doneRef} role="status" tabIndex={-1}>
      {t('act.done', { status: done })}
    </p>
  );
  if (detail.actions.length === 0) {
    return (
      <>
        {doneMessage}
        <p>{t('act.none')}</p>
      </>
    );
  }
  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: event.target.value }));
  const errorOf = (name: string) => text(errors[name]);

  const check = () => {
    const parsed = caseActionRequestSchema.safeParse(requestOf(draft));
    if (parsed.success) {
      setErrors({});
      setChecked(parsed.data);
      return;
    }
    const found: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'action');
      found[field] ??= issue.message;
    }
    setErrors(found);
    setSummaryFocus((n) => n + 1);
  };
  const confirm = () => {
    if (!checked) return;
    mutation.mutate(checked, {
      onSuccess: (answer) => {
        setChecked(null);
        setDraft(EMPTY);
        setDone(t(`msg:cases.status.${answer.status}`));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields.length > 0) {
          setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.key])));
          setChecked(null);
          setSummaryFocus((n) => n + 1);
        }
      },
    });
  };
  const officerName = (officerId: string) => detail.officers.find((o) => String(o.id) === officerId)?.name ?? '';
  const failure =
    mutation.error instanceof ApiError && mutation.error.fields.length === 0 ? mutation.error.message : null;

  if (checked) {
    const rows: [string, string][] = [[t('act.action'), t(`act.${checked.action}`)]];
    if (checked.action === 'assign') rows.push([t('act.officer'), officerName(String(checked.officerId))]);
    if (checked.action === 'close') rows.push([t('act.actionTaken'), checked.actionTaken]);
    if (checked.action === 'reject') rows.push([t('act.reason'), checked.reason]);
    rows.push([t('act.remarks'), checked.remarks || t('case.none')]);
    return (
      <div>
        <h3 ref={checkRef} tabIndex={-1}>
          {t('act.check')}
        </h3>
        <p>{t('act.checkHint')}</p>
        <dl className="case-page__facts">
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd className="case-page__remarks">{value}</dd>
            </div>
          ))}
        </dl>
        {failure && (
          <p role="alert" className="console-alert">
            {failure}
          </p>
        )}
        <p>
          <button type="button" className="button" onClick={confirm} disabled={mutation.isPending}>
            {t('act.confirm')}
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={() => setChecked(null)}>
            {t('act.change')}
          </button>
        </p>
      </div>
    );
  }

  const textArea = (name: 'remarks' | 'actionTaken' | 'reason', label: string, required: boolean, hint?: string) => (
    <FieldFrame id={ids[name] ?? name} label={label} required={required} hint={hint} error={errorOf(name)}>
      <textarea
        {...controlA11y(ids[name] ?? name, hint, errorOf(name), required)}
        className="field__input"
        rows={4}
        maxLength={1000}
        value={draft[name]}
        onChange={set(name)}
      />
    </FieldFrame>
  );
  return (
    <form
      noValidate
      className="console-form"
      onSubmit={(event) => {
        event.preventDefault();
        check();
      }}
    >
      {doneMessage}
      <ErrorSummary
        errors={Object.keys(ids).flatMap((name) => {
          const message = errorOf(name);
          return message ? [{ id: ids[name] ?? name, message }] : [];
        })}
        focusKey={summaryFocus}
      />
      <SelectField
        id={ids.action ?? 'action'}
        label={t('act.action')}
        required
        error={errorOf('action')}
        placeholder=""
        options={detail.actions.map((action) => ({ value: action, label: t(`act.${action}`) }))}
        value={draft.action}
        onChange={set('action')}
      />
      {draft.action === 'assign' && (
        <SelectField
          id={ids.officerId ?? 'officerId'}
          label={t('act.officer')}
          required
          error={errorOf('officerId')}
          placeholder={t('act.chooseOfficer')}
          options={detail.officers.map((o) => ({ value: String(o.id), label: o.name }))}
          value={draft.officerId}
          onChange={set('officerId')}
        />
      )}
      {draft.action === 'close' && textArea('actionTaken', t('act.actionTaken'), true)}
      {draft.action === 'reject' && textArea('reason', t('act.reason'), true)}
      {draft.action &&
        textArea(
          'remarks',
          t('act.remarks'),
          draft.action === 'requestInfo' || draft.action === 'findings',
          t('act.remarksHint'),
        )}
      <button type="submit" className="button">
        {t('act.continue')}
      </button>
    </form>
  );
}
