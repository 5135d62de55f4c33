import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordByOtpRequestSchema, mobileDigits } from '@portal/shared';
import { accountsApi } from '@portal/shared/api/accounts';
import { LIMITS } from '@portal/shared/basics';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { call } from '../../../lib/api';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { StepForm } from '../../../ui/step-form';
import type { RecoveryFacts, StepProps } from './recovery-types';

const ids = { UserLoginID: 'recovery-otp-profile-id', MobileNo: 'recovery-otp-mobile' };

/** otpVerification: profile ID and primary mobile, then Send OTP. */
export function OtpRequestStep({
  run,
  failure,
  onBack,
  focusHeading,
  onSent,
}: StepProps & { onSent: (facts: RecoveryFacts) => void }) {
  const { t } = useTranslation('accounts');
  const text = useMessageText();
  const form = useForm({
    resolver: zodResolver(forgotPasswordByOtpRequestSchema),
    defaultValues: { UserLoginID: '', MobileNo: '' },
    shouldFocusError: false,
  });
  return (
    <StepForm
      className="accounts-form recovery-step"
      backLabel={t('recovery.back')}
      title={t('recovery.otpVerification.title')}
      form={form}
      ids={ids}
      failure={failure}
      onBack={onBack}
      focusHeading={focusHeading}
      submitLabel={t('recovery.otpVerification.send')}
      onValid={(body) =>
        run(async () => {
          const response = await call(accountsApi.forgotPasswordByOtp, { body });
          onSent({ UserLoginID: body.UserLoginID, MobileNo: body.MobileNo, demoOtp: response.otp });
        }, 'accounts.otpSendFailed')
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
      <Field
        id={ids.MobileNo}
        type="tel"
        prefix="+91"
        label={t('recovery.mobile')}
        required
        inputMode="numeric"
        autoComplete="tel-national"
        error={text(form.formState.errors.MobileNo?.message)}
        {...form.register('MobileNo', {
          onChange: (event) => form.setValue('MobileNo', mobileDigits(event.target.value)),
        })}
      />
    </StepForm>
  );
}
