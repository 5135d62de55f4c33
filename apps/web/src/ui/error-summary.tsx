import { useEffect, useId, useRef } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from '../i18n';
import './error-summary.css';

export type SummaryError = { id: string; message: string };

type ErrorSummaryProps = {
  errors: SummaryError[];
  /** Change it (e.g. to the submit count) to move focus to the summary again. */
  focusKey?: number;
  title?: string;
};

/**
 * "There is a problem" at the top of a form: every error as a link to its field. It takes focus
 * whenever `focusKey` changes while there are errors, so keyboard and screen-reader users land on it
 * after a failed submit. Forms should set react-hook-form's `shouldFocusError: false`.
 */
export function ErrorSummary({ errors, focusKey, title }: ErrorSummaryProps) {
  const { t } = useTranslation('form');
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;

  // Focus follows a new submit, not each edit; the errors may render just after the new key.
  const focused = useRef(focusKey);
  useEffect(() => {
    if (!focusKey || focusKey === focused.current || !hasErrors) return;
    focused.current = focusKey;
    ref.current?.focus();
  }, [focusKey, hasErrors]);

  if (!hasErrors) return null;
  return (
    <section ref={ref} className="error-summary" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary__title">
        {title ?? t('errorSummaryTitle')}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={`${error.id}:${error.message}`}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                // focus the field itself (not just scroll), without changing the route's URL
                const target = document.getElementById(error.id);
                if (!target) return;
                event.preventDefault();
                target.scrollIntoView?.({ block: 'center' });
                target.focus();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The errors of a react-hook-form form as summary items, in the order of `ids` (field name -> id of
 * the element to focus). `text` turns a message key into words (useMessageText).
 */
export function summaryOf(
  errors: FieldErrors,
  ids: Record<string, string>,
  text: (key: string | undefined) => string | undefined,
): SummaryError[] {
  return Object.entries(ids).flatMap(([name, id]) => {
    const message = text(errors[name]?.message as string | undefined);
    return message ? [{ id, message }] : [];
  });
}
