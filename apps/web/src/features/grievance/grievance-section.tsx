import type { GrievanceForm } from '@portal/shared';
import { GRIEVANCE_LIMITS, GRIEVANCE_TYPES } from '@portal/shared/basics';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { lazySchemaResolver } from '../../lib/schema-resolver';
import { useMobileOtp } from '../../lib/use-otp';
import { AlertDialog } from '../../ui/alert-dialog';
import { VerifiedMobileField } from '../../ui/domain/verified-mobile-field';
import { ErrorSummary, summaryOf } from '../../ui/error-summary';
import { controlA11y, Field, FieldFrame, SelectField } from '../../ui/field';
import { useMessageText } from '../../ui/message';
import { submitGrievance } from './api';
import { AttachmentsField } from './attachments-field';
import './catalogs';
import './grievance.css';
import '../../ui/form-layout.css';

type Values = {
  name: string;
  email: string;
  primaryNumber: string;
  grievanceType: string;
  subject: string;
  description: string;
};
const EMPTY: Values = { name: '', email: '', primaryNumber: '', grievanceType: '', subject: '', description: '' };

const IDS = {
  name: 'grievance-name',
  email: 'grievance-email',
  primaryNumber: 'grievance-mobile',
  grievanceType: 'grievance-type',
  subject: 'grievance-subject',
  description: 'grievance-description',
  attachments: 'grievance-attachments',
} as const;
type FieldName = keyof Values;
const FIELD_NAMES = Object.keys(EMPTY) as FieldName[];
const schemaResolver = lazySchemaResolver<Values, GrievanceForm>(() =>
  import('@portal/shared/schemas/grievance').then((m) => m.grievanceFormSchema),
);

/**
 * The help area's grievance form (spec part 2 §2, §4, §5 "Grievance"; issue 11 item 4): the mobile is
 * verified by OTP (then locked) before Submit is enabled; the files go with the form. On success the
 * grievance number shows with a link to its status, and the form and the verified flag reset. The
 * server's field errors land on their fields and in the summary; a refusal also opens 'Submission
 * Failed' with the server's words. The help page gives the section its <h2>; this renders an <h3>.
 */
export function GrievanceSection() {
  const { t } = useTranslation(['grievance', 'msg']);
  const text = useMessageText();
  const otp = useMobileOtp('grievance');
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

  // The shared schema checks the fields (the server runs the same); on top, the number must be verified.
  const resolver: Resolver<Values, unknown, GrievanceForm> = async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const errors: FieldErrors<Values> = { ...result.errors };
    if (!errors.primaryNumber && values.primaryNumber !== verifiedRef.current) {
      errors.primaryNumber = { type: 'verify', message: 'grievance.verifyMobile' };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return result;
  };
  const form = useForm<Values, unknown, GrievanceForm>({ resolver, defaultValues: EMPTY, shouldFocusError: false });
  const { register, handleSubmit, setError, watch, reset, formState } = form;
  const errors = formState.errors;
  const err = (name: FieldName) => text(errors[name]?.message);
  const mobile = watch('primaryNumber');
  const verified = mobile !== '' && mobile === verifiedMobile;
  const subjectLength = watch('subject').length;
  const descriptionLength = watch('description').length;

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

  const clearAll = () => {
    reset(EMPTY);
    setVerifiedMobile('');
    setFiles([]);
    setFileErrors([]);
    setFilesError(undefined);
    submission.reset();
  };

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
      <form
        noValidate
        className="grievance__form"
        aria-labelledby={titleId}
        onFocus={schemaResolver.load}
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
        <Field
          id={IDS.name}
          label={t('form.name')}
          required
          autoComplete="name"
          maxLength={GRIEVANCE_LIMITS.nameMax}
          error={err('name')}
          {...register('name')}
        />
        <Field
          id={IDS.email}
          type="email"
          label={t('form.email')}
          required
          autoComplete="email"
          maxLength={GRIEVANCE_LIMITS.emailMax}
          error={err('email')}
          {...register('email')}
        />
        <VerifiedMobileField
          form={form}
          name="primaryNumber"
          id={IDS.primaryNumber}
          label={t('form.mobile')}
          hint={t('form.mobileHint')}
          otp={otp}
          verifiedNumber={verifiedMobile}
          onVerified={setVerifiedMobile}
          error={err('primaryNumber')}
        />
        <SelectField
          id={IDS.grievanceType}
          label={t('form.type')}
          required
          placeholder={t('form.typePlaceholder')}
          options={GRIEVANCE_TYPES.map((type) => ({ value: type, label: t(`form.type.${type}`) }))}
          error={err('grievanceType')}
          {...register('grievanceType')}
        />
        <Field
          id={IDS.subject}
          label={t('form.subject')}
          hint={
            <>
              {t('form.subjectHint')}{' '}
              <span className="grievance__counter">
                {t('form.counter', { used: subjectLength, max: GRIEVANCE_LIMITS.subjectMax })}
              </span>
            </>
          }
          required
          maxLength={GRIEVANCE_LIMITS.subjectMax}
          error={err('subject')}
          {...register('subject')}
        />
        <FieldFrame
          id={IDS.description}
          label={t('form.description')}
          required
          hint={
            <>
              {t('form.descriptionHint')}{' '}
              <span className="grievance__counter">
                {t('form.counter', { used: descriptionLength, max: GRIEVANCE_LIMITS.descriptionMax })}
              </span>
            </>
          }
          error={err('description')}
        >
          <textarea
            {...controlA11y(IDS.description, true, err('description'), true)}
            className="field__input grievance__description"
            rows={6}
            maxLength={GRIEVANCE_LIMITS.descriptionMax}
            {...register('description')}
          />
        </FieldFrame>
        <AttachmentsField
          id={IDS.attachments}
          files={files}
          onChange={(next) => {
            setFiles(next);
            setFileErrors([]);
            setFilesError(undefined);
          }}
          fileErrors={fileErrors}
          error={filesError}
        />
        {!verified && (
          <p id="grievance-verify-first" className="field__hint">
            {t('form.verifyFirst')}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="button button--secondary" onClick={clearAll}>
            {t('form.reset')}
          </button>
          <button
            type="submit"
            className="button"
            disabled={!verified || submission.isPending}
            aria-describedby={verified ? undefined : 'grievance-verify-first'}
          >
            {submission.isPending ? t('form.submitting') : t('form.submit')}
          </button>
        </div>
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
    </div>
  );
}
