import { LIMITS } from '@portal/shared/basics';
import { memo } from 'react';
import { useTranslation } from '../../../i18n';
import { useCaptcha } from '../../../lib/use-captcha';
import { useGenders } from '../../../lib/use-genders';
import { useMobileOtp } from '../../../lib/use-otp';
import { Captcha } from '../../../ui/domain/captcha';
import { PersonFields } from '../../../ui/domain/person-fields';
import { Field } from '../../../ui/field';
import { useErrorText, useFormScope, useScopeError, useScopeErrors } from '../../../ui/form-scope';
import { SecurityQuestionFields } from '../security-question/security-question-fields';
import type { Registration } from './api';
import { IDS, type RegistrationRole, type Values } from './registration-values';
import { StaffPhotoAndRoles, StaffProofs } from './staff-fields';

// The registration form's sections. Each is `memo` and reads the form and its errors from the
// FormScope, so react-hook-form's render of the form's root after mount (`isReady`), and each later
// one (a dialog, the mobile's verification), stops at them (decision 077).

/**
 * The personal details: names, date of birth, gender, email, the mobile verified by OTP and the
 * alternate mobile; staff also give their photo, signature, job roles and institute, and their proofs.
 */
export const PersonalSection = memo(function PersonalSection({
  role,
  resetCount,
  verifiedMobile,
  onVerified,
}: {
  role: RegistrationRole;
  resetCount: number;
  verifiedMobile: string;
  /** Stable (the section re-renders when it changes): keeps the number and its upload token. */
  onVerified: (number: string, uploadToken: string | undefined) => void;
}) {
  const { t } = useTranslation('accounts');
  const form = useFormScope<Values, Registration>();
  const err = useScopeError<Values>();
  const genders = useGenders();
  const otp = useMobileOtp();
  return (
    <fieldset className="accounts-section">
      <legend>{t('registration.sections.personal')}</legend>
      <PersonFields
        form={form}
        ids={IDS}
        labels={{
          FirstName: t('registration.firstName'),
          MiddleName: t('registration.middleName'),
          LastName: t('registration.lastName'),
          DOB: t('registration.dob'),
          dobHint: t('registration.dobHint'),
          GenderCode: t('registration.gender'),
          genderPlaceholder: t('registration.choosePlaceholder'),
          EMailID: t('registration.email'),
          MobileNo: t('registration.mobile'),
          mobileHint: t('registration.mobileHint'),
          AltMobileNo: t('registration.altMobile'),
        }}
        error={err}
        genders={genders.data ?? []}
        mobile={{ otp, verifiedNumber: verifiedMobile, onVerified }}
        afterNames={role === 'staff' && <StaffPhotoAndRoles resetCount={resetCount} />}
        afterDob={role === 'staff' && <StaffProofs resetCount={resetCount} />}
      />
    </fieldset>
  );
});

/** The security question and its answer, the password and its confirmation. */
export const SecuritySection = memo(function SecuritySection() {
  const { t } = useTranslation('accounts');
  const { register } = useFormScope<Values, Registration>();
  const errors = useScopeErrors<Values>();
  const err = useErrorText(errors);
  return (
    <fieldset className="accounts-section">
      <legend>{t('registration.sections.security')}</legend>
      <SecurityQuestionFields
        idPrefix="reg-sq"
        register={register}
        errors={errors}
        loadFailedKey="accounts.loadQuestionsFailedRegistration"
      />
      <Field
        id={IDS.Password}
        type="password"
        label={t('registration.password')}
        hint={t('registration.passwordHint')}
        required
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        error={err('Password')}
        {...register('Password')}
      />
      <Field
        id={IDS.ConfirmPassword}
        type="password"
        label={t('registration.confirmPassword')}
        required
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        error={err('ConfirmPassword')}
        {...register('ConfirmPassword')}
      />
    </fieldset>
  );
});

/**
 * The captcha. It holds the challenge, which comes after the page has come to life: its arrival renders
 * this section, not the form (on `/Staff` that render was 57 ms at 4× CPU, decision 077). The form
 * asks for a new one with `useCaptchaReload`.
 */
export const CaptchaSection = memo(function CaptchaSection() {
  const { t } = useTranslation('accounts');
  const { register, setValue } = useFormScope<Values, Registration>();
  const err = useScopeError<Values>();
  const captcha = useCaptcha('registration', setValue);
  return (
    <fieldset className="accounts-section">
      <legend>{t('registration.sections.captcha')}</legend>
      <Captcha
        captcha={captcha}
        id={IDS.CaptchaText}
        label={t('registration.captcha')}
        required
        error={err('CaptchaText') ?? err('CaptchaId')}
        onRefresh={() => setValue('CaptchaText', '')}
        {...register('CaptchaText')}
      />
    </fieldset>
  );
});
