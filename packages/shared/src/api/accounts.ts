import { endpoint, roles } from '../endpoint';
import type * as a from '../schemas/accounts';
import type * as r from '../schemas/recovery';

/** Sign-in, session, sign-out, dashboard and account recovery (API.md "Captcha, OTP, accounts"). */
export const accountsApi = {
  login: endpoint<{ body: typeof a.loginRequestSchema; response: typeof a.loginResponseSchema }>(
    'POST',
    '/api/Account/login',
    { access: 'public' },
  ),
  logout: endpoint<{ body: typeof a.logoutRequestSchema; response: typeof a.logoutResponseSchema }>(
    'POST',
    '/api/Account/logout',
    { access: 'signedIn' },
  ),
  userDetails: endpoint<{ query: typeof a.userDetailsQuerySchema; response: typeof a.userDetailsResponseSchema }>(
    'GET',
    '/api/Account/userDetails',
    { access: 'signedIn' },
  ),
  profileProgress: endpoint<{
    query: typeof a.profileProgressQuerySchema;
    response: typeof a.profileProgressResponseSchema;
  }>('GET', '/api/Account/profileProgress', { access: roles('candidate', 'staff') }),
  changeSecurityQuestion: endpoint<{
    body: typeof r.changeSecurityQuestionRequestSchema;
    response: typeof r.statusMessageResponseSchema;
  }>('POST', '/api/Account/changeSecurityQuestion', { access: 'signedIn' }),
  verifySecurityAnswer: endpoint<{
    body: typeof r.verifySecurityAnswerRequestSchema;
    response: typeof r.verifySecurityAnswerResponseSchema;
  }>('POST', '/api/Account/verifySecurityAnswer', { access: 'public' }),
  resetPassword: endpoint<{
    body: typeof r.resetPasswordRequestSchema;
    response: typeof r.resetPasswordResponseSchema;
  }>('POST', '/api/Account/resetPassword', { access: 'public' }),
  forgotPasswordByOtp: endpoint<{
    body: typeof r.forgotPasswordByOtpRequestSchema;
    response: typeof r.forgotPasswordByOtpResponseSchema;
  }>('POST', '/api/Account/forgotPasswordByOTP', { access: 'public' }),
  verifyOtpAndResetPassword: endpoint<{
    body: typeof r.verifyOtpAndResetPasswordRequestSchema;
    response: typeof r.statusMessageResponseSchema;
  }>('POST', '/api/Account/verifyOTPAndResetPassword', { access: 'public' }),
  /** Pinned by API.md as a GET; it sends an SMS, so it needs the CSRF header like a POST (decision 040). */
  forgotProfileId: endpoint<{ query: typeof r.userLoginIdQuerySchema; response: typeof r.statusMessageResponseSchema }>(
    'GET',
    '/api/Account/userLoginId',
    { access: 'public' },
  ),
  /** The same lookup as a POST with the CSRF header: what the web app uses (decision 040). */
  sendProfileId: endpoint<{ body: typeof r.userLoginIdQuerySchema; response: typeof r.statusMessageResponseSchema }>(
    'POST',
    '/api/Account/userLoginId',
    { access: 'public' },
  ),
};
