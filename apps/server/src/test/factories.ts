import { createHash, randomBytes } from 'node:crypto';
import { USER_TYPES } from '@portal/shared';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import { officers, sessions, users } from '../db/schema';
import { issueUploadToken } from '../platform/upload-token';

let counter = 0;

/** Inserts a user directly (no registration flow) with overridable fields. */
export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  counter += 1;
  const unique = `${process.pid}${counter}`.slice(-6).padStart(6, '0');
  const [row] = await db
    .insert(users)
    .values({
      profileId: `TMP${randomBytes(5).toString('hex')}`,
      userTypeId: USER_TYPES.candidate,
      firstName: 'Test',
      lastName: `User${counter}`,
      genderCode: 'F',
      dob: '2000-01-01',
      email: `user${unique}.${randomBytes(3).toString('hex')}@example.in`,
      mobile: `9${randomBytes(5).readUIntBE(0, 5).toString().padStart(9, '0').slice(-9)}`,
      passwordHash: 'not-a-real-hash',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createUser: insert returned nothing');
  const letter = row.userTypeId === USER_TYPES.candidate ? 'C' : 'S';
  const profileId = overrides.profileId ?? `MH2026${letter}${String(row.id).padStart(6, '0')}`;
  await db.update(users).set({ profileId }).where(eq(users.id, row.id));
  return { ...row, profileId };
}

/** A live session for the user; returns the cookie header to send. */
export async function signIn(db: Db, userId: number, cookieName = 'sid') {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ id: createHash('sha256').update(token).digest('hex'), userId });
  return { cookie: `${cookieName}=${token}` };
}

/**
 * Inserts an official of the console directly (no admin:create, no enrolment): an officer of
 * `regionId` (null: every region) or an admin, password already changed.
 */
export async function createOfficer(
  db: Db,
  overrides: Partial<typeof officers.$inferInsert> & { role?: 'officer' | 'admin' } = {},
) {
  counter += 1;
  const { role = 'officer', ...fields } = overrides;
  const [row] = await db
    .insert(officers)
    .values({
      loginId: `officer${process.pid}${counter}${randomBytes(2).toString('hex')}`,
      name: `Officer ${counter}`,
      mobile: testMobile(),
      userTypeId: USER_TYPES[role],
      regionId: 1,
      passwordHash: 'not-a-real-hash',
      mustChangePassword: false,
      totpSecret: 'not-a-real-secret',
      ...fields,
    })
    .returning();
  if (!row) throw new Error('createOfficer: insert returned nothing');
  return row;
}

/** A live console session for the official; returns the cookie header to send. */
export async function signInOfficer(db: Db, officerId: number, cookieName = 'csid') {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ id: createHash('sha256').update(token).digest('hex'), officerId });
  return { cookie: `${cookieName}=${token}` };
}

/** A password that passes the portal's rules and is not on the common-password list. */
export const GOOD_PASSWORD = 'Vet@Skill42';

/** A user who can sign in with `password` (and answer security question 1 with `answer`). */
export async function createUserWithPassword(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { password?: string; answer?: string } = {},
) {
  const { password = GOOD_PASSWORD, answer = 'Pune', ...fields } = overrides;
  const { hashAnswer, hashPassword } = await import('../platform/passwords');
  const user = await createUser(db, {
    passwordHash: await hashPassword(password),
    securityQuestionId: 1,
    securityAnswerHash: await hashAnswer(answer),
    ...fields,
  });
  return { ...user, password, answer };
}

/** A fresh 10-digit mobile number for tests. */
export const testMobile = () => `9${randomBytes(5).readUIntBE(0, 5).toString().padStart(9, '0').slice(-9)}`;
/** A client address of its own, so per-IP limits of one test do not reach the next. */
export const testIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;

const xhrHeaders = { 'x-requested-with': 'XMLHttpRequest' };

/** A solved captcha (the test config runs CAPTCHA_TEST_MODE, which hands out the answer). */
export async function solvedCaptcha(app: App, kind: 'login' | 'registration', remoteAddress = testIp()) {
  const res = await app.inject({ url: `/api/Captcha?kind=${kind}`, remoteAddress });
  const body = res.json() as { CaptchaId: string; Answer: string };
  return { CaptchaId: body.CaptchaId, CaptchaText: body.Answer };
}

/**
 * Sends and verifies an OTP for a number through the API (console SMS returns the code). Answers the
 * cookie of the browser the verification is bound to (issue 17 item 10): send it with the form.
 */
export async function verifyMobile(app: App, mobileNumber: string, remoteAddress = testIp(), browser?: string) {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/OTP/send-otp',
    headers: xhrHeaders,
    payload: { mobileNumber },
    remoteAddress,
  });
  const { otp } = sent.json() as { otp: string };
  const verified = await app.inject({
    method: 'POST',
    url: '/api/OTP/verify-otp',
    headers: browser ? { ...xhrHeaders, cookie: browser } : xhrHeaders,
    payload: { mobileNumber, otp },
    remoteAddress,
  });
  return browser ?? bindingCookie(verified);
}

/** The `cookie` header of the browser an OTP verification answer bound itself to. */
export function bindingCookie(response: { cookies: { name: string; value: string }[] }) {
  const binding = response.cookies.find((c) => c.name === 'otp-browser');
  if (!binding) throw new Error('no otp-browser cookie in the answer');
  return `${binding.name}=${binding.value}`;
}

