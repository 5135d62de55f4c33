import { complaintApi, grievanceApi, otpApi } from '@portal/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp, xhr } from '../../test/app';
import { fileComplaint, fileGrievance } from '../../test/cases';
import { GOOD_PASSWORD, testIp } from '../../test/factories';

/**
 * The case rules both kinds share (issue 17 item 19): a case's year is India's, whatever the server's
 * time zone; a status answer is never stored by a browser or a proxy.
 */
describe('cases: the year in India, status answers not stored', () => {
  const ctx = useTestApp({ OTP_RESEND_SECONDS: '0' });
  // A server in UTC, as in most clouds: the bug showed there.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['complaint', 'grievance'] as const)(
    "numbers a %s filed at 00:30 on 1 January in India with India's new year",
    async (kind) => {
      // 19:00 UTC on 31 December 2026 is 00:30 on 1 January 2027 in India (UTC+05:30).
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T19:00:00Z') });
      const { number } = kind === 'complaint' ? await fileComplaint(ctx().app) : await fileGrievance(ctx().app);
      expect(number).toMatch(kind === 'complaint' ? /^CMP-2027-\d{6}$/ : /^GRV-2027-\d{6}$/);
    },
  );

  it('keeps the old year until midnight in India (23:59 on 31 December)', async () => {
    // 18:29 UTC is 23:59 in India: still 2026.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T18:29:00Z') });
    expect((await fileGrievance(ctx().app)).number).toMatch(/^GRV-2026-\d{6}$/);
  });

  const statusOtp = async (mobileNumber: string, ip: string) => {
    const sent = await ctx().app.inject({
      method: 'POST',
      url: otpApi.send.path,
      headers: xhr,
      payload: { mobileNumber, purpose: 'caseStatus' },
      remoteAddress: ip,
    });
    expect(sent.statusCode).toBe(200);
    return sent.json().otp as string;
  };

  it('answers a grievance status with Cache-Control: no-store', async () => {
    const { number, mobile } = await fileGrievance(ctx().app);
    const ip = testIp();
    const res = await ctx().app.inject({
      method: 'POST',
      url: grievanceApi.status.path,
      headers: xhr,
      payload: { GrievanceNo: number, MobileNo: mobile, OTP: await statusOtp(mobile, ip) },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.GrievanceNo).toBe(number);
    expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
  });

  it('answers a complaint status with Cache-Control: no-store', async () => {
    const { number } = await fileComplaint(ctx().app);
    const res = await ctx().app.inject({
      method: 'POST',
      url: complaintApi.status.path,
      headers: xhr,
      payload: { ComplaintNo: number, Password: GOOD_PASSWORD },
      remoteAddress: testIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
  });
});
