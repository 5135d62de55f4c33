import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { ErrorSummary, summaryOf } from '../../../ui/error-summary';
import { useMessageText } from '../../../ui/message';

type StepFormProps<T extends FieldValues, Out> = {
  title: string;
  form: UseFormReturn<T, unknown, Out>;
  /** Field name -> input id, for the error summary. */
  ids: Record<string, string>;
  onValid: (values: Out) => void | Promise<void>;
  submitLabel: string;
  /** Back pops one step; absent on the first step. */
  onBack?: () => void;
  /** A failed request, in the spec's words. */
  failure?: string;
  /** Move focus to the heading when the step appears (not on the page's first load). */
  focusHeading?: boolean;
  children: ReactNode;
};

/**
 * One step of account recovery: its heading takes focus when the step appears, then the error
 * summary, the step's fields, and Back / Proceed.
 */
export function StepForm<T extends FieldValues, Out>({
  title,
  form,
  ids,
  onValid,
  submitLabel,
  onBack,
  failure,
  focusHeading = true,
  children,
}: StepFormProps<T, Out>) {
  const { t } = useTranslation('accounts');
  const text = useMessageText();
  const heading = useRef<HTMLHeadingElement>(null);
  const [summaryFocus, setSummaryFocus] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the step appears
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, []);

  return (
    <form
      noValidate
      className="accounts-form recovery-step"
      onSubmit={form.handleSubmit(onValid, () => setSummaryFocus((n) => n + 1))}
    >
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <ErrorSummary errors={summaryOf(form.formState.errors as FieldErrors, ids, text)} focusKey={summaryFocus} />
      {failure && (
        <p className="accounts-alert" role="alert">
          {failure}
        </p>
      )}
      {children}
      <div className="accounts-actions">
        {onBack && (
          <button type="button" className="button button--secondary" onClick={onBack}>
            {t('recovery.back')}
          </button>
        )}
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
