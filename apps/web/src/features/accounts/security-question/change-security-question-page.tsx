import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeSecurityQuestionRequest, changeSecurityQuestionRequestSchema } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { sessionChanged, useSession } from '../../../lib/session';
import { ErrorSummary, summaryOf } from '../../../ui/error-summary';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { changeSecurityQuestion } from './api';
import { SecurityQuestionFields } from './security-question-fields';
import '../../../ui/form-layout.css';
import '../accounts.css';

const ids = {
  CurrentPassword: 'change-sq-password',
  SecurityQuestionID: 'change-sq-question',
  SecurityQuestionAnswer: 'change-sq-answer',
};

/**
 * /Candidate/ChangeSecurityQuestion: the signed-in user confirms the current password, picks a
 * question and answers it (stored hashed), then goes on to the dashboard; the owner's mobile is told.
 * Only signed-in users reach it (RequireUser).
 */
export default function ChangeSecurityQuestionPage() {
  const { t } = useTranslation(['accounts', 'msg']);
  usePageTitle(t('security.changeTitle'));
  const user = useSession().data;
  const text = useMessageText();
  const navigate = useNavigate();
  const [summaryFocus, setSummaryFocus] = useState(0);
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(changeSecurityQuestionRequestSchema),
    defaultValues: { CurrentPassword: '', SecurityQuestionID: '', SecurityQuestionAnswer: '' },
    shouldFocusError: false,
  });
  const save = useMutation({
    mutationFn: (body: ChangeSecurityQuestionRequest) => changeSecurityQuestion(body),
    onSuccess: async () => {
      await sessionChanged('loggedIn');
      navigate(user?.DashBoardPathReact || '/dashboard');
    },
    onError: (error) => {
      // a wrong current password is an error of that field, shown beside it and in the summary
      const field = error instanceof ApiError ? error.fields.find((f) => f.field === 'CurrentPassword') : undefined;
      if (field) {
        setError('CurrentPassword', { message: field.key });
        setSummaryFocus((n) => n + 1);
      }
    },
  });
  const failure =
    save.error && !(save.error instanceof ApiError && save.error.fields.some((f) => f.field === 'CurrentPassword'))
      ? save.error instanceof ApiError
        ? save.error.message
        : t('msg:accounts.saveFailed')
      : undefined;

  return (
    <div className="container accounts-page">
      <h1>{t('security.changeTitle')}</h1>
      <p>{t('security.changeIntro')}</p>
      <form
        noValidate
        onSubmit={handleSubmit(
          (body) => save.mutate(body),
          () => setSummaryFocus((n) => n + 1),
        )}
        className="accounts-form"
      >
        <ErrorSummary errors={summaryOf(formState.errors, ids, text)} focusKey={summaryFocus} />
        {failure && (
          <p className="form-alert" role="alert">
            {failure}
          </p>
        )}
        <Field
          id={ids.CurrentPassword}
          type="password"
          label={t('security.currentPassword')}
          hint={t('security.currentPasswordHint')}
          required
          autoComplete="current-password"
          error={text(formState.errors.CurrentPassword?.message)}
          {...register('CurrentPassword')}
        />
        <SecurityQuestionFields idPrefix="change-sq" register={register} errors={formState.errors} />
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('security.saving') : t('security.save')}
        </button>
      </form>
    </div>
  );
}
