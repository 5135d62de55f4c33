import type { OtpFormPurpose } from '@portal/shared';
import { otpApi } from '@portal/shared/api/otp';
import { useTranslation } from '../i18n';
import { ApiError, call } from './api';

/**
 * The OTP of a form's mobile number, for `OtpVerify` (POST /api/OTP/send-otp, then verify-otp).
 * Failures reject with the words to show: rate limits and the like in their own, anything else the
 * spec's generic text. `purpose`: which form the number is for (registration by default; `grievance`;
 * `complaint`; `caseStatus` only sends — the status request carries the code).
 */
export function useMobileOtp(purpose: OtpFormPurpose = 'register') {
  const { t } = useTranslation('msg');
  return {
    /** Sends a code; `demoOtp` is the code itself when the server's SMS provider is the console one. */
    send: async (mobileNumber: string): Promise<{ demoOtp?: string }> => {
      try {
        const sent = await call(otpApi.send, { body: { mobileNumber, purpose } });
        return { demoOtp: sent.otp };
      } catch (failure) {
        throw new Error(
          failure instanceof ApiError && failure.status === 429 ? failure.message : t('accounts.otpGenericError'),
        );
      }
    },
    /** Checks the code; answers the upload token documents uploaded before registration need. */
    verify: async (mobileNumber: string, otp: string): Promise<string | undefined> => {
      try {
        return (
          await call(otpApi.verify, {
            body: { mobileNumber, otp, purpose: purpose === 'caseStatus' ? 'register' : purpose },
          })
        ).uploadToken;
      } catch (failure) {
        throw new Error(
          failure instanceof ApiError && failure.status < 500 && failure.status > 0
            ? failure.message
            : t('accounts.otpInvalid'),
        );
      }
    },
  };
}
