import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { ErrorSummary } from '../../ui/error-summary';
import { Field } from '../../ui/field';
import { useMessageText } from '../../ui/message';
import { setPassword } from './api';
import './catalogs';
import './institute.css';

const ids = { NewPassword: 'institute-new-password', Confirm: 'institute-confirm-password', Token: 'institute-token' };

/**
 * /institute/set-password#<token>: the one-time link an institute's user gets by SMS (the token in the
 * fragment, which no server log or Referer carries).
 */
export default function SetPasswordPage() {
  const { t } = useTranslation(['institute', 'msg']);
  usePageTitle(t('setTitle'));
  const text = useMessageText();
  const token = useLocation().hash.replace(/^#/, '');
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ id: string; message: string }[]>([]);
  const [focus, setFocus] = useState(0);
  const set = useMutation({
    mutationFn: () => setPassword(token, password),
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      setErrors(
        error.fields.map((f) => ({
          id: f.field === 'NewPassword' ? ids.NewPassword : ids.Token,
          message: text(f.key) ?? f.message,
        })),
      );
      setFocus((n) => n + 1);
    },
  });
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: { id: string; message: string }[] = [];
    if (!password) found.push({ id: ids.NewPassword, message: text('accounts.passwordRule') ?? '' });
    if (password !== confirm) found.push({ id: ids.Confirm, message: t('passwordsDiffer') });
    setErrors(found);
    if (found.length > 0) setFocus((n) => n + 1);
    else set.mutate();
  };
  const errorOf = (id: string) => errors.find((e) => e.id === id)?.message;
  return (
    <div className="container institute-set-password">
      <h1>{t('setTitle')}</h1>
      {!token ? (
        <p role="alert">{t('noToken')}</p>
      ) : set.data ? (
        <p role="status">
          {t('setDone', { profileId: set.data.ProfileID })} <Link to="/signin">{t('signIn')}</Link>
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <p>{t('setIntro')}</p>
          <ErrorSummary errors={errors} focusKey={focus} />
          {errorOf(ids.Token) && (
            <p id={ids.Token} className="institute-desk__alert" role="alert" tabIndex={-1}>
              {errorOf(ids.Token)}
            </p>
          )}
          <Field
            id={ids.NewPassword}
            type="password"
            label={t('newPassword')}
            hint={text('accounts.passwordRule')}
            required
            autoComplete="new-password"
            maxLength={15}
            value={password}
            onChange={(e) => setPasswordValue(e.target.value)}
            error={errorOf(ids.NewPassword)}
          />
          <Field
            id={ids.Confirm}
            type="password"
            label={t('confirmPassword')}
            required
            autoComplete="new-password"
            maxLength={15}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={errorOf(ids.Confirm)}
          />
          <button type="submit" className="button" disabled={set.isPending}>
            {t('setSubmit')}
          </button>
        </form>
      )}
    </div>
  );
}
