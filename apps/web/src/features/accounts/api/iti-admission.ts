import { registrationApi } from '@portal/shared/api/registration';
import { call } from '../../../lib/api';

/** The spec's 30 s timeout on the lookup. */
const LOOKUP_TIMEOUT_MS = 30_000;

/** GET /api/IITIAdmission/GetIITIAdmissionData: the masked preview of an ITI admission record. */
export async function lookUpItiAdmission(ITIRegistrationNo: string) {
  const response = await call(registrationApi.itiAdmission, {
    query: { ITIRegistrationNo },
    timeoutMs: LOOKUP_TIMEOUT_MS,
  });
  return response.Data;
}

/** POST /api/IITIAdmission/SendOTP: a code to the record's own mobile (`otp` in console mode only). */
export function sendItiOtp(ITIRegistrationNo: string) {
  return call(registrationApi.itiSendOtp, { body: { ITIRegistrationNo } });
}

/** POST /api/IITIAdmission/VerifyOTP: the fields that pre-fill the registration form. */
export async function verifyItiOtp(ITIRegistrationNo: string, otp: string) {
  const response = await call(registrationApi.itiVerifyOtp, { body: { ITIRegistrationNo, otp } });
  return response.Data;
}
