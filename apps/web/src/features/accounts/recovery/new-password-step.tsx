import type { newPasswordWithOtpFormSchema } from '@portal/shared';
import { asciiDigits, digitsOnly, LIMITS } from '@portal/shared/basics';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../i18n';
import { lazySchemaResolver } from '../../../lib/schema-resolver';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { StepForm } from '../../../ui/step-form';
import { resetPasswordWithAnswer, resetPasswordWithOtp } from './api';
import { recoverySchemas } from './recovery-step-form';
import type { RecoveryFacts, StepProps } from './recovery-types';

type Values = { OTP: string; NewPassword: string; ConfirmPassword: string };
type Checked = z.output<typeof newPasswordWithOtpFormSchema>;
/** enterOtp asks for the OTP as well as the new password; setNewPassword only for the password. */
const resolvers = {
  withOtp: lazySchemaResolver<Values, Checked>(() => recoverySchemas().then((m) => m.newPasswordWithOtpFormSchema)),
  passwordOnly: lazySchemaResolver<Values, Checked>(() => recoverySchemas().then((m) => m.newPasswordFormSchema)),
};

type NewPasswordStepProps = StepProps & {
  /** enterOtp (OTP + new password) rather than setNewPassword (after the security answer). */
  withOtp: boolean;
  facts: RecoveryFacts;
  onDone: () => void;
};

/** setNewPassword and enterOtp: new and confirm password with a show-password checkbox. */
export function NewPasswordStep({ withOtp, facts, run, failure, onBack, focusHeading, onDone }: NewPasswordStepProps) {
  const { t } = useTranslation('accounts');
  const text = useMessageText();
  const [reveal, setReveal] = useState(false);
  const prefix = withOtp ? 'recovery-otp' : 'recovery-new';
  const ids = {
    ...(withOtp ? { OTP: `${prefix}-otp` } : {}),
    NewPassword: `${prefix}-password`,
    ConfirmPassword: `${prefix}-confirm`,
  };
  const resolver = withOtp ? resolvers.withOtp : resolvers.passwordOnly;
  const form = useForm<Values, unknown, Checked>({
    resolver,
    defaultValues: { OTP: '', NewPassword: '', ConfirmPassword: '' },
    shouldFocusError: false,
  });
  const errors = form.formState.errors;

  const save = (values: Checked) =>
    withOtp
      ? run(async () => {
          await resetPasswordWithOtp({
            UserLoginID: facts.UserLoginID ?? '',
            MobileNo: facts.MobileNo ?? '',
            OTP: values.OTP,
            NewPassword: values.NewPassword,
          });
          onDone();
        }, 'accounts.otpVerifyFailed')
      : run(async () => {
          await resetPasswordWithAnswer({
            UserLoginID: facts.UserLoginID ?? '',
            SecurityQuestionID: facts.SecurityQuestionID ?? 0,
            SecurityQuestionAnswer: facts.SecurityQuestionAnswer ?? '',
            NewPassword: values.NewPassword,
          });
          onDone();
        }, 'accounts.passwordResetFailed');

  return (
    <StepForm
      className="accounts-form recovery-step"
      backLabel={t('recovery.back')}
      title={t(withOtp ? 'recovery.enterOtp.title' : 'recovery.setNewPassword.title')}
      form={form}
      ids={ids}
      failure={failure}
      onBack={onBack}
      focusHeading={focusHeading}
      submitLabel={t('recovery.resetPassword')}
      onValid={save}
      onFocus={resolver.load}
    >
      {withOtp && (
        <>
          {facts.demoOtp && (
            <p className="accounts-note">
              {t('recovery.enterOtp.demo')} <strong data-testid="demo-otp">{facts.demoOtp}</strong>
            </p>
          )}
          <Field
            id={`${prefix}-otp`}
            label={t('recovery.enterOtp.otp')}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={text(errors.OTP?.message)}
            {...form.register('OTP', {
              onChange: (event) => form.setValue('OTP', digitsOnly(asciiDigits(event.target.value), 6)),
            })}
          />
        </>
      )}
      <Field
        id={ids.NewPassword}
        type="password"
        reveal={reveal}
        label={t('recovery.newPassword')}
        hint={t('registration.passwordHint')}
        required
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        error={text(errors.NewPassword?.message)}
        {...form.register('NewPassword')}
      />
      <Field
        id={ids.ConfirmPassword}
        type="password"
        reveal={reveal}
        label={t('recovery.confirmPassword')}
        required
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        error={text(errors.ConfirmPassword?.message)}
        {...form.register('ConfirmPassword')}
      />
      <div className="choice-group__item">
        <input
          id={`${prefix}-reveal`}
          type="checkbox"
          checked={reveal}
          onChange={(event) => setReveal(event.target.checked)}
        />
        <label htmlFor={`${prefix}-reveal`}>{t('recovery.showPassword')}</label>
      </div>
    </StepForm>
  );
}
