import { z } from 'zod';
import { mobileNumberRule, otpRule } from './fields';

/**
 * OTP to a mobile before registration (API.md "Captcha, OTP, accounts"). The code is checked on the server only.
 */

/**
 * What the code is for: `register` (default; a number already on three profiles is refused before an
 * SMS is spent), `grievance` or `complaint` (that form's number; verify-otp then leaves it verified for
 * one grievance or one complaint), `meeting` (the help area's booking, issue 17 item 8) or `caseStatus` (a complaint's or grievance's status check, which
 * takes the code itself).
 */
export const OTP_FORM_PURPOSES = ['register', 'grievance', 'complaint', 'caseStatus', 'meeting'] as const;
export const otpFormPurposeSchema = z.enum(OTP_FORM_PURPOSES).default('register');
export type OtpFormPurpose = (typeof OTP_FORM_PURPOSES)[number];

export const sendOtpRequestSchema = z.object({ mobileNumber: mobileNumberRule(), purpose: otpFormPurposeSchema });
/** `otp` only when SMS_PROVIDER=console (the spec's dialog shows it); never with a real gateway. */
export const sendOtpResponseSchema = z.object({ success: z.boolean(), otp: z.string().optional() });
/** `purpose` `register`, `grievance` or `complaint` (a status check sends its code with the status request instead). */
export const verifyOtpRequestSchema = z.object({
  mobileNumber: mobileNumberRule(),
  otp: otpRule(),
  purpose: z.enum(['register', 'grievance', 'complaint', 'meeting']).default('register'),
});
/** Success: `{success: true, message: 'Verified'}` (the number is verified for 30 minutes). Failures are error envelopes. */
export const verifyOtpResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** Sent back as the upload field `uploadToken` by uploads made before registration (1 hour). */
  uploadToken: z.string().optional(),
});
