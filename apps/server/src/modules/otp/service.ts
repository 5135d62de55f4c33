import type { Lang, OtpFormPurpose } from '@portal/shared';
import { PROFILES_PER_CONTACT } from '@portal/shared/basics';
import type { Config } from '../../config';
import { ApiError } from '../../platform/errors';
import { checkOtp, type OtpStore, sendOtp } from '../../platform/otp';
import type { Sms } from '../../platform/sms';
import { issueUploadToken } from '../../platform/upload-token';
import * as repo from './repo';

/**
 * The OTP endpoints' own work (send-otp, verify-otp for a form's number); the codes themselves are
 * platform/otp.ts's, shared with every area that sends or checks one.
 */

/** The OTP purpose behind each form purpose of send-otp / verify-otp. */
const PURPOSE_OF = {
  register: 'verify',
  grievance: 'grievance',
  complaint: 'complaint',
  caseStatus: 'caseStatus',
  meeting: 'meeting',
} as const;

/**
 * POST /api/OTP/send-otp: a code to a form's number. For registration a family may share a phone, up
 * to the cap: a number already at the cap is refused before an SMS is spent on a form that would fail.
 */
export async function sendVerificationOtp(
  store: OtpStore,
  sms: Sms,
  input: { mobile: string; lang: Lang; purpose: OtpFormPurpose },
) {
  if (input.purpose === 'register' && (await repo.profilesOnMobile(store.db, input.mobile)) >= PROFILES_PER_CONTACT) {
    throw new ApiError(409, 'accounts.duplicateMobile', [
      { field: 'mobileNumber', message: 'accounts.duplicateMobile' },
    ]);
  }
  return sendOtp(store, sms, { mobile: input.mobile, purpose: PURPOSE_OF[input.purpose], lang: input.lang });
}

/**
 * POST /api/OTP/verify-otp: checks the code (the number is then verified for 30 minutes, for that
 * form) and answers the upload token that documents uploaded before registration need.
 */
export async function verifyMobile(
  store: OtpStore,
  config: Pick<Config, 'vaultKey' | 'dataDir'>,
  input: { mobile: string; code: string; purpose: Exclude<OtpFormPurpose, 'caseStatus'>; binding: string },
) {
  await checkOtp(store, {
    mobile: input.mobile,
    code: input.code,
    purpose: PURPOSE_OF[input.purpose],
    binding: input.binding,
  });
  return input.purpose === 'register' ? issueUploadToken(config, input.mobile, store.now()) : undefined;
}
