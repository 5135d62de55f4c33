import type { APIRequestContext, APIResponse } from '@playwright/test';
import { complaintForm, type Places } from '../../apps/server/src/test/complaint-form';
import { uniqueContact } from '../accounts/accounts';
import { expect, fromOwnAddress } from '../fixtures';

/**
 * A complaint (Form A) filed through the API as the form does it, for specs whose subject is what
 * happens to it afterwards: the complainant's mobile verified by OTP in `request`'s context (the
 * verification is bound to that browser), the complainant in Pune, the institute in Nagpur (region 6,
 * Nagpur), no documents. Answers its number, mobile and password.
 */
export async function fileComplaint(request: APIRequestContext, password: string) {
  const headers = { 'X-Requested-With': 'XMLHttpRequest', ...fromOwnAddress() };
  const ok = async <T>(response: APIResponse): Promise<T> => {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const { mobile } = uniqueContact();
  const { otp } = await ok<{ otp: string }>(
    await request.post('/api/OTP/send-otp', { headers, data: { mobileNumber: mobile, purpose: 'complaint' } }),
  );
  await ok(
    await request.post('/api/OTP/verify-otp', { headers, data: { mobileNumber: mobile, otp, purpose: 'complaint' } }),
  );
  const places = async (pincode: string) =>
    (await ok<{ Data: Places }>(await request.get(`/Base/GetPincodeData?Pincode=${pincode}`, { headers }))).Data;
  const [pune, nagpur] = [await places('411001'), await places('440001')];
  const captcha = await ok<{ CaptchaId: string; Answer: string }>(
    await request.get('/api/Captcha?kind=registration', { headers }),
  );
  const complaint = complaintForm(
    { pune, nagpur },
    { primaryNumber: mobile, password, captcha: { CaptchaId: captcha.CaptchaId, CaptchaText: captcha.Answer } },
  );
  const filed = await ok<{ Data: { ComplaintNo: string } }>(
    await request.post('/api/Complaint/submit', { headers, multipart: { complaint: JSON.stringify(complaint) } }),
  );
  return { number: filed.Data.ComplaintNo, mobile, password };
}
