import { useTranslation } from '../../../i18n';
import { SecurityQuestionFields } from '../security-question/security-question-fields';
import { verifySecurityAnswer } from './api';
import { ProfileIdField, RecoveryStepForm, recoverySchemas, useRecoveryForm } from './recovery-step-form';
import type { RecoveryFacts, StepProps } from './recovery-types';

const ids = {
  UserLoginID: 'recovery-sq-profile-id',
  SecurityQuestionID: 'recovery-sq-question',
  SecurityQuestionAnswer: 'recovery-sq-answer',
};

/** securityQuestion: profile ID, question and answer, checked by the server at this step. */
export function SecurityAnswerStep({
  onVerified,
  ...step
}: StepProps & { onVerified: (facts: RecoveryFacts) => void }) {
  const { t } = useTranslation('accounts');
  const form = useRecoveryForm(() => recoverySchemas().then((m) => m.verifySecurityAnswerRequestSchema), {
    UserLoginID: '',
    SecurityQuestionID: '',
    SecurityQuestionAnswer: '',
  });
  return (
    <RecoveryStepForm
      {...step}
      form={form}
      ids={ids}
      title={t('recovery.securityQuestion.title')}
      submitLabel={t('recovery.proceed')}
      fallbackKey="accounts.passwordResetFailed"
      request={async (body) => {
        await verifySecurityAnswer(body);
        onVerified(body);
      }}
    >
      <ProfileIdField form={form} name="UserLoginID" id={ids.UserLoginID} />
      <SecurityQuestionFields idPrefix="recovery-sq" register={form.register} errors={form.formState.errors} />
    </RecoveryStepForm>
  );
}
