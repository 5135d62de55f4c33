import { endpoint } from '../endpoint';
import type * as i from '../schemas/iti-admission';
import type * as s from '../schemas/registration';

/** Candidate and staff registration and the ITI admission lookup (API.md "Captcha, OTP, accounts"). */
export const registrationApi = {
  registerCandidate: endpoint<{
    body: typeof s.candidateRegistrationSchema;
    response: typeof s.registrationResponseSchema;
  }>('POST', '/api/Registration/RegisterCandidate', { access: 'public' }),
  registerStaff: endpoint<{ body: typeof s.staffRegistrationSchema; response: typeof s.registrationResponseSchema }>(
    'POST',
    '/api/Registration/RegisterStaff',
    { access: 'public' },
  ),
  itiAdmission: endpoint<{
    query: typeof i.itiAdmissionQuerySchema;
    response: typeof i.itiAdmissionPreviewResponseSchema;
  }>('GET', '/api/IITIAdmission/GetIITIAdmissionData', { access: 'public' }),
  itiSendOtp: endpoint<{ body: typeof i.itiAdmissionQuerySchema; response: typeof i.itiOtpResponseSchema }>(
    'POST',
    '/api/IITIAdmission/SendOTP',
    { access: 'public' },
  ),
  itiVerifyOtp: endpoint<{ body: typeof i.itiOtpVerifyRequestSchema; response: typeof i.itiPrefillResponseSchema }>(
    'POST',
    '/api/IITIAdmission/VerifyOTP',
    { access: 'public' },
  ),
};
