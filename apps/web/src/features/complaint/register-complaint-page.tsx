import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useCaptchaReload } from '../../lib/use-captcha';
import { AlertDialog } from '../../ui/alert-dialog';
import { ErrorSummary, type SummaryError, summaryOf } from '../../ui/error-summary';
import { FormScope } from '../../ui/form-scope';
import { useMessageText } from '../../ui/message';
import { AccountSection } from './account-section';
import { submitComplaint } from './api';
import { ComplainantSection } from './complainant-section';
import { ComplaintFiled } from './complaint-filed';
import { ComplaintLayout } from './complaint-layout';
import { complaintResolver, EMPTY, FIELD_IDS, FIELD_ORDER, type FormValues, type ValuePath } from './complaint-values';
import { DeclarationSection } from './declaration-section';
import { DetailsSection } from './details-section';
import { checkRows, type DocumentRow, DocumentsList, docId } from './documents-list';
import { InstituteSection } from './institute-section';
import '../../ui/form-layout.css';

/**
 * Complaint Form A (spec part 2 §2–§5): six sections, place, today's date and the captcha; submit is
 * enabled by the declaration. The complainant's mobile is verified by OTP (Verify, then the dialog;
 * spec §4 "Mobile verification") and is then locked and shown as Verified; a submit needs it. The
 * shared schema checks every field (the server runs it again, then the verification, the captcha, the
 * places and the documents by content). On success: the complaint number, Print and a link to the
 * status page; the verified state resets (one verification files one complaint).
 */
