import { LIMITS } from '@portal/shared/basics';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { withVerifiedMobile } from '../../../lib/schema-resolver';
import { useCaptcha, useCaptchaReload } from '../../../lib/use-captcha';
import { useGenders } from '../../../lib/use-genders';
import { useLang } from '../../../lib/use-lang';
import { useMobileOtp } from '../../../lib/use-otp';
import { AlertDialog } from '../../../ui/alert-dialog';
import { Captcha } from '../../../ui/domain/captcha';
import { PersonFields } from '../../../ui/domain/person-fields';
import { ErrorSummary, summaryOf } from '../../../ui/error-summary';
import { Field } from '../../../ui/field';
import { FormScope, useFormScope } from '../../../ui/form-scope';
import { useMessageText } from '../../../ui/message';
import { SecurityQuestionFields } from '../security-question/security-question-fields';
import { type Registration, register as registerAccount, useInstituteChoicesPrefetch } from './api';
import { ItiFields } from './iti-fields';
import { EMPTY, IDS, payloadOf, type RegistrationRole, ROLES, summaryIds, type Values } from './registration-values';
import { StaffPhotoAndRoles, StaffProofs } from './staff-fields';
import { UploadTokenContext } from './upload-token';
import '../../../ui/form-layout.css';

/**
 * Candidate and staff registration — one form, parameterised by role. The role's shared zod schema
 * checks the fields (the server runs the same one); on top, the primary mobile must have been
 * verified by OTP. A failed submit shows the spec's 'Validation Error' dialog and the error summary.
 */
