import { randomBytes } from 'node:crypto';
import { todayInIndia } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aadhaarVault, auditEvents, otps, uploads, userJobRoles, users } from '../../db/schema';
import { useTestApp, xhr } from '../../test/app';
import {
  GOOD_PASSWORD,
  registerCandidate,
  registerStaff,
  solvedCaptcha,
  testAadhaar,
  testIp,
  testMobile,
  uploadUnclaimed,
  verifyMobile,
} from '../../test/factories';
import { sampleFiles } from '../../test/files';

type Body = { Status?: string; Message: string; MessageKey: string; errors?: { field: string; message: string }[] };

describe('registration', () => {
  const ctx = useTestApp();
  const db = () => ctx().database.db;

  const candidateForm = (overrides: Record<string, unknown> = {}) => ({
    IsITIRegistered: 'N',
    ITIRegistrationNo: '',
    FirstName: 'Snehal',
    MiddleName: '',
    LastName: 'Jadhav',
    GenderCode: 'F',
    DOB: '2005-01-20',
    EMailID: `snehal.${randomBytes(4).toString('hex')}@example.in`,
    MobileNo: testMobile(),
    AltMobileNo: '',
    SecurityQuestionID: 3,
    SecurityQuestionAnswer: 'Satara',
    Password: GOOD_PASSWORD,
    ConfirmPassword: GOOD_PASSWORD,
    ...overrides,
  });

  /** Posts a registration with a solved captcha (and a verified mobile unless told not to). */
  const attempt = async (
    role: 'Candidate' | 'Staff',
    form: Record<string, unknown>,
    opts: { verify?: boolean; cookie?: string; captcha?: { CaptchaId: string; CaptchaText: string } } = {},
  ) => {
    const remoteAddress = testIp();
    const cookie =
      opts.verify !== false ? await verifyMobile(ctx().app, String(form.MobileNo), remoteAddress) : opts.cookie;
    const captcha = opts.captcha ?? (await solvedCaptcha(ctx().app, 'registration', remoteAddress));
    const res = await ctx().app.inject({
      method: 'POST',
      url: `/api/Registration/Register${role}`,
      headers: cookie ? { ...xhr, cookie } : xhr,
      payload: { ...form, ...captcha },
      remoteAddress,
    });
    return { status: res.statusCode, body: res.json() as Body & { success?: boolean; Data?: string } };
  };
  const fieldMessage = (body: Body, field: string) => body.errors?.find((e) => e.field === field)?.message;

  it('registers a candidate: {success: true, Data: profile ID MH + year + C + 6-digit user id}', async () => {
    const form = candidateForm();
    const res = await attempt('Candidate', form);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const year = todayInIndia().slice(0, 4);
    expect(res.body.Data).toMatch(new RegExp(`^MH${year}C\\d{6}$`));
    const [user] = await db()
      .select()
      .from(users)
      .where(eq(users.profileId, String(res.body.Data)));
    expect(String(res.body.Data).slice(-6)).toBe(String(user?.id).padStart(6, '0'));
    expect(user?.userTypeId).toBe(91);
    expect(user?.firstName).toBe('Snehal');
  });

  it('stores the password as argon2id (m=19456, t=2, p=1) and the security answer hashed', async () => {
    const { profileId } = await registerCandidate(ctx().app);
    const [user] = await db().select().from(users).where(eq(users.profileId, profileId));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.passwordHash).not.toContain(GOOD_PASSWORD);
    expect(user?.securityAnswerHash).toMatch(/^\$argon2id\$/);
    expect(user?.securityAnswerHash).not.toContain('Pune');
  });

  it('writes a registration audit event', async () => {
    const { profileId } = await registerCandidate(ctx().app);
    const [user] = await db().select().from(users).where(eq(users.profileId, profileId));
    const events = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, user?.id ?? 0), eq(auditEvents.event, 'registration')));
    expect(events).toHaveLength(1);
  });

  it('on an empty form names every required field with the spec messages', async () => {
    const res = await attempt(
      'Candidate',
      { MobileNo: '' },
      { verify: false, captcha: { CaptchaId: '', CaptchaText: '' } },
    );
    expect(res.status).toBe(400);
    expect(fieldMessage(res.body, 'IsITIRegistered')).toBe('Please select Yes or No for ITI registration.');
    expect(fieldMessage(res.body, 'FirstName')).toBe('First name is required.');
    expect(fieldMessage(res.body, 'GenderCode')).toBe('Gender selection is required.');
    expect(fieldMessage(res.body, 'EMailID')).toBe('Email is required.');
    expect(fieldMessage(res.body, 'MobileNo')).toBe('Please enter a valid 10-digit mobile number');
    expect(fieldMessage(res.body, 'SecurityQuestionID')).toBe('Please select a security question.');
    expect(fieldMessage(res.body, 'SecurityQuestionAnswer')).toBe('Security answer is required.');
    expect(fieldMessage(res.body, 'ConfirmPassword')).toBe('Confirm Password is required.');
    expect(fieldMessage(res.body, 'CaptchaText')).toBe('Please complete the CAPTCHA verification.');
    expect(res.body.errors?.some((e) => e.field === 'DOB')).toBe(true);
  });

  it.each([
    [{ EMailID: 'not-an-email' }, 'EMailID', 'Enter a valid email address.'],
    [
      { Password: 'password1', ConfirmPassword: 'password1' },
      'Password',
      'Password must be 8-15 characters long, with at least 1 uppercase letter, 1 number, and 1 special character.',
    ],
    [
      { Password: 'Abcdefgh@123456789', ConfirmPassword: 'Abcdefgh@123456789' },
      'Password',
      'Password must be 8-15 characters long, with at least 1 uppercase letter, 1 number, and 1 special character.',
    ],
    [{ ConfirmPassword: 'Other@Pass9' }, 'ConfirmPassword', 'Passwords do not match.'],
    [{ AltMobileNo: '12345' }, 'AltMobileNo', 'Please enter a valid 10-digit mobile number'],
    [{ GenderCode: 'X' }, 'GenderCode', 'Gender selection is required.'],
    [{ IsITIRegistered: 'Y', ITIRegistrationNo: '' }, 'ITIRegistrationNo', 'ITI Registration Number is required.'],
    [
      { IsITIRegistered: 'Y', ITIRegistrationNo: '202012345678' },
      'ITIRegistrationNo',
      'Registration Number must start with 2021 or 2022.',
    ],
    [{ SecurityQuestionID: '' }, 'SecurityQuestionID', 'Please select a security question.'],
  ])('rule %j -> %s: %s', async (overrides, field, message) => {
    const res = await attempt('Candidate', candidateForm(overrides), { verify: false });
    expect(res.status).toBe(400);
    expect(fieldMessage(res.body, field)).toBe(message);
  });

  it('date of birth must not be after today', async () => {
    const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const res = await attempt('Candidate', candidateForm({ DOB: tomorrow }), { verify: false });
    expect(fieldMessage(res.body, 'DOB')).toBe('Date of birth cannot be after today.');
    const today = await attempt('Candidate', candidateForm({ DOB: todayInIndia() }));
    expect(today.status).toBe(200);
  });

  it('ITI yes with a 2021/2022 number registers and keeps the number', async () => {
    // not one of the admission records (claiming those needs their OTP: iti-claim.test.ts)
    const res = await attempt('Candidate', candidateForm({ IsITIRegistered: 'Y', ITIRegistrationNo: '202299900002' }));
    expect(res.status).toBe(200);
    const [user] = await db()
      .select()
      .from(users)
      .where(eq(users.profileId, String(res.body.Data)));
    expect(user?.itiRegistrationNo).toBe('202299900002');
  });

  it('the mobile must be verified by OTP: Please verify your mobile number.', async () => {
    const res = await attempt('Candidate', candidateForm(), { verify: false });
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('Please verify your mobile number.');
    expect(fieldMessage(res.body, 'MobileNo')).toBe('Please verify your mobile number.');
  });

  it('a verification lasts 30 minutes', async () => {
    const form = candidateForm();
    const cookie = await verifyMobile(ctx().app, form.MobileNo);
    await db()
      .update(otps)
      .set({ verifiedAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(otps.mobile, form.MobileNo));
    const res = await attempt('Candidate', form, { verify: false, cookie });
    expect(res.body.MessageKey).toBe('accounts.verifyMobile');
  });

  it('a verification is used up by one registration', async () => {
    const form = candidateForm();
    const res = await attempt('Candidate', form);
    expect(res.status).toBe(200);
    const [row] = await db().select().from(otps).where(eq(otps.mobile, form.MobileNo));
    expect(row?.consumedAt).toBeInstanceOf(Date);
  });

  it('a wrong captcha is refused; the registration captcha is compared upper-cased', async () => {
    const wrong = await attempt('Candidate', candidateForm(), {
      captcha: { CaptchaId: 'nope', CaptchaText: 'ABCDEF' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Message).toBe('Incorrect CAPTCHA, try again!');
    const captcha = await solvedCaptcha(ctx().app, 'registration');
    const lower = await attempt('Candidate', candidateForm(), {
      captcha: { CaptchaId: captcha.CaptchaId, CaptchaText: captcha.CaptchaText.toLowerCase() },
    });
    expect(lower.status).toBe(200);
  });

  it('refuses one of the 10,000 most common passwords (case-insensitively, decorations off)', async () => {
    for (const password of ['Password@123', 'P@ssw0rd1', 'QWERTY@123']) {
      const res = await attempt('Candidate', candidateForm({ Password: password, ConfirmPassword: password }));
      expect(res.status).toBe(400);
      expect(fieldMessage(res.body, 'Password')).toBe(
        'This password is too common and easy to guess. Please choose another password.',
      );
    }
  });

  it('a family shares a phone: 3 profiles on one mobile, the 4th is 409 naming the mobile (and the OTP is refused first)', async () => {
    const first = await registerCandidate(ctx().app);
    const mobile = String(first.form.MobileNo);
    /** The number is verified again for the next member (after the 30-second resend wait). */
    const again = async (form: Record<string, unknown>) => {
      await db()
        .update(otps)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(otps.mobile, mobile));
      return attempt('Candidate', form);
    };
    for (const FirstName of ['Meena', 'Ravi']) {
      const res = await again(candidateForm({ MobileNo: mobile, FirstName }));
      expect(res.status, FirstName).toBe(200);
    }
    expect(await db().select().from(users).where(eq(users.mobile, mobile))).toHaveLength(3);
    // the cap is said before an SMS is spent on a form that would fail
    await db()
      .update(otps)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(otps.mobile, mobile));
    const otp = await ctx().app.inject({
      method: 'POST',
      url: '/api/OTP/send-otp',
      headers: xhr,
      payload: { mobileNumber: mobile },
      remoteAddress: testIp(),
    });
    expect(otp.statusCode).toBe(409);
    const fourth = await attempt('Candidate', candidateForm({ MobileNo: mobile, FirstName: 'Sita' }), {
      verify: false,
    });
    expect(fourth.status).toBe(409);
    expect(fieldMessage(fourth.body, 'MobileNo')).toBe(
      'This mobile number already has 3 registered profiles, the most one number may have. Please sign in, or use another mobile number.',
    );
  });

  it('an email may be shared by 3 profiles (any case); the 4th is 409 naming the email', async () => {
    const first = await registerCandidate(ctx().app);
    const email = String(first.form.EMailID).toUpperCase();
    for (const FirstName of ['Meena', 'Ravi']) {
      expect((await attempt('Candidate', candidateForm({ EMailID: email, FirstName }))).status).toBe(200);
    }
    const res = await attempt('Candidate', candidateForm({ EMailID: email }));
    expect(res.status).toBe(409);
    expect(fieldMessage(res.body, 'EMailID')).toBe(
      'This email address already has 3 registered profiles, the most one address may have. Please sign in, or use another email address.',
    );
  });

  it('registers staff: profile ID with S, job roles, Aadhaar encrypted and shown only by its last 4, documents claimed', async () => {
    const aadhaar = testAadhaar();
    const { profileId, form } = await registerStaff(ctx().app, {
      AadhaarNo: aadhaar,
      ListJobRole: [{ ID: 1 }, { ID: 12 }],
    });
    expect(profileId).toMatch(/^MH\d{4}S\d{6}$/);
    const [user] = await db().select().from(users).where(eq(users.profileId, profileId));
    expect(user?.userTypeId).toBe(95);
    const roles = await db()
      .select()
      .from(userJobRoles)
      .where(eq(userJobRoles.userId, user?.id ?? 0));
    expect(roles.map((r) => r.jobRoleId).sort((a, b) => a - b)).toEqual([1, 12]);
    const [vault] = await db()
      .select()
      .from(aadhaarVault)
      .where(eq(aadhaarVault.userId, user?.id ?? 0));
    expect(vault?.last4).toBe(aadhaar.slice(-4));
    expect(vault?.ciphertext).not.toContain(aadhaar);
    expect(vault?.lookupHash).not.toContain(aadhaar);
    const claimed = await db()
      .select()
      .from(uploads)
      .where(eq(uploads.userId, user?.id ?? 0));
    expect(claimed.map((u) => u.path).sort()).toEqual(
      [form.PhotoFilePath, form.SignFilePath, form.AadhaarFilePath].map(String).sort(),
    );
    expect(user?.photoPath).toBe(form.PhotoFilePath);
  });

  it('duplicate Aadhaar -> 409 naming the Aadhaar number', async () => {
    const aadhaar = testAadhaar();
    await registerStaff(ctx().app, { AadhaarNo: aadhaar });
    await expect(registerStaff(ctx().app, { AadhaarNo: aadhaar })).rejects.toThrow(
      /409.*This Aadhaar number is already registered/,
    );
  });

  const staffForm = async (overrides: Record<string, unknown> = {}) => ({
    ...candidateForm({ IsITIRegistered: undefined }),
    ListJobRole: [{ ID: 2 }],
    AadhaarNo: testAadhaar(),
    PhotoFilePath: await uploadUnclaimed(ctx().app, 'Photo', sampleFiles.jpg()),
    SignFilePath: await uploadUnclaimed(ctx().app, 'Signature', sampleFiles.jpg()),
    AadhaarFilePath: await uploadUnclaimed(ctx().app, 'AadhaarCard', sampleFiles.jpg()),
    InstituteID: 1,
    ...overrides,
  });

  it.each([
    [{ AadhaarNo: '12345678901' }, 'AadhaarNo', 'Aadhaar number must be exactly 12 digits.'],
    [{ AadhaarNo: '' }, 'AadhaarNo', 'Aadhaar number must be exactly 12 digits.'],
    [{ ListJobRole: [] }, 'ListJobRole', 'Please select at least one job role.'],
    [{ ListJobRole: [{ ID: 7 }] }, 'ListJobRole.0.ID', 'Please choose job roles from the list.'],
    [{ AadhaarFilePath: '' }, 'AadhaarFilePath', 'Please select a file'],
    [{ InstituteID: undefined }, 'InstituteID', 'Please select the institute you work at.'],
    [{ InstituteID: '' }, 'InstituteID', 'Please select the institute you work at.'],
    [{ InstituteID: 0 }, 'InstituteID', 'Please select the institute you work at.'],
    // a JSON number only: a string, a boolean or a list is refused, not coerced
    [{ InstituteID: '1' }, 'InstituteID', 'Please select the institute you work at.'],
    [{ InstituteID: true }, 'InstituteID', 'Please select the institute you work at.'],
    [{ InstituteID: [1] }, 'InstituteID', 'Please select the institute you work at.'],
    [{ InstituteID: 1.5 }, 'InstituteID', 'Please select the institute you work at.'],
    [{ InstituteID: 2147483648 }, 'InstituteID', 'Please choose an institute from the list.'],
  ])('staff rule %j -> %s: %s', async (overrides, field, message) => {
    const res = await attempt('Staff', await staffForm(overrides), { verify: false });
    expect(res.status).toBe(400);
    expect(fieldMessage(res.body, field)).toBe(message);
  });

  it('staff name the institute they work at: stored on the account; an unknown one is 400 naming InstituteID in English and Marathi', async () => {
    const { profileId } = await registerStaff(ctx().app, { InstituteID: 2 });
    const [user] = await db().select().from(users).where(eq(users.profileId, profileId));
    expect(user?.instituteId).toBe(2);

    const unknown = async (lang: 'en' | 'mr') => {
      const form = await staffForm({ InstituteID: 2_000_000_000 });
      const remoteAddress = testIp();
      const cookie = await verifyMobile(ctx().app, String(form.MobileNo), remoteAddress);
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/Registration/RegisterStaff',
        headers: { ...xhr, cookie, 'accept-language': lang },
        payload: { ...form, ...(await solvedCaptcha(ctx().app, 'registration', remoteAddress)) },
        remoteAddress,
      });
      return { status: res.statusCode, body: res.json() as Body };
    };
    const en = await unknown('en');
    expect(en.status).toBe(400);
    expect(en.body.MessageKey).toBe('accounts.instituteUnknown');
    expect(fieldMessage(en.body, 'InstituteID')).toBe('Please choose an institute from the list.');
    const mr = await unknown('mr');
    expect(mr.status).toBe(400);
    expect(fieldMessage(mr.body, 'InstituteID')).toBe('कृपया यादीतील संस्थाच निवडा.');
    // nothing was created for either
    expect(await db().select().from(users).where(eq(users.instituteId, 2_000_000_000))).toEqual([]);
  });

  it('a missing institute is named in Marathi too', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/Registration/RegisterStaff',
      headers: { ...xhr, 'accept-language': 'mr' },
      payload: { ...(await staffForm({ InstituteID: undefined })), CaptchaId: 'x', CaptchaText: 'x' },
      remoteAddress: testIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(fieldMessage(res.json(), 'InstituteID')).toBe('कृपया आपण काम करत असलेली संस्था निवडा.');
  });

  it('staff documents must be unclaimed uploads of the right kind', async () => {
    const photo = await uploadUnclaimed(ctx().app, 'Photo', sampleFiles.jpg());
    const wrongKind = await attempt('Staff', await staffForm({ AadhaarFilePath: photo }));
    expect(wrongKind.status).toBe(400);
    expect(fieldMessage(wrongKind.body, 'AadhaarFilePath')).toBe(
      'The uploaded file was not found or is not of the right kind. Please upload it again.',
    );
    const taken = await registerStaff(ctx().app);
    const reused = await attempt('Staff', await staffForm({ PhotoFilePath: taken.form.PhotoFilePath }));
    expect(reused.status).toBe(400);
    expect(fieldMessage(reused.body, 'PhotoFilePath')).toBeDefined();
    const madeUp = await attempt('Staff', await staffForm({ SignFilePath: '0123456789abcdef0123456789abcdef.jpg' }));
    expect(fieldMessage(madeUp.body, 'SignFilePath')).toBeDefined();
  });

  it('registration is rate-limited per IP', async () => {
    const remoteAddress = testIp();
    const post = () =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/Registration/RegisterCandidate',
        headers: xhr,
        payload: { ...candidateForm(), CaptchaId: 'x', CaptchaText: 'WRONG1' },
        remoteAddress,
      });
    for (let i = 0; i < 30; i += 1) expect((await post()).statusCode).toBe(400);
    expect((await post()).statusCode).toBe(429);
  });
});