export default function RegisterComplaintPage() {
  const { t } = useTranslation(['complaint', 'msg']);
  const text = useMessageText();
  const session = useSession().data;
  const reloadCaptcha = useCaptchaReload('registration');
  const [verifiedMobile, setVerifiedMobile] = useState('');
  const verifiedRef = useRef(verifiedMobile);
  verifiedRef.current = verifiedMobile;
  const resolver = complaintResolver(() => verifiedRef.current);
  const form = useForm<FormValues>({ resolver, defaultValues: EMPTY, shouldFocusError: false });
  const { control, handleSubmit, setValue, setError, formState, reset } = form;
  const [rows, setRows] = useState<DocumentRow[]>([]);
  const keys = useRef(0);
  const [popup, setPopup] = useState<'invalid' | 'success' | 'failed' | null>(null);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const focusAfterPopup = useRef(false);
  const declaration = useWatch({ control, name: 'declaration' });
  // One key per filing attempt (issue 17 item 15): sent again with a retry of an attempt whose answer
  // was lost or failed on the server's side (it may have been filed: the retry answers its number), a
  // new one once the server has filed it or refused it.
  const attemptKey = useRef(crypto.randomUUID());

  // Signed in: the profile ID comes from the session.
  const profileFromSession = session?.UserLoginID;
  useEffect(() => {
    if (!profileFromSession) return;
    setValue('isRegistered', 'yes');
    setValue('profileId', profileFromSession);
  }, [profileFromSession, setValue]);

  const submit = useMutation({
    mutationFn: async (values: FormValues) => {
      const body = new FormData();
      body.set('complaint', JSON.stringify(values));
      body.set('idempotencyKey', attemptKey.current);
      for (const row of rows) {
        body.append('documentNames', row.name.trim());
        if (row.file) body.append('documents', row.file, row.file.name);
      }
      return submitComplaint(body);
    },
    onSuccess: (number) => {
      attemptKey.current = crypto.randomUUID();
      // the verification is used up by this complaint
      setVerifiedMobile('');
      setDone(number);
      setPopup('success');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500)
        attemptKey.current = crypto.randomUUID();
      reloadCaptcha();
      setValue('CaptchaText', '');
      let fieldErrors = false;
      if (error instanceof ApiError) {
        const docErrors = new Map<number, string>();
        for (const field of error.fields) {
          const doc = /^documents\.(\d+)$/.exec(field.field);
          if (doc) docErrors.set(Number(doc[1]), field.message);
          else if (FIELD_ORDER.includes(field.field))
            setError(field.field as ValuePath, { message: field.key || field.message });
          // the verification ran out (30 minutes) or was used: verify again
          if (field.field === 'complainant.primaryNumber') setVerifiedMobile('');
          fieldErrors = true;
        }
        if (docErrors.size > 0) {
          setRows((current) =>
            current.map((row, i) => (docErrors.has(i) ? { ...row, fileError: docErrors.get(i) } : row)),
          );
        }
      }
      focusAfterPopup.current = fieldErrors;
      setPopup(fieldErrors ? 'invalid' : 'failed');
    },
  });

  const onSubmit = handleSubmit(
    (values) => {
      const checked = checkRows(rows, (key) => text(key));
      setRows(checked);
      if (checked.some((row) => row.nameError || row.fileError)) {
        focusAfterPopup.current = true;
        setPopup('invalid');
        return;
      }
      submit.mutate(values);
    },
    (errors) => {
      setRows(checkRows(rows, (key) => text(key)));
      focusAfterPopup.current = true;
      // the form's own error (its checks did not come) is no fault of what was typed
      setPopup(errors.root ? 'failed' : 'invalid');
    },
  );

  // After the popup has closed (and handed focus back to its opener), the error summary takes focus:
  // this parent effect runs after the dialog's own.
  useEffect(() => {
    if (popup !== null || !focusAfterPopup.current) return;
    focusAfterPopup.current = false;
    setSummaryFocus((n) => n + 1);
  }, [popup]);
  const closePopup = () => setPopup(null);

  const summary: SummaryError[] = [
    ...summaryOf(formState.errors, FIELD_IDS, text),
    ...rows.flatMap((row, i) => [
      ...(row.nameError ? [{ id: docId(i, 'name'), message: row.nameError }] : []),
      ...(row.fileError ? [{ id: docId(i, 'file'), message: row.fileError }] : []),
    ]),
  ];

  if (done) {
    const fileAnother = () => {
      reset(EMPTY);
      setRows([]);
      setDone(null);
      submit.reset();
      reloadCaptcha();
    };
    return (
      <ComplaintLayout titleKey="pages.registerComplaint">
        <ComplaintFiled number={done} onFileAnother={fileAnother} />
        <AlertDialog open={popup === 'success'} title={t('successTitle')} onClose={() => setPopup(null)}>
          <p>{t('msg:complaint.submitted')}</p>
        </AlertDialog>
      </ComplaintLayout>
    );
  }

  return (
    <ComplaintLayout titleKey="pages.registerComplaint">
      <p>{t('intro')}</p>
      <FormScope form={form}>
        <form noValidate className="complaint-form" onSubmit={onSubmit} onFocus={resolver.load}>
          <ErrorSummary errors={summary} focusKey={summaryFocus} />
          <ComplainantSection
            profileFromSession={profileFromSession}
            verifiedMobile={verifiedMobile}
            onVerified={setVerifiedMobile}
          />
          <InstituteSection />
          <DetailsSection />
          <fieldset className="complaint-section">
            <legend>{t('sections.documents')}</legend>
            <DocumentsList rows={rows} onChange={setRows} nextKey={() => ++keys.current} />
          </fieldset>
          <AccountSection />
          <DeclarationSection />
          {/* the spec keeps Submit off until the declaration is ticked: say so beside it (issue 23 item 6) */}
          {!declaration && (
            <p id="complaint-declare-first" className="field__hint">
              {t('msg:complaint.declarationRequired')}
            </p>
          )}
          <div className="form-actions">
            <button
              type="submit"
              className="button"
              disabled={!declaration || submit.isPending}
              aria-describedby={declaration ? undefined : 'complaint-declare-first'}
            >
              {submit.isPending ? t('submitting') : t('submit')}
            </button>
          </div>
          <p className="visually-hidden" aria-live="polite">
            {submit.isPending ? t('submitting') : ''}
          </p>
        </form>
      </FormScope>

      <AlertDialog open={popup === 'invalid'} title={t('invalidTitle')} onClose={closePopup}>
        <p>{t('msg:complaint.formInvalid')}</p>
      </AlertDialog>
      <AlertDialog open={popup === 'failed'} title={t('failedTitle')} onClose={closePopup}>
        <p>
          {submit.error instanceof ApiError && submit.error.status > 0 && submit.error.status < 500
            ? submit.error.message
            : t('submitFailed')}
        </p>
      </AlertDialog>
    </ComplaintLayout>
  );
}