export function RegistrationForm({ kind: role }: { kind: RegistrationRole }) {
  const { t } = useTranslation(['accounts', 'msg']);
  const text = useMessageText();
  const navigate = useNavigate();
  const genders = useGenders();
  const reloadCaptcha = useCaptchaReload('registration');
  const otp = useMobileOtp();
  const config = ROLES[role];
  const prefetchInstitutes = useInstituteChoicesPrefetch(useLang());
  const summary = summaryIds(role);

  const [verifiedMobile, setVerifiedMobile] = useState('');
  const [uploadToken, setUploadToken] = useState<string>();
  const verifiedRef = useRef(verifiedMobile);
  verifiedRef.current = verifiedMobile;
  const [showInvalid, setShowInvalid] = useState(false);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const focusSummaryAfterDialog = useRef(false);
  const [resetCount, setResetCount] = useState(0);

  // Validates the role's request body (see payloadOf); a valid form hands that parsed body to submit.
  const bodyResolver: Resolver<Values, unknown, Registration> = async (values, context, options) => {
    const result = await config.resolver(payloadOf(role, values), context, options as never);
    if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors as FieldErrors<Values> };
    // the role's schema accepted it, so it is that role's body
    return { values: { role, body: result.values } as Registration, errors: {} };
  };
  const resolver = withVerifiedMobile(Object.assign(bodyResolver, { load: config.resolver.load }), {
    path: 'MobileNo',
    message: 'accounts.verifyMobile',
    verifiedMobile: () => verifiedRef.current,
  });

  const form = useForm<Values, unknown, Registration>({ resolver, defaultValues: EMPTY, shouldFocusError: false });
  const { register, handleSubmit, setValue, setError, reset, formState } = form;
  const errors = formState.errors;
  const err = (name: keyof Values) => text(errors[name]?.message as string | undefined);

  const registration = useMutation({
    mutationFn: registerAccount,
    onSuccess: (profileId) => navigate('/after-register', { state: { profileId } }),
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const field of error.fields) {
          if (field.field in summary) setError(field.field as keyof Values, { message: field.key || field.message });
        }
      }
      // a captcha answers once: the next try needs a new one
      reloadCaptcha();
      setValue('CaptchaText', '');
    },
  });
  const failure = registration.error;
  const submitError = failure
    ? failure instanceof ApiError && failure.status > 0 && failure.status < 500
      ? failure.message
      : t(config.failedKey)
    : undefined;

  // After the Validation/Submission Error dialog has closed (and handed focus back to its opener),
  // the error summary takes focus: this parent effect runs after the dialog's own.
  const isDialogOpen = showInvalid || submitError !== undefined;
  useEffect(() => {
    if (isDialogOpen || !focusSummaryAfterDialog.current) return;
    focusSummaryAfterDialog.current = false;
    setSummaryFocus((n) => n + 1);
  }, [isDialogOpen]);

  const clearAll = () => {
    reset(EMPTY);
    setVerifiedMobile('');
    registration.reset();
    setResetCount((n) => n + 1);
    reloadCaptcha();
  };

  return (
    <FormScope form={form}>
      <UploadTokenContext value={uploadToken}>
        <form
          noValidate
          className="accounts-form registration-form"
          onFocus={() => {
            config.resolver.load();
            if (role === 'staff') prefetchInstitutes();
          }}
          onSubmit={handleSubmit(
            (body) => registration.mutate(body),
            () => setShowInvalid(true),
          )}
        >
          <ErrorSummary errors={summaryOf(errors, summary, text)} focusKey={summaryFocus} />

          {role === 'candidate' && <ItiFields resetCount={resetCount} />}

          <fieldset className="accounts-section">
            <legend>{t('registration.sections.personal')}</legend>
            <PersonFields
              form={form}
              ids={IDS}
              labels={{
                FirstName: t('registration.firstName'),
                MiddleName: t('registration.middleName'),
                LastName: t('registration.lastName'),
                DOB: t('registration.dob'),
                dobHint: t('registration.dobHint'),
                GenderCode: t('registration.gender'),
                genderPlaceholder: t('registration.choosePlaceholder'),
                EMailID: t('registration.email'),
                MobileNo: t('registration.mobile'),
                mobileHint: t('registration.mobileHint'),
                AltMobileNo: t('registration.altMobile'),
              }}
              error={err}
              genders={genders.data ?? []}
              mobile={{
                otp,
                verifiedNumber: verifiedMobile,
                onVerified: (number, token) => {
                  setVerifiedMobile(number);
                  setUploadToken(token);
                },
              }}
              afterNames={role === 'staff' && <StaffPhotoAndRoles resetCount={resetCount} />}
              afterDob={role === 'staff' && <StaffProofs resetCount={resetCount} />}
            />
          </fieldset>

          <fieldset className="accounts-section">
            <legend>{t('registration.sections.security')}</legend>
            <SecurityQuestionFields
              idPrefix="reg-sq"
              register={register}
              errors={errors}
              loadFailedKey="accounts.loadQuestionsFailedRegistration"
            />
            <Field
              id={IDS.Password}
              type="password"
              label={t('registration.password')}
              hint={t('registration.passwordHint')}
              required
              autoComplete="new-password"
              maxLength={LIMITS.passwordMax}
              error={err('Password')}
              {...register('Password')}
            />
            <Field
              id={IDS.ConfirmPassword}
              type="password"
              label={t('registration.confirmPassword')}
              required
              autoComplete="new-password"
              maxLength={LIMITS.passwordMax}
              error={err('ConfirmPassword')}
              {...register('ConfirmPassword')}
            />
          </fieldset>

          <fieldset className="accounts-section">
            <legend>{t('registration.sections.captcha')}</legend>
            <RegistrationCaptcha error={err('CaptchaText') ?? err('CaptchaId')} />
          </fieldset>

          <div className="form-actions">
            <button type="button" className="button button--secondary" onClick={clearAll}>
              {t('registration.reset')}
            </button>
            <button type="submit" className="button" disabled={registration.isPending}>
              {registration.isPending ? t('registration.registering') : t('registration.register')}
            </button>
          </div>

          <AlertDialog
            open={showInvalid}
            title={t('registration.validationErrorTitle')}
            onClose={() => {
              focusSummaryAfterDialog.current = true;
              setShowInvalid(false);
            }}
          >
            <p>{t('msg:accounts.validationSummary')}</p>
          </AlertDialog>
          <AlertDialog
            open={submitError !== undefined}
            title={t('registration.submissionErrorTitle')}
            onClose={() => {
              focusSummaryAfterDialog.current = true;
              registration.reset();
            }}
          >
            <p>{submitError}</p>
          </AlertDialog>
        </form>
      </UploadTokenContext>
    </FormScope>
  );
}

/**
 * The form's captcha, a component of its own: the challenge comes after the page has come to life, and
 * its arrival renders this field, not the whole form (on `/Staff` that render was 57 ms at 4× CPU,
 * decision 077). Its id goes into the form's `CaptchaId` as it comes.
 */
function RegistrationCaptcha({ error }: { error: string | undefined }) {
  const { t } = useTranslation('accounts');
  const { register, setValue } = useFormScope<Values, Registration>();
  const captcha = useCaptcha('registration');
  useEffect(() => {
    setValue('CaptchaId', captcha.id ?? '');
  }, [captcha.id, setValue]);
  return (
    <Captcha
      captcha={captcha}
      id={IDS.CaptchaText}
      label={t('registration.captcha')}
      required
      error={error}
      onRefresh={() => setValue('CaptchaText', '')}
      {...register('CaptchaText')}
    />
  );
}
