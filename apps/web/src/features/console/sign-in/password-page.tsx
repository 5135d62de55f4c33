import { zodResolver } from '@hookform/resolvers/zod';
import { consolePasswordFormSchema } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { ErrorSummary, summaryOf } from '../../../ui/error-summary';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { OFFICER_KEY, useOfficer } from '../shell/api';
import { changePassword } from './api';

const ids = {
  CurrentPassword: 'console-current-password',
  NewPassword: 'console-new-password',
  ConfirmPassword: 'console-confirm-password',
};

/** /console/password: change the password (first of all, a one-time password an admin gave). */
export default function PasswordPage() {
  const { t } = useTranslation(['console', 'msg']);
  usePageTitle(t('password.title'));
  const text = useMessageText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: officer } = useOfficer();
  const [summaryFocus, setSummaryFocus] = useState(0);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(consolePasswordFormSchema),
    defaultValues: { CurrentPassword: '', NewPassword: '', ConfirmPassword: '' },
    shouldFocusError: false,
  });
  const errors = formState.errors;

  const change = useMutation({
    mutationFn: ({ CurrentPassword, NewPassword }: { CurrentPassword: string; NewPassword: string }) =>
      changePassword({ CurrentPassword, NewPassword }),
    onSuccess: (updated) => {
      queryClient.setQueryData(OFFICER_KEY, updated);
      navigate('/console', { replace: true, state: { passwordChanged: true } });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields.length > 0) {
        for (const field of error.fields)
          if (field.field in ids) setError(field.field as keyof typeof ids, { message: field.key });
        setSummaryFocus((n) => n + 1);
      }
    },
  });
  const failure =
    change.error instanceof ApiError && change.error.fields.length === 0 ? change.error.message : undefined;
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  return (
    <div className="console-form-page">
      <h1>{t('password.title')}</h1>
      {officer?.MustChangePassword && <p className="console-notice">{t('password.oneTime')}</p>}
      <form
        noValidate
        className="console-form"
        onSubmit={handleSubmit(
          (values) => change.mutate(values),
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
          id={ids.CurrentPassword}
          type="password"
          label={t('password.current')}
          required
          autoComplete="current-password"
          maxLength={128}
          error={text(errors.CurrentPassword?.message)}
          {...register('CurrentPassword')}
        />
        <Field
          id={ids.NewPassword}
          type="password"
          label={t('password.new')}
          hint={t('msg:accounts.passwordRule')}
          required
          autoComplete="new-password"
          maxLength={15}
          error={text(errors.NewPassword?.message)}
          {...register('NewPassword')}
        />
        <Field
          id={ids.ConfirmPassword}
          type="password"
          label={t('password.confirm')}
          required
          autoComplete="new-password"
          maxLength={15}
          error={text(errors.ConfirmPassword?.message)}
          {...register('ConfirmPassword')}
        />
        <button type="submit" className="button" disabled={change.isPending}>
          {t('password.submit')}
        </button>
      </form>
    </div>
  );
}
