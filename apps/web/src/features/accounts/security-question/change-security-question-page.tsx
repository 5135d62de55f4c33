import { zodResolver } from '@hookform/resolvers/zod';
import { changeSecurityQuestionRequestSchema } from '@portal/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ApiError, api } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { sessionChanged, useSession } from '../../../lib/session';
import { ErrorSummary, summaryOf } from '../../../ui/error-summary';
import { useMessageText } from '../../../ui/message';
import { SecurityQuestionFields } from './security-question-fields';
import '../accounts.css';

const ids = { SecurityQuestionID: 'change-sq-question', SecurityQuestionAnswer: 'change-sq-answer' };

/**
 * /Candidate/ChangeSecurityQuestion: a user without a security question picks one and answers it
 * (the answer is stored hashed), then goes on to the dashboard. Signed-out visitors go to /login.
 */
export default function ChangeSecurityQuestionPage() {
  const { t } = useTranslation(['accounts', 'msg']);
  usePageTitle(t('security.changeTitle'));
  const session = useSession();
  const text = useMessageText();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [summaryFocus, setSummaryFocus] = useState(0);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(changeSecurityQuestionRequestSchema),
    defaultValues: { SecurityQuestionID: '', SecurityQuestionAnswer: '' },
    shouldFocusError: false,
  });

  if (session.isPending) return <p className="container page-loading">{t('dashboard.loading')}</p>;
  const user = session.data;
  if (!user) return <Navigate to="/login" replace state={{ from: '/Candidate/ChangeSecurityQuestion' }} />;

  const save = async (body: unknown) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await api('/api/Account/changeSecurityQuestion', { method: 'POST', body });
      await sessionChanged('loggedIn');
      navigate(user.DashBoardPathReact || '/dashboard');
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('msg:accounts.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container accounts-page">
      <h1>{t('security.changeTitle')}</h1>
      <p>{t('security.changeIntro')}</p>
      <form noValidate onSubmit={handleSubmit(save, () => setSummaryFocus((n) => n + 1))} className="accounts-form">
        <ErrorSummary errors={summaryOf(formState.errors, ids, text)} focusKey={summaryFocus} />
        {failure && (
          <p className="accounts-alert" role="alert">
            {failure}
          </p>
        )}
        <SecurityQuestionFields idPrefix="change-sq" register={register} errors={formState.errors} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('security.saving') : t('security.save')}
        </button>
      </form>
    </div>
  );
}
