import type { GrievanceForm } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { AlertDialog } from '../../ui/alert-dialog';
import { ErrorSummary, summaryOf } from '../../ui/error-summary';
import { FormScope } from '../../ui/form-scope';
import { useMessageText } from '../../ui/message';
import { submitGrievance } from './api';
import { AttachmentsField } from './attachments-field';
import './catalogs';
import { GrievanceActions, GrievanceContact, GrievanceDetails } from './grievance-fields';
import { EMPTY, FIELD_NAMES, type FieldName, grievanceResolver, IDS, type Values } from './grievance-values';
import './grievance.css';
import '../../ui/form-layout.css';

/**
 * The help area's grievance form (spec part 2 §2, §4, §5 "Grievance"; issue 11 item 4): the mobile is
 * verified by OTP (then locked) before Submit is enabled; the files go with the form. On success the
 * grievance number shows with a link to its status, and the form and the verified flag reset. The
 * server's field errors land on their fields and in the summary; a refusal also opens 'Submission
 * Failed' with the server's words. The help page gives the section its <h2>; this renders an <h3>.
 * Its parts (grievance-fields.tsx) are memo'd and read the form through its FormScope (decision 077).
 */
export function GrievanceSection() {
  const { t } = useTranslation(['grievance', 'msg']);
  const text = useMessageText();
  const titleId = useId();

  const [verifiedMobile, setVerifiedMobile] = useState('');
  const verifiedRef = useRef(verifiedMobile);
  verifiedRef.current = verifiedMobile;
  const [files, setFiles] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<(string | undefined)[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const [summaryFocus, setSummaryFocus] = useState(0);
  const focusSummaryAfterDialog = useRef(false);
  const [submitted, setSubmitted] = useState<string>();
  const successRef = useRef<HTMLDivElement>(null);

  const resolver = grievanceResolver(() => verifiedRef.current);
  const form = useForm<Values, unknown, GrievanceForm>({ resolver, defaultValues: EMPTY, shouldFocusError: false });
  const { handleSubmit, setError, reset, formState } = form;
  const errors = formState.errors;

  const submission = useMutation({
    mutationFn: async (values: GrievanceForm) => {
      const body = new FormData();
      for (const name of FIELD_NAMES) body.append(name, values[name]);
      for (const file of files) body.append('attachments', file, file.name);
      return submitGrievance(body);
    },
    onSuccess: (number) => {
      reset(EMPTY);
      setVerifiedMobile('');
      setFiles([]);
      setFileErrors([]);
      setFilesError(undefined);
      setSubmitted(number);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const perFile: (string | undefined)[] = [];
      for (const field of error.fields) {
        const match = /^attachments\.(\d+)$/.exec(field.field);
        if (match) perFile[Number(match[1])] = field.message;
        else if (field.field === 'attachments') setFilesError(field.message);
        else if ((FIELD_NAMES as string[]).includes(field.field)) {
          setError(field.field as FieldName, { message: field.key || field.message });
        }
        // the verification ran out (30 minutes) or was used: verify again
        if (field.field === 'primaryNumber') setVerifiedMobile('');
      }
      setFileErrors(perFile);
    },
  });
  const failure = submission.error;
  const failureText = failure
    ? failure instanceof ApiError && failure.status > 0 && failure.status < 500
      ? failure.message
      : t('msg:grievance.submitFailedGeneric')
    : undefined;

  // The success message takes focus, so a keyboard or screen-reader user hears it.
  useEffect(() => {
    if (submitted) successRef.current?.focus();
  }, [submitted]);

  // After the failure dialog has closed (and handed focus back), the error summary takes focus.
  const dialogOpen = failureText !== undefined;
  useEffect(() => {
    if (dialogOpen || !focusSummaryAfterDialog.current) return;
    focusSummaryAfterDialog.current = false;
    setSummaryFocus((n) => n + 1);
  }, [dialogOpen]);

  const summary = [
    ...summaryOf(errors, IDS, text),
    ...(filesError ? [{ id: IDS.attachments, message: filesError }] : []),
    ...fileErrors.flatMap((message, index) =>
      message ? [{ id: IDS.attachments, message: `${files[index]?.name ?? ''}: ${message}` }] : [],
    ),
  ];

  const resetSubmission = submission.reset;
  const clearAll = useCallback(() => {
    reset(EMPTY);
    setVerifiedMobile('');
    setFiles([]);
    setFileErrors([]);
    setFilesError(undefined);
    resetSubmission();
  }, [reset, resetSubmission]);
  const chooseFiles = useCallback((next: File[]) => {
    setFiles(next);
    setFileErrors([]);
    setFilesError(undefined);
  }, []);

  return (
    <div className="grievance">
      <h3 id={titleId}>{t('form.title')}</h3>
      {submitted && (
        <div ref={successRef} className="grievance__success" role="status" tabIndex={-1}>
          <p className="grievance__success-title">{t('msg:grievance.submitted')}</p>
          <p className="grievance__number">{t('form.number', { number: submitted })}</p>
          <p>{t('form.smsSent')}</p>
          <p>
            <Link to={`/grievance-status?number=${encodeURIComponent(submitted)}`}>{t('form.statusLink')}</Link>
          </p>
        </div>
      )}
      <p>{t('form.intro')}</p>
      <FormScope form={form}>
        <form
          noValidate
          className="grievance__form"
          aria-labelledby={titleId}
          onFocus={resolver.load}
          onSubmit={handleSubmit(
            (values) => {
              setSubmitted(undefined);
              setFileErrors([]);
              setFilesError(undefined);
              submission.mutate(values);
            },
            () => setSummaryFocus((n) => n + 1),
          )}
        >
          <ErrorSummary errors={summary} focusKey={summaryFocus} />
          <GrievanceContact verifiedMobile={verifiedMobile} onVerified={setVerifiedMobile} />
          <GrievanceDetails />
          <AttachmentsField
            id={IDS.attachments}
            files={files}
            onChange={chooseFiles}
            fileErrors={fileErrors}
            error={filesError}
          />
          <GrievanceActions verifiedMobile={verifiedMobile} pending={submission.isPending} onReset={clearAll} />
          <AlertDialog
            open={dialogOpen}
            title={t('msg:grievance.submitFailed')}
            onClose={() => {
              focusSummaryAfterDialog.current = true;
              submission.reset();
            }}
          >
            <p>{failureText}</p>
          </AlertDialog>
        </form>
      </FormScope>
    </div>
  );
}
