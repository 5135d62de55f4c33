import { zodResolver } from '@hookform/resolvers/zod';
import { type ConsoleLoginRequest, consoleLoginRequestSchema } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useCaptcha } from '../../../lib/use-captcha';
import { Captcha } from '../../../ui/domain/captcha';
import { ErrorSummary, summaryOf } from '../../../ui/error-summary';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { OFFICER_KEY, useOfficer } from '../shell/api';
import { PASSWORD_PATH } from '../shell/require-officer';
import { logIn } from './api';

const ids = {
  LoginID: 'console-login-id',
  Password: 'console-password',
  TOTP: 'console-totp',
  CaptchaText: 'console-captcha',
};

/** Where a signed-in official goes: the one-time password first, else the page they asked for. */
const nextPath = (mustChange: boolean, from: unknown) =>
  mustChange ? PASSWORD_PATH : typeof from === 'string' && from.startsWith('/console') ? from : '/console';

/** /console/login: login ID, password, the authenticator's code and the captcha. */
export default function SignInPage() {
  const { t } = useTranslation(['console', 'msg']);
  usePageTitle(t('signIn.title'));
  const location = useLocation();
  const { data: officer } = useOfficer();
  const state = location.state as { from?: string; signedOut?: boolean } | null;
  if (officer) return <Navigate to={nextPath(officer.MustChangePassword, state?.from)} replace />;
  return (
    <div className="console-form-page">
      <h1>{t('signIn.title')}</h1>
      {state?.signedOut && <p role="status">{t('signIn.signedOut')}</p>}
      <SignInForm from={state?.from} />
    </div>
  );
}

function SignInForm({ from }: { from?: string }) {
  const { t } = useTranslation(['console', 'msg']);
  const text = useMessageText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [summaryFocus, setSummaryFocus] = useState(0);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const { register, handleSubmit, setValue, setError, formState } = useForm({
    resolver: zodResolver(consoleLoginRequestSchema),
    defaultValues: { LoginID: '', Password: '', TOTP: '', CaptchaId: '', CaptchaText: '' },
    shouldFocusError: false,
  });
  const errors = formState.errors;
  const captcha = useCaptcha('login', setValue);

  const login = useMutation({
    mutationFn: (body: ConsoleLoginRequest) => logIn(body),
    onSuccess: (signedIn) => {
      queryClient.setQueryData(OFFICER_KEY, signedIn);
      navigate(nextPath(signedIn.MustChangePassword, from), { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields.length > 0) {
        for (const field of error.fields)
          if (field.field in ids) setError(field.field as keyof typeof ids, { message: field.key });
        setSummaryFocus((n) => n + 1);
      }
      // a captcha answer is used once, right or wrong
      captcha.reload();
      setValue('CaptchaText', '');
      setValue('TOTP', '');
    },
  });
  const failure = login.error instanceof ApiError && login.error.fields.length === 0 ? login.error.message : undefined;
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  return (
    <form
      noValidate
      className="console-form"
      onSubmit={handleSubmit(
        (values) => login.mutate(values),
        () => setSummaryFocus((n) => n + 1),
      )}
    >
      <ErrorSummary errors={summaryOf(errors, ids, text)} focusKey={summaryFocus} />
      {failure && (
        <p ref={alertRef} className="console-alert" role="alert" tabIndex={-1}>
          {failure}
        </p>
      )}
      <Field
        id={ids.LoginID}
        label={t('signIn.loginId')}
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        error={text(errors.LoginID?.message)}
        {...register('LoginID')}
      />
      <Field
        id={ids.Password}
        type="password"
        label={t('signIn.password')}
        required
        autoComplete="current-password"
        maxLength={128}
        error={text(errors.Password?.message)}
        {...register('Password')}
      />
      <Field
        id={ids.TOTP}
        label={t('signIn.totp')}
        hint={t('signIn.totpHint')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={text(errors.TOTP?.message)}
        {...register('TOTP')}
      />
      <Captcha
        captcha={captcha}
        id={ids.CaptchaText}
        label={t('signIn.captcha')}
        required
        error={text(errors.CaptchaText?.message) ?? text(errors.CaptchaId?.message)}
        onRefresh={() => setValue('CaptchaText', '')}
        {...register('CaptchaText')}
      />
      <button type="submit" className="button" disabled={login.isPending || !captcha.id}>
        {login.isPending ? t('signIn.signingIn') : t('signIn.submit')}
      </button>
    </form>
  );
}
