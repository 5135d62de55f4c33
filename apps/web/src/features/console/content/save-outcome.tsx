import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { ErrorSummary } from '../../../ui/error-summary';
import { useMessageText } from '../../../ui/message';
import { fieldId } from './use-content-form';

/**
 * What became of a save, in the page's language: the error summary (each error a link to its
 * field), a failure as an alert, or the success as a status message.
 */
export function SaveOutcome({
  errors,
  attempt,
  failure,
  saved,
  savedText,
}: {
  errors: Record<string, string>;
  attempt: number;
  failure?: string;
  saved: boolean;
  savedText?: string;
}) {
  const { t } = useTranslation('console-content');
  const text = useMessageText();
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure && attempt) alertRef.current?.focus();
  }, [failure, attempt]);
  const summary = Object.entries(errors).map(([path, key]) => ({ id: fieldId(path), message: text(key) ?? key }));
  return (
    <>
      <ErrorSummary errors={summary} focusKey={attempt} />
      {failure && (
        <p ref={alertRef} className="console-alert" role="alert" tabIndex={-1}>
          {t('failed', { reason: failure })}
        </p>
      )}
      <p role="status" className="content-status">
        {saved && !failure && summary.length === 0 ? (savedText ?? t('saved')) : ''}
      </p>
    </>
  );
}
