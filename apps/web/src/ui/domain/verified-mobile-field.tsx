import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { OtpVerify } from './otp-verify';

type Props<V extends FieldValues, C, O> = {
  form: UseFormReturn<V, C, O>;
  /** The form's mobile number field. */
  name: Path<V>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The form's error for the field, already translated. */
  error?: string;
  /** The OTP calls (lib/use-otp.ts `useMobileOtp(purpose)`): the spec's words on failure. */
  otp: {
    send: (mobile: string) => Promise<{ demoOtp?: string }>;
    verify: (mobile: string, code: string) => Promise<string | undefined>;
  };
  /** The number the OTP verified ('' for none): while the field holds it, it is locked and Verified. */
  verifiedNumber: string;
  /** The code was accepted for `number` (with the upload token registration's documents need). */
  onVerified: (number: string, uploadToken: string | undefined) => void;
};

/**
 * A form's primary mobile number, verified by OTP (Verify, the dialog, then locked and Verified): the
 * one verified-mobile field of registration, the Primary step, the complaint and the grievance forms.
 * A verified number clears the field's error.
 */
export function VerifiedMobileField<V extends FieldValues, C, O>({
  form,
  name,
  id,
  label,
  hint,
  error,
  otp,
  verifiedNumber,
  onVerified,
}: Props<V, C, O>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <OtpVerify
          id={id}
          name={field.name}
          label={label}
          hint={hint}
          required
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          verified={field.value !== '' && field.value === verifiedNumber}
          onSend={otp.send}
          onVerify={async (number, code) => {
            onVerified(number, await otp.verify(number, code));
            form.clearErrors(name);
          }}
          error={error}
        />
      )}
    />
  );
}
