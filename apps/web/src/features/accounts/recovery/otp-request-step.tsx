import { useTranslation } from '../../../i18n';
import { sendPasswordOtp } from './api';
import { MobileField, ProfileIdField, RecoveryStepForm, recoverySchemas, useRecoveryForm } from './recovery-step-form';
import type { RecoveryFacts, StepProps } from './recovery-types';

const ids = { UserLoginID: 'recovery-otp-profile-id', MobileNo: 'recovery-otp-mobile' };

/** otpVerification: profile ID and primary mobile, then Send OTP. */
export function OtpRequestStep({ onSent, ...step }: StepProps & { onSent: (facts: RecoveryFacts) => void }) {
  const { t } = useTranslation('accounts');
  const form = useRecoveryForm(() => recoverySchemas().then((m) => m.forgotPasswordByOtpRequestSchema), {
    UserLoginID: '',
    MobileNo: '',
  });
  return (
    <RecoveryStepForm
      {...step}
      form={form}
      ids={ids}
      title={t('recovery.otpVerification.title')}
      submitLabel={t('recovery.otpVerification.send')}
      fallbackKey="accounts.otpSendFailed"
      request={async (body) => {
        const response = await sendPasswordOtp(body);
        onSent({ UserLoginID: body.UserLoginID, MobileNo: body.MobileNo, demoOtp: response.otp });
      }}
    >
      <ProfileIdField form={form} name="UserLoginID" id={ids.UserLoginID} />
      <MobileField form={form} name="MobileNo" id={ids.MobileNo} />
    </RecoveryStepForm>
  );
}
