import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { withVerifiedMobile } from '../../../lib/schema-resolver';
import { useCaptchaReload } from '../../../lib/use-captcha';
import { useLang } from '../../../lib/use-lang';
import { AlertDialog } from '../../../ui/alert-dialog';
import { ErrorSummary, summaryOf } from '../../../ui/error-summary';
import { FormScope } from '../../../ui/form-scope';
import { useMessageText } from '../../../ui/message';
import { type Registration, register as registerAccount, useInstituteChoicesPrefetch } from './api';
import { ItiFields } from './iti-fields';
import { CaptchaSection, PersonalSection, SecuritySection } from './registration-sections';
import { EMPTY, payloadOf, type RegistrationRole, ROLES, summaryIds, type Values } from './registration-values';
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
  const reloadCaptcha = useCaptchaReload('registration');
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
  const onVerified = useCallback((number: string, token: string | undefined) => {
    setVerifiedMobile(number);
    setUploadToken(token);
  }, []);

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
  const { handleSubmit, setValue, setError, reset, formState } = form;
  const errors = formState.errors;

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

          <PersonalSection
            role={role}
            resetCount={resetCount}
            verifiedMobile={verifiedMobile}
            onVerified={onVerified}
          />
          <SecuritySection />
          <CaptchaSection />

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
