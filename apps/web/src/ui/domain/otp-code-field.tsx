import { asciiDigits } from '@portal/shared';
import { digitsOnly } from '@portal/shared/basics';
import type { Ref } from 'react';
import { useTranslation } from '../../i18n';
import { Field } from '../field';
import './otp-verify.css';

const OTP_DIGITS = 6;

type OtpCodeFieldProps = {
  id: string;
  value: string;
  onChange: (code: string) => void;
  /** Already translated. */
  error?: string;
  /** Enter checks the code (and never submits the form the field sits in). */
  onEnter: () => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The one-time code of an SMS: six digits (Marathi digits become ASCII, anything else is dropped),
 * offered by the browser from the SMS (autocomplete one-time-code). Used by `OtpVerify` and the ITI
 * admission lookup.
 */
export function OtpCodeField({ id, value, onChange, error, onEnter, ref }: OtpCodeFieldProps) {
  const { t } = useTranslation('form');
  return (
    <Field
      id={id}
      ref={ref}
      label={t('otp.otpLabel')}
      required
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_DIGITS}
      value={value}
      className="otp-code"
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        onEnter();
      }}
      onChange={(event) => onChange(digitsOnly(asciiDigits(event.target.value), OTP_DIGITS))}
    />
  );
}

/** The code itself, shown as the spec's dialog does when the server's SMS provider is the console one (demo). */
export function DemoOtp({ otp, testId }: { otp: string; testId: string }) {
  const { t } = useTranslation('form');
  return (
    <p className="otp-code__demo">
      {t('otp.demoOtp')} <strong data-testid={testId}>{otp}</strong>
    </p>
  );
}
