import { zodResolver } from '@hookform/resolvers/zod';
import { verifySecurityAnswerRequestSchema } from '@portal/shared';
import { accountsApi } from '@portal/shared/api/accounts';
import { LIMITS } from '@portal/shared/basics';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { call } from '../../../lib/api';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { StepForm } from '../../../ui/step-form';
import { SecurityQuestionFields } from '../security-question/security-question-fields';
import type { RecoveryFacts, StepProps } from './recovery-types';

const ids = {
  UserLoginID: 'recovery-sq-profile-id',
  SecurityQuestionID: 'recovery-sq-question',
  SecurityQuestionAnswer: 'recovery-sq-answer',
};

/** securityQuestion: profile ID, question and answer, checked by the server at this step. */
export function SecurityAnswerStep({
  run,
  failure,
  onBack,
  focusHeading,
  onVerified,
}: StepProps & { onVerified: (facts: RecoveryFacts) => void }) {
  const { t } = useTranslation('accounts');
  const text = useMessageText();
  const form = useForm({
    resolver: zodResolver(verifySecurityAnswerRequestSchema),
    defaultValues: { UserLoginID: '', SecurityQuestionID: '', SecurityQuestionAnswer: '' },
    shouldFocusError: false,
  });
  return (
    <StepForm
      className="accounts-form recovery-step"
      backLabel={t('recovery.back')}
      title={t('recovery.securityQuestion.title')}
      form={form}
      ids={ids}
      failure={failure}
      onBack={onBack}
      focusHeading={focusHeading}
      submitLabel={t('recovery.proceed')}
      onValid={(body) =>
        run(async () => {
          await call(accountsApi.verifySecurityAnswer, { body });
          onVerified(body);
        }, 'accounts.passwordResetFailed')
      }
    >
      <Field
        id={ids.UserLoginID}
        label={t('recovery.profileId')}
        required
        maxLength={LIMITS.profileIdLength}
        autoComplete="username"
        spellCheck={false}
        error={text(form.formState.errors.UserLoginID?.message)}
        {...form.register('UserLoginID')}
      />
      <SecurityQuestionFields idPrefix="recovery-sq" register={form.register} errors={form.formState.errors} />
    </StepForm>
  );
}
