import { type ReactNode, useEffect, useRef, useState } from 'react';
import './form-layout.css';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { ErrorSummary, summaryOf } from './error-summary';
import { useMessageText } from './message';

type StepFormProps<T extends FieldValues, Out> = {
  title: string;
  form: UseFormReturn<T, unknown, Out>;
  /** Field name -> input id, for the error summary. */
  ids: Record<string, string>;
  onValid: (values: Out) => void | Promise<void>;
  submitLabel: string;
  /** Back pops one step; absent on the first step. */
  onBack?: () => void;
  backLabel?: string;
  /** The form's class, e.g. the flow's own ('recovery-step'). */
  className?: string;
  /** A failed request, in the spec's words. */
  failure?: string;
  /** The error summary's heading, when the spec words it (the category step's). */
  summaryTitle?: string;
  /** Move focus to the heading when the step appears (not on the page's first load). */
  focusHeading?: boolean;
  /** Buttons before the submit button (a wizard step's Reset). */
  actions?: ReactNode;
  /** While the request runs: the submit button is disabled and reads `submittingLabel`. */
  submitting?: boolean;
  submittingLabel?: string;
  /** The form's first focus: a lazy resolver starts loading its schema (decision 072). */
  onFocus?: () => void;
  children: ReactNode;
};

/**
 * One step of a step-by-step form (account recovery; the profile wizard's steps): its heading takes
 * focus when the step appears, then the error summary, a failed request in words, the step's fields,
 * and Back / the submit button. Fields are react-hook-form's; validation is the shared zod schema's.
 */
export function StepForm<T extends FieldValues, Out>({
  title,
  form,
  ids,
  onValid,
  submitLabel,
  onBack,
  backLabel,
  className,
  failure,
  summaryTitle,
  focusHeading = true,
  actions,
  submitting = false,
  submittingLabel,
  onFocus,
  children,
}: StepFormProps<T, Out>) {
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
      className={`step-form${className ? ` ${className}` : ''}`}
      onFocus={onFocus}
      onSubmit={form.handleSubmit(onValid, () => setSummaryFocus((n) => n + 1))}
    >
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <ErrorSummary
        errors={summaryOf(form.formState.errors as FieldErrors, ids, text)}
        focusKey={summaryFocus}
        title={summaryTitle}
      />
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      {children}
      <div className="form-actions">
        {onBack && (
          <button type="button" className="button button--secondary" onClick={onBack}>
            {backLabel}
          </button>
        )}
        {actions}
        <button type="submit" className="button" disabled={submitting} aria-disabled={submitting || undefined}>
          {submitting && submittingLabel ? submittingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
