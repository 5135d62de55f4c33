import { endpoint } from '../endpoint';
import type * as s from '../schemas/otp';

/** OTP to the mobile number of a form (API.md "Captcha, OTP, accounts"). */
export const otpApi = {
  send: endpoint<{ body: typeof s.sendOtpRequestSchema; response: typeof s.sendOtpResponseSchema }>(
    'POST',
    '/api/OTP/send-otp',
    { access: 'public' },
  ),
  verify: endpoint<{ body: typeof s.verifyOtpRequestSchema; response: typeof s.verifyOtpResponseSchema }>(
    'POST',
    '/api/OTP/verify-otp',
    { access: 'public' },
  ),
};
