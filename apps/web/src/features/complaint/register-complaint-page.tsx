import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPLAINT_DETAILS_HINT_MIN,
  COMPLAINT_DETAILS_MAX,
  complaintFormSchema,
  INSTITUTE_TYPES,
} from '@portal/shared';
import { complaintApi } from '@portal/shared/api/complaint';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, type FieldError, type FieldErrors, get, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { ApiError, call } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useCaptcha } from '../../lib/use-captcha';
import { useMobileOtp } from '../../lib/use-otp';
import { AlertDialog } from '../../ui/alert-dialog';
import { Captcha } from '../../ui/captcha';
import { ErrorSummary, type SummaryError } from '../../ui/error-summary';
import { controlA11y, Field, FieldFrame, FieldNotes } from '../../ui/field';
import { useMessageText } from '../../ui/message';
import { OtpVerify } from '../../ui/otp-verify';
import { RadioGroup } from '../../ui/radio-group';
import { ComplaintAddress } from './complaint-address';
import { ComplaintLayout } from './complaint-layout';
import { EMPTY, FIELD_ORDER, type FormValues, fieldId, todayShown, type ValuePath } from './complaint-values';
import { type DocumentRow, DocumentsList, docId } from './documents-list';
import '../../ui/form-layout.css';

const schemaResolver = zodResolver(complaintFormSchema) as unknown as Resolver<FormValues>;
/** The documents' own checks on submit: each row needs a name and a file ('Please select a file!'). */
function checkRows(rows: DocumentRow[], text: (key: string) => string | undefined) {
  return rows.map((row) => ({
    ...row,
    nameError: row.name.trim() ? row.nameError : text('complaint.documentNameRequired'),
    fileError: row.file ? row.fileError : (row.fileError ?? text('complaint.fileRequired')),
  }));
}

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
  const captcha = useCaptcha('registration');
  const otp = useMobileOtp('complaint');
  const [verifiedMobile, setVerifiedMobile] = useState('');
  const verifiedRef = useRef(verifiedMobile);
  verifiedRef.current = verifiedMobile;
  // The shared schema checks the fields (the server runs the same); on top, the number must be verified.
  const resolver: Resolver<FormValues> = async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const number = values.complainant.primaryNumber;
    if (get(result.errors, 'complainant.primaryNumber') || number === verifiedRef.current) return result;
    const errors: FieldErrors<FormValues> = {
      ...result.errors,
      complainant: {
        ...result.errors.complainant,
        primaryNumber: { type: 'verify', message: 'complaint.verifyMobile' },
      },
    };
    return { values: {}, errors };
  };
  const form = useForm<FormValues>({ resolver, defaultValues: EMPTY, shouldFocusError: false });
  const { register, control, handleSubmit, setValue, setError, formState, reset } = form;
  const [rows, setRows] = useState<DocumentRow[]>([]);
  const keys = useRef(0);
  const [popup, setPopup] = useState<'invalid' | 'success' | 'failed' | null>(null);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const focusAfterPopup = useRef(false);

  const isRegistered = useWatch({ control, name: 'isRegistered' });
  const declaration = useWatch({ control, name: 'declaration' });
  const details = useWatch({ control, name: 'complaintDetails' });
  const primaryNumber = useWatch({ control, name: 'complainant.primaryNumber' });
  const verified = primaryNumber !== '' && primaryNumber === verifiedMobile;

  useEffect(() => setValue('CaptchaId', captcha.id ?? ''), [captcha.id, setValue]);
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
      for (const row of rows) {
        body.append('documentNames', row.name.trim());
        if (row.file) body.append('documents', row.file, row.file.name);
      }
      return (await call(complaintApi.submit, { form: body, timeoutMs: 120_000 })).Data.ComplaintNo;
    },
    onSuccess: (number) => {
      // the verification is used up by this complaint
      setVerifiedMobile('');
      setDone(number);
      setPopup('success');
    },
    onError: (error) => {
      captcha.reload();
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
    () => {
      setRows(checkRows(rows, (key) => text(key)));
      focusAfterPopup.current = true;
      setPopup('invalid');
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

  const err = (path: string) => text((get(formState.errors, path) as FieldError | undefined)?.message);
  const summary: SummaryError[] = [
    ...FIELD_ORDER.flatMap((path) => {
      const message = err(path);
      return message ? [{ id: fieldId(path), message }] : [];
    }),
    ...rows.flatMap((row, i) => [
      ...(row.nameError ? [{ id: docId(i, 'name'), message: row.nameError }] : []),
      ...(row.fileError ? [{ id: docId(i, 'file'), message: row.fileError }] : []),
    ]),
  ];

  const field = (path: ValuePath, label: string, extra: Record<string, unknown> = {}, upperCase = false) => {
    const registered = register(path);
    return (
      <Field
        id={fieldId(path)}
        label={label}
        error={err(path)}
        autoComplete="off"
        {...extra}
        {...registered}
        onChange={(event) => {
          // names are upper-cased as they are typed (spec §3)
          if (upperCase) event.target.value = event.target.value.toUpperCase();
          return registered.onChange(event);
        }}
      />
    );
  };
  const name = (path: ValuePath, label: string, required = false) =>
    field(path, label, { required, maxLength: 50, autoCapitalize: 'characters' }, true);
  const mobile = (path: ValuePath, label: string) =>
    field(path, label, {
      type: 'tel',
      inputMode: 'numeric',
      maxLength: 10,
      prefix: '+91',
      hint: t('mobileHint'),
    });

  if (done) {
    return (
      <ComplaintLayout titleKey="pages.registerComplaint">
        <section className="complaint-result" aria-labelledby="cmp-done-title">
          <h2 id="cmp-done-title">{t('successHeading')}</h2>
          <p>{t('yourNumber')}</p>
          <p className="complaint-number" data-testid="complaint-number">
            {done}
          </p>
          <p>{t('keepNumber')}</p>
          <div className="form-actions no-print">
            <button type="button" className="button" onClick={() => window.print()}>
              {t('print')}
            </button>
            <Link className="button button--secondary" to="/complaint-status" state={{ number: done }}>
              {t('checkStatus')}
            </Link>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                reset(EMPTY);
                setRows([]);
                setDone(null);
                submit.reset();
                captcha.reload();
              }}
            >
              {t('fileAnother')}
            </button>
          </div>
        </section>
        <AlertDialog open={popup === 'success'} title={t('successTitle')} onClose={() => setPopup(null)}>
          <p>{t('msg:complaint.submitted')}</p>
        </AlertDialog>
      </ComplaintLayout>
    );
  }

  const count = details?.length ?? 0;
  return (
    <ComplaintLayout titleKey="pages.registerComplaint">
      <p>{t('intro')}</p>
      <form noValidate className="complaint-form" onSubmit={onSubmit}>
        <ErrorSummary errors={summary} focusKey={summaryFocus} />

        <fieldset className="complaint-section">
          <legend>{t('sections.complainant')}</legend>
          <Controller
            control={control}
            name="isRegistered"
            render={({ field: f }) => (
              <RadioGroup
                id={fieldId('isRegistered')}
                name="isRegistered"
                legend={t('registered')}
                required
                inline
                options={[
                  { value: 'yes', label: t('yes') },
                  { value: 'no', label: t('no') },
                ]}
                value={f.value}
                onChange={f.onChange}
                onBlur={f.onBlur}
                error={err('isRegistered')}
                ref={f.ref}
              />
            )}
          />
          {isRegistered === 'yes' &&
            field(
              'profileId',
              t('profileId'),
              {
                required: true,
                maxLength: 13,
                readOnly: Boolean(profileFromSession),
                hint: profileFromSession ? t('profileIdFromSession') : undefined,
                autoCapitalize: 'characters',
              },
              true,
            )}
          <div className="complaint-grid">
            {name('complainant.firstName', t('firstName'), true)}
            {name('complainant.middleName', t('middleName'))}
            {name('complainant.lastName', t('lastName'))}
          </div>
          <div className="complaint-grid">
            {field('complainant.email', t('email'), {
              required: true,
              type: 'email',
              maxLength: 100,
              autoComplete: 'email',
            })}
            <Controller
              control={control}
              name="complainant.primaryNumber"
              render={({ field: f }) => (
                <OtpVerify
                  id={fieldId('complainant.primaryNumber')}
                  name={f.name}
                  label={t('primaryNumber')}
                  hint={t('primaryNumberHint')}
                  required
                  value={f.value}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  ref={f.ref}
                  verified={verified}
                  onSend={otp.send}
                  onVerify={async (number, code) => {
                    await otp.verify(number, code);
                    setVerifiedMobile(number);
                    form.clearErrors('complainant.primaryNumber');
                  }}
                  error={err('complainant.primaryNumber')}
                />
              )}
            />
            {mobile('complainant.secondaryNumber', t('secondaryNumber'))}
          </div>
          <ComplaintAddress form={form} block="complainant" />
        </fieldset>

        <fieldset className="complaint-section">
          <legend>{t('sections.institute')}</legend>
          {field('institute.instituteName', t('instituteName'), { required: true, maxLength: 200 })}
          <Controller
            control={control}
            name="institute.instituteType"
            render={({ field: f }) => (
              <RadioGroup
                id={fieldId('institute.instituteType')}
                name="institute.instituteType"
                legend={t('instituteType')}
                required
                inline
                options={INSTITUTE_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
                value={f.value}
                onChange={f.onChange}
                onBlur={f.onBlur}
                error={err('institute.instituteType')}
                ref={f.ref}
              />
            )}
          />
          <div className="complaint-grid">
            {name('institute.ownerFirstName', t('ownerFirstName'))}
            {name('institute.ownerMiddleName', t('ownerMiddleName'))}
            {name('institute.ownerLastName', t('ownerLastName'))}
          </div>
          <div className="complaint-grid">
            {field('institute.email', t('instituteEmail'), { type: 'email', maxLength: 100 })}
            {mobile('institute.mobileNumber', t('instituteMobile'))}
            {field('institute.website', t('website'), { maxLength: 200, inputMode: 'url' })}
          </div>
          <ComplaintAddress form={form} block="institute" />
        </fieldset>

        <fieldset className="complaint-section">
          <legend>{t('sections.details')}</legend>
          <FieldFrame
            id={fieldId('complaintDetails')}
            label={t('details')}
            required
            hint={t('detailsHint', { min: COMPLAINT_DETAILS_HINT_MIN, max: COMPLAINT_DETAILS_MAX })}
            error={err('complaintDetails')}
          >
            <textarea
              {...controlA11y(
                fieldId('complaintDetails'),
                t('detailsHint', { min: COMPLAINT_DETAILS_HINT_MIN, max: COMPLAINT_DETAILS_MAX }),
                err('complaintDetails'),
                true,
              )}
              className="field__input"
              rows={6}
              maxLength={COMPLAINT_DETAILS_MAX}
              {...register('complaintDetails')}
            />
          </FieldFrame>
          <p className="field__hint" aria-live="polite">
            {t('detailsCount', { count, max: COMPLAINT_DETAILS_MAX })}
          </p>
        </fieldset>

        <fieldset className="complaint-section">
          <legend>{t('sections.documents')}</legend>
          <DocumentsList rows={rows} onChange={setRows} nextKey={() => ++keys.current} />
        </fieldset>

        <fieldset className="complaint-section">
          <legend>{t('sections.account')}</legend>
          <p className="field__hint">{t('sections.accountHint')}</p>
          <div className="complaint-grid">
            {field('account.password', t('password'), {
              required: true,
              type: 'password',
              maxLength: 15,
              autoComplete: 'new-password',
              hint: t('passwordHint'),
            })}
            {field('account.confirmPassword', t('confirmPassword'), {
              required: true,
              type: 'password',
              maxLength: 15,
              autoComplete: 'new-password',
            })}
          </div>
        </fieldset>

        <fieldset className="complaint-section">
          <legend>{t('sections.declaration')}</legend>
          <div className="complaint-declaration">
            <input
              type="checkbox"
              {...controlA11y(fieldId('declaration'), undefined, err('declaration'), true)}
              {...register('declaration')}
            />
            <label htmlFor={fieldId('declaration')}>{t('declaration')}</label>
          </div>
          <FieldNotes id={fieldId('declaration')} error={err('declaration')} />
          <div className="complaint-grid">
            {field('place', t('place'), { required: true, maxLength: 100 })}
            <Field id="cmp-date" label={t('date')} value={todayShown()} readOnly />
          </div>
          <Controller
            control={control}
            name="CaptchaText"
            render={({ field: f }) => (
              <Captcha
                captcha={captcha}
                id={fieldId('CaptchaText')}
                label={t('captcha')}
                required
                error={err('CaptchaText')}
                name={f.name}
                value={f.value}
                onChange={f.onChange}
                onBlur={f.onBlur}
                ref={f.ref}
                onRefresh={() => setValue('CaptchaText', '')}
              />
            )}
          />
        </fieldset>

        <div className="form-actions">
          <button type="submit" className="button" disabled={!declaration || submit.isPending}>
            {submit.isPending ? t('submitting') : t('submit')}
          </button>
        </div>
        <p className="visually-hidden" aria-live="polite">
          {submit.isPending ? t('submitting') : ''}
        </p>
      </form>

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
