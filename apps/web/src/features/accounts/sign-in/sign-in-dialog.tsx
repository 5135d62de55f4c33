import type { LoginRequest, loginRequestSchema } from '@portal/shared';
import { LIMITS, USER_TYPES } from '@portal/shared/basics';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { lazySchemaResolver } from '../../../lib/schema-resolver';
import { sessionChanged } from '../../../lib/session';
import { useCaptcha } from '../../../lib/use-captcha';
import { AlertDialog } from '../../../ui/alert-dialog';
import { Dialog } from '../../../ui/dialog';
import { Captcha } from '../../../ui/domain/captcha';
import { ErrorSummary, summaryOf } from '../../../ui/error-summary';
import { Field, SelectField } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { logIn } from './api';
import { afterLoginPath } from './login';

/** Sign-in user types in the spec's order. */
/** The type letter inside a profile ID (MH2026C000123) and the user type it stands for. */
const ID_LETTER_TYPES: Record<string, number> = {
  C: USER_TYPES.candidate,
  S: USER_TYPES.staff,
  I: USER_TYPES.institute,
};
const SIGN_IN_TYPES = [USER_TYPES.candidate, USER_TYPES.staff, USER_TYPES.institute, USER_TYPES.promotingOrganisation];

const ids = {
  UserTypeID: 'sign-in-user-type',
  UserLoginID: 'sign-in-profile-id',
  UserPassword: 'sign-in-password',
  CaptchaText: 'sign-in-captcha',
};

type SignInDialogProps = {
  open: boolean;
  onClose: () => void;
  message?: string | undefined;
  /** The screen that sent the visitor here (RequireUser): where a signed-in user goes back to. */
  from?: string | undefined;
};

/** Only a path of this site: never another origin (`//host`, `/\\host`). */
const ownPath = (path: string | undefined) => (path && /^\/(?![/\\])/.test(path) ? path : undefined);

/** The sign-in modal; its form exists only while it is open (a fresh captcha each time). */
export function SignInDialog({ open, onClose, message, from }: SignInDialogProps) {
  const { t } = useTranslation(['accounts', 'msg']);
  return (
    <Dialog open={open} onClose={onClose} title={t('signIn.title')}>
      <SignInForm message={message} from={from} />
    </Dialog>
  );
}

/** The sign-in request's schema, imported when the form is first focused or submitted (decision 072). */
const resolver = lazySchemaResolver<z.input<typeof loginRequestSchema>, LoginRequest>(() =>
  import('@portal/shared/schemas/accounts').then((m) => m.loginRequestSchema),
);

