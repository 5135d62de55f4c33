import { z } from 'zod';
import { mobileNumberRule, otpRule } from './fields';

/**
 * OTP to a mobile before registration (API.md "Captcha, OTP, accounts"). The code is checked on the server only.
 */

export const sendOtpRequestSchema = z.object({ mobileNumber: mobileNumberRule() });
/** `otp` only when SMS_PROVIDER=console (the spec's dialog shows it); never with a real gateway. */
export const sendOtpResponseSchema = z.object({ success: z.boolean(), otp: z.string().optional() });
export const verifyOtpRequestSchema = z.object({ mobileNumber: mobileNumberRule(), otp: otpRule() });
/** Success: `{success: true, message: 'Verified'}` (the number is verified for 30 minutes). Failures are error envelopes. */
export const verifyOtpResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** Sent back as the upload field `uploadToken` by uploads made before registration (1 hour). */
  uploadToken: z.string().optional(),
});
