import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otps, smsOutbox } from '../../db/schema';
import { appJobs } from '../../jobs';
import { useTestApp, xhr } from '../../test/app';
import { GOOD_PASSWORD, solvedCaptcha, testAadhaar, testIp, testMobile, uploadUnclaimed } from '../../test/factories';
import { multipart, sampleFiles } from '../../test/files';

/**
 * A sweep over every accounts endpoint with a real (fake, local) SMS gateway: no response ever holds
 * a password, a password hash, an OTP or a full Aadhaar number.
 */
describe('no secret ever leaves the server (SMS_PROVIDER=http)', () => {
  const gateway: { auth?: string; body: { to: string; template: string; message: string } }[] = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      gateway.push({ auth: req.headers.authorization, body: JSON.parse(data) });
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
    });
  });
  const overrides: Record<string, string> = { SMS_PROVIDER: 'http', SMS_HTTP_TOKEN: 'gateway-token' };
  // Registered before useTestApp's own beforeAll, so the app is built with the gateway's real port.
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    overrides.SMS_HTTP_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const ctx = useTestApp(overrides);

  const responses: string[] = [];
  const call = async (opts: InjectOptions) => {
    const res = await ctx().app.inject({ remoteAddress: testIp(), ...opts });
    responses.push(`${res.statusCode} ${JSON.stringify(res.headers)} ${res.body}`);
    return res;
  };
  const post = (url: string, payload: object, cookie?: string) =>
    call({ method: 'POST', url, headers: cookie ? { ...xhr, cookie } : xhr, payload });
  const get = (url: string, cookie?: string) => call({ url, headers: cookie ? { cookie } : {} });
  const lastCodeTo = (mobile: string) => {
    const sms = [...gateway].reverse().find((g) => g.body.to === `+91${mobile}` && g.body.template === 'otp');
    const code = /\b(\d{6})\b/.exec(sms?.body.message ?? '')?.[1];
    if (!code) throw new Error(`no OTP sent to ${mobile}`);
    return code;
  };
  const verified = async (mobile: string) => {
    const sent = await post('/api/OTP/send-otp', { mobileNumber: mobile });
    expect(sent.json()).toEqual({ success: true });
    const res = await post('/api/OTP/verify-otp', { mobileNumber: mobile, otp: lastCodeTo(mobile) });
    expect(res.statusCode).toBe(200);
    // the verification is bound to this browser (issue 17 item 10): its cookie goes with the form
    const binding = res.cookies.find((c) => c.name === 'otp-browser');
    return binding ? `${binding.name}=${binding.value}` : undefined;
  };
  const login = async (profileId: string, password: string, userTypeId: number, extra = {}) =>
    post('/api/Account/login', {
      UserLoginID: profileId,
      UserPassword: password,
      UserTypeID: userTypeId,
      ...(await solvedCaptcha(ctx().app, 'login')),
      ...extra,
    });
  const cookieOf = (res: Awaited<ReturnType<typeof post>>) => {
    const c = res.cookies.find((k) => k.name === 'sid');
    return c ? `sid=${c.value}` : undefined;
  };

  it('sends OTPs through the gateway with its bearer token, and never returns them', async () => {
    const mobile = testMobile();
    const res = await post('/api/OTP/send-otp', { mobileNumber: mobile });
    expect(res.json()).toEqual({ success: true });
    const sms = gateway.at(-1);
    expect(sms?.auth).toBe('Bearer gateway-token');
    expect(sms?.body.to).toBe(`+91${mobile}`);
    expect(sms?.body.message).toContain(lastCodeTo(mobile));
  });

  it('forgotPasswordByOTP answers the same status and body whether or not the profile ID and mobile match (issue 17 item 13)', async () => {
    const mobile = testMobile();
    const form = {
      IsITIRegistered: 'N',
      FirstName: 'Match',
      LastName: 'Probe',
      GenderCode: 'F',
      DOB: '2002-02-02',
      EMailID: `probe.${Date.now()}@example.in`,
      MobileNo: mobile,
      SecurityQuestionID: 1,
      SecurityQuestionAnswer: 'Pune',
      Password: GOOD_PASSWORD,
      ConfirmPassword: GOOD_PASSWORD,
    };
    const cookie = await verified(mobile);
    const registered = await post(
      '/api/Registration/RegisterCandidate',
      { ...form, ...(await solvedCaptcha(ctx().app, 'registration')) },
      cookie,
    );
    const profileId = registered.json().Data as string;
    // the registration's OTP was a moment ago: let its 30 s pass
    const db = ctx().database.db;
    await db
      .update(otps)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(otps.mobile, mobile));
    const sentBefore = gateway.length;
    const match = await post('/api/Account/forgotPasswordByOTP', { UserLoginID: profileId, MobileNo: mobile });
    const other = testMobile();
    const mismatch = await post('/api/Account/forgotPasswordByOTP', { UserLoginID: profileId, MobileNo: other });
    const unknown = await post('/api/Account/forgotPasswordByOTP', {
      UserLoginID: 'MH2026C555555',
      MobileNo: testMobile(),
    });
    expect(match.statusCode).toBe(200);
    for (const res of [mismatch, unknown]) {
      expect(res.statusCode).toBe(match.statusCode);
      expect(res.body).toBe(match.body);
      expect(res.headers['content-length']).toBe(match.headers['content-length']);
    }
    // the same work: a code row for the typed number each time; only the owner's number gets an SMS
    expect(await db.select().from(otps).where(eq(otps.mobile, other))).toHaveLength(1);
    await expect.poll(() => gateway.length).toBe(sentBefore + 1);
    expect(gateway.at(-1)?.body.to).toBe(`+91${mobile}`);
  });

  it('records each send in sms_outbox with the code masked', async () => {
    const mobile = testMobile();
    await post('/api/OTP/send-otp', { mobileNumber: mobile });
    const code = lastCodeTo(mobile);
    const rows = await ctx().database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.body).not.toContain(code);
    expect(rows[0]?.body).toContain('******');
  });

  it('sweep: registration, sign-in, dashboard, recovery and uploads hold no password, hash, OTP or Aadhaar', async () => {
    const passwords = [GOOD_PASSWORD, 'Wrong@Pass1', 'Reset@Pass22', 'Otp@Reset33', 'password1'];
    const aadhaar = testAadhaar();

    // candidate registration (and a refused one that carries a password)
    const candidate = { mobile: testMobile(), email: `sweep.${Date.now()}@example.in` };
    const candidateForm = {
      IsITIRegistered: 'N',
      FirstName: 'Sweep',
      LastName: 'Candidate',
      GenderCode: 'M',
      DOB: '2003-03-03',
      EMailID: candidate.email,
      MobileNo: candidate.mobile,
      SecurityQuestionID: 1,
      SecurityQuestionAnswer: 'Pune',
      Password: GOOD_PASSWORD,
      ConfirmPassword: GOOD_PASSWORD,
    };
    await post('/api/Registration/RegisterCandidate', {
      ...candidateForm,
      Password: 'password1',
      ConfirmPassword: 'password1',
      ...(await solvedCaptcha(ctx().app, 'registration')),
    });
    const candidateBrowser = await verified(candidate.mobile);
    const registered = await post(
      '/api/Registration/RegisterCandidate',
      { ...candidateForm, ...(await solvedCaptcha(ctx().app, 'registration')) },
      candidateBrowser,
    );
    expect(registered.statusCode).toBe(200);
    const candidateId = registered.json().Data as string;

    // staff registration with Aadhaar and documents; then the same Aadhaar again (409)
    const staffMobile = testMobile();
    const staffForm = {
      FirstName: 'Sweep',
      LastName: 'Staff',
      GenderCode: 'F',
      DOB: '1990-09-09',
      EMailID: `staff.${Date.now()}@example.in`,
      MobileNo: staffMobile,
      SecurityQuestionID: 2,
      SecurityQuestionAnswer: 'ZP School',
      Password: GOOD_PASSWORD,
      ConfirmPassword: GOOD_PASSWORD,
      ListJobRole: [{ ID: 3 }],
      AadhaarNo: aadhaar,
      PhotoFilePath: await uploadUnclaimed(ctx().app, 'Photo', sampleFiles.jpg()),
      SignFilePath: await uploadUnclaimed(ctx().app, 'Signature', sampleFiles.jpg()),
      AadhaarFilePath: await uploadUnclaimed(ctx().app, 'AadhaarCard', sampleFiles.pdf()),
      InstituteID: 1,
    };
    const staffBrowser = await verified(staffMobile);
    const staff = await post(
      '/api/Registration/RegisterStaff',
      { ...staffForm, ...(await solvedCaptcha(ctx().app, 'registration')) },
      staffBrowser,
    );
    expect(staff.statusCode).toBe(200);
    const staffId = staff.json().Data as string;
    const again = await post('/api/Registration/RegisterStaff', {
      ...staffForm,
      MobileNo: testMobile(),
      EMailID: `other.${Date.now()}@example.in`,
      ...(await solvedCaptcha(ctx().app, 'registration')),
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);

    // sign-in: failure, success, a paused second login, dashboard data, session
    await login(candidateId, 'Wrong@Pass1', 91);
    const candidateLogin = await login(candidateId, GOOD_PASSWORD, 91);
    const candidateCookie = cookieOf(candidateLogin);
    await login(candidateId, GOOD_PASSWORD, 91);
    const staffCookie = cookieOf(await login(staffId, GOOD_PASSWORD, 95));
    await get('/api/Account/session', candidateCookie);
    await get(`/api/Account/userDetails?userLoginId=${candidateId}`, candidateCookie);
    await get(`/api/Account/userDetails?userLoginId=${staffId}`, staffCookie);
    await get('/api/Account/profileProgress', staffCookie);
    await call({
      method: 'POST',
      url: '/api/FileUpload/UploadFile',
      ...(() => {
        const body = multipart(
          { userID: Number(staffId.slice(-6)), fileType: 'PANCard' },
          { filename: 'pan.pdf', content: sampleFiles.pdf() },
        );
        return { headers: { ...body.headers, cookie: String(staffCookie) }, payload: body.payload };
      })(),
    });
    await post(
      '/api/Account/changeSecurityQuestion',
      { CurrentPassword: GOOD_PASSWORD, SecurityQuestionID: 3, SecurityQuestionAnswer: 'Satara' },
      candidateCookie,
    );

    // recovery: security answer, reset, OTP reset, forgotten profile ID
    await post('/api/Account/verifySecurityAnswer', {
      UserLoginID: candidateId,
      SecurityQuestionID: 3,
      SecurityQuestionAnswer: 'Satara',
    });
    await post('/api/Account/resetPassword', {
      UserLoginID: candidateId,
      SecurityQuestionID: 3,
      SecurityQuestionAnswer: 'Satara',
      NewPassword: 'Reset@Pass22',
    });
    // (the number had its registration OTP moments ago: let the 30-second resend wait pass)
    await ctx()
      .database.db.update(otps)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(otps.mobile, staffMobile));
    const before = gateway.length;
    const otpSent = await post('/api/Account/forgotPasswordByOTP', { UserLoginID: staffId, MobileNo: staffMobile });
    expect(otpSent.json()).toEqual({ Status: 'Success' });
    // handed to the gateway without waiting (issue 17 item 13)
    await expect.poll(() => gateway.length).toBeGreaterThan(before);
    const reset = await post('/api/Account/verifyOTPAndResetPassword', {
      UserLoginID: staffId,
      MobileNo: staffMobile,
      OTP: lastCodeTo(staffMobile),
      NewPassword: 'Otp@Reset33',
    });
    expect(reset.statusCode).toBe(200);
    await post('/api/Account/userLoginId', { userName: 'Sweep Candidate', mobileNo: candidate.mobile });
    // queued (sms-outbox.ts) after the answer, without waiting: the outbox job sends it once the row is there
    const outbox = appJobs(ctx().app).find((job) => job.name === 'sms-outbox');
    await expect
      .poll(
        async () => {
          await outbox?.run();
          return gateway.some((g) => g.body.template === 'profileId' && g.body.message.includes(candidateId));
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await get('/api/IITIAdmission/GetIITIAdmissionData?ITIRegistrationNo=202146610001');
    const finalLogin = await login(candidateId, 'Reset@Pass22', 91, { CloseOtherSessions: true });
    await post(
      '/api/Account/logout',
      { UserID: Number(candidateId.slice(-6)), LoggedInSessionID: 0 },
      cookieOf(finalLogin),
    );

    const codes = gateway.flatMap((g) => /\b(\d{6})\b/.exec(g.body.message)?.[1] ?? []);
    expect(codes.length).toBeGreaterThanOrEqual(4);
    expect(responses.length).toBeGreaterThan(25);
    for (const body of responses) {
      for (const secret of passwords) expect(body).not.toContain(secret);
      expect(body).not.toContain('$argon2');
      for (const code of codes) expect(body).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
      expect(body).not.toContain(aadhaar);
      expect(body).not.toMatch(/"otp"/i);
    }
  }, 120_000);
});