function SignInForm({ message, from }: Pick<SignInDialogProps, 'message' | 'from'>) {
  const { t } = useTranslation(['accounts', 'msg']);
  const text = useMessageText();
  const navigate = useNavigate();
  const [summaryFocus, setSummaryFocus] = useState(0);
  const alertRef = useRef<HTMLParagraphElement>(null);

  const form = useForm({
    resolver,
    defaultValues: {
      UserTypeID: String(USER_TYPES.candidate),
      UserLoginID: '',
      UserPassword: '',
      CaptchaId: '',
      CaptchaText: '',
    },
    shouldFocusError: false,
  });
  const { register, handleSubmit, setValue, setError, watch, formState } = form;
  const errors = formState.errors;
  const captcha = useCaptcha('login', setValue);

  const newCaptcha = () => {
    captcha.reload();
    setValue('CaptchaText', '');
  };

  // POST /api/Account/login; its answer and error are the dialog's state (no flags kept by hand).
  const login = useMutation({
    mutationFn: (body: LoginRequest) => logIn(body),
    onSuccess: async (response, body) => {
      if (!response.IsLoginAllowed) return newCaptcha();
      // another session is open: the question below asks whether to close it (same captcha, held)
      if (!response.IsMultipleLoginAllowed && response.LastLoggedInSessionID && !body.CloseOtherSessions) return;
      await sessionChanged('loggedIn');
      // the security question comes first; then the screen that sent the visitor here, if any
      const next = afterLoginPath(response);
      navigate(response.SecurityQuestionID > 0 ? (ownPath(from) ?? next) : next);
    },
    onError: (error, body) => {
      if (!body.CloseOtherSessions && error instanceof ApiError && error.key === 'accounts.captchaIncorrect') {
        setError('CaptchaText', { message: error.key });
        setSummaryFocus((n) => n + 1);
      }
      newCaptcha();
    },
  });
  const answer = login.data;
  const askCloseOthers = Boolean(
    answer?.IsMultipleLoginAllowed === false && answer.LastLoggedInSessionID && !login.variables?.CloseOtherSessions,
  );
  const closeOthersFailed = login.isError && login.variables?.CloseOtherSessions === true;
  const failure = (() => {
    if (answer && !answer.IsLoginAllowed) return answer.ErrorMessage || t('msg:accounts.loginNotAllowed');
    const error = login.error;
    if (!error || closeOthersFailed) return undefined;
    if (error instanceof ApiError && error.key === 'accounts.captchaIncorrect') return undefined; // beside the field
    if (error instanceof ApiError && error.status === 404) return t('msg:accounts.profileIdNotFound');
    return error instanceof ApiError ? error.message : t('msg:accounts.invalidCredentials');
  })();

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const profileId = String(watch('UserLoginID') ?? '').trim();
  const userType = Number(watch('UserTypeID'));
  // The 7th character of a profile ID says whose it is (MH2026C… a candidate, MH2026S… staff).
  const typeOfId = ID_LETTER_TYPES[profileId.charAt(6).toUpperCase()];
  useEffect(() => {
    if (typeOfId !== undefined) setValue('UserTypeID', String(typeOfId));
  }, [typeOfId, setValue]);
  // Spec: 'Profile ID must be 13 characters' shows as soon as a non-empty ID has another length.
  const profileIdInline =
    profileId !== '' && profileId.length !== LIMITS.profileIdLength ? text('accounts.profileIdLength') : undefined;
  const summary = summaryOf(errors, ids, text);

  return (
    <>
      {message && (
        <p className="sign-in-form__message" role="status">
          {message}
        </p>
      )}
      <form
        noValidate
        onFocus={resolver.load}
        onSubmit={handleSubmit(
          (values) => login.mutate(values),
          () => setSummaryFocus((n) => n + 1),
        )}
      >
        <ErrorSummary errors={summary} focusKey={summaryFocus} />
        {failure && (
          <p ref={alertRef} className="sign-in-form__alert" role="alert" tabIndex={-1}>
            {failure}
          </p>
        )}
        <SelectField
          id={ids.UserTypeID}
          label={t('signIn.userType')}
          required
          error={text(errors.UserTypeID?.message)}
          options={SIGN_IN_TYPES.map((type) => ({ value: String(type), label: t(`msg:accounts.userType${type}`) }))}
          {...register('UserTypeID')}
        />
        {userType === USER_TYPES.promotingOrganisation ? (
          <p className="sign-in-form__message" role="status">
            {t('promotingOrganization.signInNote')}{' '}
            <Link to="/promoting-organization">{t('promotingOrganization.more')}</Link>
          </p>
        ) : (
          <>
            <Field
              id={ids.UserLoginID}
              label={t('signIn.profileId')}
              hint={t('signIn.profileIdHint', {
                example:
                  userType === USER_TYPES.staff
                    ? 'MH2026S000123'
                    : userType === USER_TYPES.institute
                      ? 'MH2026I000123'
                      : 'MH2026C000123',
              })}
              required
              autoComplete="username"
              maxLength={LIMITS.profileIdLength}
              autoCapitalize="characters"
              spellCheck={false}
              error={text(errors.UserLoginID?.message) ?? profileIdInline}
              {...register('UserLoginID')}
            />
            <Field
              id={ids.UserPassword}
              type="password"
              label={t('signIn.password')}
              required
              autoComplete="current-password"
              error={text(errors.UserPassword?.message)}
              {...register('UserPassword')}
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
            <div className="sign-in-form__actions">
              <Link to="/AccountRecovery">{t('home:card.trouble')}</Link>
              <button type="submit" className="button" disabled={login.isPending || !captcha.id}>
                {login.isPending ? t('signIn.loggingIn') : t('signIn.login')}
              </button>
            </div>
          </>
        )}
      </form>
      <AlertDialog
        open={askCloseOthers}
        title={t('signIn.closeOthersTitle')}
        onClose={() => {
          login.reset();
          newCaptcha();
        }}
        actions={
          <>
            <button
              type="button"
              className="button"
              onClick={() => {
                if (login.variables) login.mutate({ ...login.variables, CloseOtherSessions: true });
              }}
            >
              {t('signIn.closeOthersYes')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                login.reset();
                newCaptcha();
              }}
            >
              {t('signIn.closeOthersNo')}
            </button>
          </>
        }
      >
        <p>{t('msg:accounts.closeOtherSessionsQuestion')}</p>
      </AlertDialog>
      <AlertDialog open={closeOthersFailed} title={t('signIn.errorTitle')} onClose={() => login.reset()}>
        <p>{t('msg:accounts.closeSessionsFailed')}</p>
      </AlertDialog>
    </>
  );
}