/** A valid candidate registration form (without its captcha) for a mobile number. */
export function candidateForm(mobile: string, password = GOOD_PASSWORD) {
  return {
    IsITIRegistered: 'N',
    ITIRegistrationNo: '',
    FirstName: 'Asha',
    MiddleName: 'Ramesh',
    LastName: 'Patil',
    GenderCode: 'F',
    DOB: '2004-05-17',
    EMailID: `asha.${randomBytes(4).toString('hex')}@example.in`,
    MobileNo: mobile,
    AltMobileNo: '',
    SecurityQuestionID: 1,
    SecurityQuestionAnswer: 'Pune',
    Password: password,
    ConfirmPassword: password,
  };
}

/**
 * Registers a candidate through the real API (OTP, captcha, RegisterCandidate); returns the profile ID.
 * `browser`: the cookie of a browser that already verified something (an ITI record's mobile).
 */
export async function registerCandidate(app: App, overrides: Record<string, unknown> = {}, browser?: string) {
  const remoteAddress = testIp();
  const form = { ...candidateForm(testMobile()), ...overrides };
  const cookie = await verifyMobile(app, String(form.MobileNo), remoteAddress, browser);
  const res = await app.inject({
    method: 'POST',
    url: '/api/Registration/RegisterCandidate',
    headers: { ...xhrHeaders, cookie },
    payload: { ...form, ...(await solvedCaptcha(app, 'registration', remoteAddress)) },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`registerCandidate: ${res.statusCode} ${res.body}`);
  return { profileId: (res.json() as { Data: string }).Data, password: String(form.Password), form };
}

/** Signs in through POST /api/Account/login; returns the session cookie header and the response. */
export async function loginAs(
  app: App,
  who: { profileId: string; password: string; userTypeId?: number },
  extra: Record<string, unknown> = {},
) {
  const remoteAddress = testIp();
  const res = await app.inject({
    method: 'POST',
    url: '/api/Account/login',
    headers: xhrHeaders,
    payload: {
      UserLoginID: who.profileId,
      UserPassword: who.password,
      UserTypeID: who.userTypeId ?? USER_TYPES.candidate,
      ...(await solvedCaptcha(app, 'login', remoteAddress)),
      ...extra,
    },
    remoteAddress,
  });
  const setCookie = res.cookies.find((c) => c.name === 'sid');
  return { res, cookie: setCookie ? `sid=${setCookie.value}` : undefined };
}

/**
 * Uploads a document before registration (no session, userID 0, with an upload token as verify-otp
 * gives one); returns its FilePath.
 */
export async function uploadUnclaimed(app: App, fileType: string, content: Buffer, remoteAddress = testIp()) {
  const { multipart } = await import('./files');
  const uploadToken = issueUploadToken(app.config, testMobile());
  const body = multipart({ userID: 0, fileType, uploadToken }, { filename: 'document', content });
  const res = await app.inject({ method: 'POST', url: '/api/FileUpload/UploadFile', ...body, remoteAddress });
  if (res.statusCode !== 200) throw new Error(`uploadUnclaimed: ${res.statusCode} ${res.body}`);
  return (res.json() as { Data: { FilePath: string } }).Data.FilePath;
}

/** A fresh 12-digit Aadhaar-shaped number for tests. */
export const testAadhaar = () =>
  `${2 + ((randomBytes(1)[0] ?? 0) % 8)}${randomBytes(6).readUIntBE(0, 6).toString().padStart(11, '0').slice(-11)}`;

/** Registers a staff member through the real API (uploads, OTP, captcha, RegisterStaff). */
export async function registerStaff(app: App, overrides: Record<string, unknown> = {}) {
  const { sampleFiles } = await import('./files');
  const remoteAddress = testIp();
  const form = {
    FirstName: 'Vinod',
    MiddleName: '',
    LastName: 'Kulkarni',
    GenderCode: 'M',
    DOB: '1985-11-02',
    EMailID: `vinod.${randomBytes(4).toString('hex')}@example.in`,
    MobileNo: testMobile(),
    AltMobileNo: '',
    SecurityQuestionID: 2,
    SecurityQuestionAnswer: 'Zilla Parishad School',
    Password: GOOD_PASSWORD,
    ConfirmPassword: GOOD_PASSWORD,
    ListJobRole: [{ ID: 2 }, { ID: 4 }],
    AadhaarNo: testAadhaar(),
    PhotoFilePath: await uploadUnclaimed(app, 'Photo', sampleFiles.jpg(), remoteAddress),
    SignFilePath: await uploadUnclaimed(app, 'Signature', sampleFiles.png(), remoteAddress),
    AadhaarFilePath: await uploadUnclaimed(app, 'AadhaarCard', sampleFiles.pdf(), remoteAddress),
    DOBFilePath: '',
    // a seeded institute (the demo data's ids start at 1)
    InstituteID: 1,
    ...overrides,
  };
  const cookie = await verifyMobile(app, String(form.MobileNo), remoteAddress);
  const res = await app.inject({
    method: 'POST',
    url: '/api/Registration/RegisterStaff',
    headers: { ...xhrHeaders, cookie },
    payload: { ...form, ...(await solvedCaptcha(app, 'registration', remoteAddress)) },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`registerStaff: ${res.statusCode} ${res.body}`);
  return { profileId: (res.json() as { Data: string }).Data, password: String(form.Password), form };
}
