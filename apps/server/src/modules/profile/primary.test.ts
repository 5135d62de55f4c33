import { existsSync } from 'node:fs';
import path from 'node:path';
import { USER_TYPES } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aadhaarVault, auditEvents, otps, uploads, userJobRoles, users } from '../../db/schema';
import { useTestApp, xhr } from '../../test/app';
import { createUser, registerStaff, signIn, testAadhaar, testMobile, verifyMobile } from '../../test/factories';
import { multipart, sampleFiles } from '../../test/files';

type Body = {
  Status?: string;
  Message: string;
  MessageKey: string;
  Data?: Record<string, unknown>;
  errors?: { field: string; message: string }[];
};

describe('primary information when signed in, candidate and staff through one module', () => {
  const ctx = useTestApp();
  const db = () => ctx().database.db;
  const fieldMessage = (body: Body, field: string) => body.errors?.find((e) => e.field === field)?.message;

  const candidate = async () => {
    const user = await createUser(db(), { userTypeId: USER_TYPES.candidate, lastName: 'Patil' });
    return { user, cookie: (await signIn(db(), user.id)).cookie };
  };
  /** A staff member registered through the real API (documents, job roles, Aadhaar), then signed in. */
  const staff = async () => {
    const aadhaar = testAadhaar();
    const { profileId, form } = await registerStaff(ctx().app, { AadhaarNo: aadhaar });
    const [user] = await db().select().from(users).where(eq(users.profileId, profileId));
    if (!user) throw new Error('no staff user');
    return { user, form, aadhaar, cookie: (await signIn(db(), user.id)).cookie };
  };
  const upload = async (who: { user: { id: number }; cookie: string }, fileType: string, content: Buffer) => {
    const body = multipart({ userID: who.user.id, fileType }, { filename: 'document', content });
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/FileUpload/UploadFile',
      payload: body.payload,
      headers: { ...body.headers, cookie: who.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { Data: { FilePath: string } }).Data.FilePath;
  };
  const readCandidate = async (who: { user: { id: number }; cookie: string }) => {
    const res = await ctx().app.inject({
      url: `/api/CandidatePrimary/GetCandidatePrimary?candidateId=${who.user.id}`,
      headers: { cookie: who.cookie },
    });
    return { status: res.statusCode, body: res.json() as Body, raw: res.body };
  };
  const readStaff = async (who: { user: { id: number }; cookie: string }) => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/StaffPrimary/GetStaffPrimary',
      headers: { ...xhr, cookie: who.cookie },
      payload: { StaffID: who.user.id, UserLoginID: 'MH2026S000001', PageCode: 'PRIMARY' },
    });
    return { status: res.statusCode, body: res.json() as Body, raw: res.body };
  };
  const saveCandidate = async (
    who: { user: { id: number }; cookie: string },
    payload: object,
    lang = 'en',
    browser?: string,
  ) => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/CandidatePrimary/SaveCandidatePrimary',
      headers: { ...xhr, cookie: browser ? `${who.cookie}; ${browser}` : who.cookie, 'accept-language': lang },
      payload: { ...payload, CandidateID: who.user.id },
    });
    return { status: res.statusCode, body: res.json() as Body };
  };
  const saveStaff = async (
    who: { user: { id: number }; cookie: string },
    payload: object,
    lang = 'en',
    browser?: string,
  ) => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/StaffPrimary/UpdateStaffPrimary',
      headers: { ...xhr, cookie: browser ? `${who.cookie}; ${browser}` : who.cookie, 'accept-language': lang },
      payload: { ...payload, StaffID: who.user.id },
    });
    return { status: res.statusCode, body: res.json() as Body };
  };
  const editable = (data: Record<string, unknown> | undefined): Record<string, unknown> => {
    const { UserLoginID: _id, ITIRegistrationNo: _iti, ...rest } = data ?? {};
    return rest;
  };

  it("reads a candidate's account (GET) and saves it: 'Save Successful!', read back, percent 100", async () => {
    const c = await candidate();
    const read = await readCandidate(c);
    expect(read.status).toBe(200);
    expect(read.body.Data).toMatchObject({
      UserLoginID: c.user.profileId,
      FirstName: 'Test',
      GenderCode: 'F',
      DOB: '2000-01-01',
      EMailID: c.user.email,
      MobileNo: c.user.mobile,
      AadhaarNo: '',
      PhotoFilePath: '',
      ListJobRole: [],
    });
    const photo = await upload(c, 'Photo', sampleFiles.jpg());
    const saved = await saveCandidate(c, {
      ...read.body.Data,
      FirstName: 'Snehal',
      MiddleName: 'Sunil',
      LastName: 'Jadhav',
      GenderCode: 'F',
      DOB: '2004-03-09',
      AltMobileNo: '9876543210',
      PhotoFilePath: photo,
      ListJobRole: undefined,
      ITIRegistrationNo: undefined,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ Status: 'Success', Message: 'Save Successful!' });
    const again = await readCandidate(c);
    expect(again.body.Data).toMatchObject({
      FirstName: 'Snehal',
      MiddleName: 'Sunil',
      LastName: 'Jadhav',
      DOB: '2004-03-09',
      AltMobileNo: '9876543210',
      PhotoFilePath: photo,
    });
    const progress = await ctx().app.inject({ url: '/api/Account/profileProgress', headers: { cookie: c.cookie } });
    const steps = (progress.json() as { Data: { Step: string; Percent: number }[] }).Data;
    expect(steps.find((s) => s.Step === 'Primary')?.Percent).toBe(100);
  });

  it("reads a staff member's account (POST) with job roles and the Aadhaar number masked; saves: 'Update Successful!'", async () => {
    const s = await staff();
    const read = await readStaff(s);
    expect(read.status).toBe(200);
    expect(read.body.Data).toMatchObject({
      FirstName: 'Vinod',
      AadhaarNo: `XXXX XXXX ${s.aadhaar.slice(-4)}`,
      PhotoFilePath: s.form.PhotoFilePath,
      ListJobRole: [{ ID: 2 }, { ID: 4 }],
    });
    expect(read.raw).not.toContain(s.aadhaar);
    const saved = await saveStaff(s, { ...editable(read.body.Data), LastName: 'Deshmukh', ListJobRole: [{ ID: 1 }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.Message).toBe('Update Successful!');
    const again = await readStaff(s);
    expect(again.body.Data).toMatchObject({ LastName: 'Deshmukh', ListJobRole: [{ ID: 1 }] });
    const roles = await db().select().from(userJobRoles).where(eq(userJobRoles.userId, s.user.id));
    expect(roles.map((r) => r.jobRoleId)).toEqual([1]);
    const events = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, s.user.id), eq(auditEvents.event, 'profile.primary')));
    expect(events).toHaveLength(1);
    const progress = await ctx().app.inject({ url: '/api/Account/profileProgress', headers: { cookie: s.cookie } });
    const steps = (progress.json() as { Data: { Step: string; Percent: number }[] }).Data;
    expect(steps.find((step) => step.Step === 'Primary')?.Percent).toBe(100);
    // Marathi success text
    const mr = await saveStaff(s, editable(again.body.Data), 'mr');
    expect(mr.status).toBe(200);
    expect(mr.body.Message).not.toBe('Update Successful!');
  });

  it.each([
    [{ FirstName: '' }, 'FirstName', 'First name is required.'],
    [{ GenderCode: 'X' }, 'GenderCode', 'Gender selection is required.'],
    [{ EMailID: '' }, 'EMailID', 'Email is required.'],
    [{ EMailID: 'not-an-email' }, 'EMailID', 'Enter a valid email address.'],
    [{ MobileNo: '12345' }, 'MobileNo', 'Please enter a valid 10-digit mobile number'],
    [{ AltMobileNo: '12345' }, 'AltMobileNo', 'Please enter a valid 10-digit mobile number'],
    [{ DOB: '' }, 'DOB', undefined],
    [{ DOB: '2999-01-01' }, 'DOB', 'Date of birth cannot be after today.'],
    [{ AadhaarNo: '1234' }, 'AadhaarNo', 'Aadhaar number must be exactly 12 digits.'],
  ])('candidate rule %j -> %s', async (override, field, message) => {
    const c = await candidate();
    const read = await readCandidate(c);
    const res = await saveCandidate(c, { ...editable(read.body.Data), ListJobRole: undefined, ...override });
    expect(res.status).toBe(400);
    if (message) expect(fieldMessage(res.body, field)).toBe(message);
    else expect(res.body.errors?.some((e) => e.field === field)).toBe(true);
    // nothing saved is lost
    expect((await readCandidate(c)).body.Data).toMatchObject({ FirstName: 'Test', EMailID: c.user.email });
  });

  it.each([
    [{ ListJobRole: [] }, 'ListJobRole', 'Please select at least one job role.'],
    [{ ListJobRole: [{ ID: 7 }] }, 'ListJobRole.0.ID', undefined],
    [{ PhotoFilePath: '' }, 'PhotoFilePath', 'Please select a file'],
    [{ SignFilePath: '' }, 'SignFilePath', 'Please select a file'],
    [{ AadhaarFilePath: '' }, 'AadhaarFilePath', 'Please select a file'],
    [{ AadhaarNo: '' }, 'AadhaarNo', 'Aadhaar number must be exactly 12 digits.'],
    [{ FirstName: '' }, 'FirstName', 'First name is required.'],
  ])('staff rule %j -> %s', async (override, field, message) => {
    const s = await staff();
    const read = await readStaff(s);
    const res = await saveStaff(s, { ...editable(read.body.Data), ...override });
    expect(res.status).toBe(400);
    if (message) expect(fieldMessage(res.body, field)).toBe(message);
    else expect(res.body.errors?.some((e) => e.field.startsWith('ListJobRole'))).toBe(true);
  });

  it('the Aadhaar number cannot be changed once saved, nor a masked one made up; a candidate may add one once', async () => {
    const s = await staff();
    const data = editable((await readStaff(s)).body.Data);
    const changed = await saveStaff(s, { ...data, AadhaarNo: testAadhaar() });
    expect(changed.status).toBe(400);
    expect(fieldMessage(changed.body, 'AadhaarNo')).toBe('The Aadhaar number cannot be changed once saved.');
    const otherMask = await saveStaff(s, { ...data, AadhaarNo: 'XXXX XXXX 0000' });
    expect(otherMask.status).toBe(400);

    const c = await candidate();
    const cData = { ...editable((await readCandidate(c)).body.Data), ListJobRole: undefined };
    const madeUp = await saveCandidate(c, { ...cData, AadhaarNo: 'XXXX XXXX 1234' });
    expect(madeUp.status).toBe(400);
    // someone else's number: 409
    const taken = await saveCandidate(c, { ...cData, AadhaarNo: s.aadhaar });
    expect(taken.status).toBe(409);
    expect(fieldMessage(taken.body, 'AadhaarNo')).toBe('This Aadhaar number is already registered.');
    const aadhaar = testAadhaar();
    const card = await upload(c, 'AadhaarCard', sampleFiles.pdf());
    const added = await saveCandidate(c, { ...cData, AadhaarNo: aadhaar, AadhaarFilePath: card });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const read = await readCandidate(c);
    expect(read.body.Data?.AadhaarNo).toBe(`XXXX XXXX ${aadhaar.slice(-4)}`);
    expect(read.raw).not.toContain(aadhaar);
    const [vault] = await db().select().from(aadhaarVault).where(eq(aadhaarVault.userId, c.user.id));
    expect(vault?.ciphertext).not.toContain(aadhaar);
    const again = await saveCandidate(c, { ...cData, AadhaarNo: testAadhaar(), AadhaarFilePath: card });
    expect(fieldMessage(again.body, 'AadhaarNo')).toBe('The Aadhaar number cannot be changed once saved.');
  });

  it('an Aadhaar number taken by someone else is told only after every other check passed, and attempts are limited per account (issue 17 item 7)', async () => {
    const s = await staff();
    const c = await candidate();
    const cData = { ...editable((await readCandidate(c)).body.Data), ListJobRole: undefined };
    // an e-mail address already on three profiles
    const fullEmail = `family.${Date.now()}@example.in`;
    for (let i = 0; i < 3; i += 1) await createUser(db(), { email: fullEmail });
    const someoneElses = await saveCandidate(c, { ...cData, AadhaarNo: s.aadhaar, EMailID: fullEmail });
    const nobodys = await saveCandidate(c, { ...cData, AadhaarNo: testAadhaar(), EMailID: fullEmail });
    expect(someoneElses).toEqual(nobodys);
    expect(fieldMessage(someoneElses.body, 'EMailID')).toBeDefined();
    // an unverified new mobile: the same answer whoever holds the number
    const mobile = testMobile();
    const taken = await saveCandidate(c, { ...cData, AadhaarNo: s.aadhaar, MobileNo: mobile });
    const free = await saveCandidate(c, { ...cData, AadhaarNo: testAadhaar(), MobileNo: mobile });
    expect(taken).toEqual(free);
    expect(fieldMessage(taken.body, 'MobileNo')).toBe('Please verify your mobile number.');
    // everything else right: now the number's owner is told, a few times a day at most
    for (let i = 0; i < 5; i += 1) {
      const res = await saveCandidate(c, { ...cData, AadhaarNo: s.aadhaar });
      expect(res.status).toBe(409);
    }
    const limited = await saveCandidate(c, { ...cData, AadhaarNo: s.aadhaar });
    expect(limited.status).toBe(429);
    // the limit holds for any number, free ones too, and nothing was saved
    expect((await saveCandidate(c, { ...cData, AadhaarNo: testAadhaar() })).status).toBe(429);
    expect((await readCandidate(c)).body.Data?.AadhaarNo).toBe('');
    // saves without a new Aadhaar number are not limited
    expect((await saveCandidate(c, { ...cData, FirstName: 'Still' })).status).toBe(200);
  });

  it('a new mobile number without an OTP is refused; verified by OTP in this browser it is saved and the verification used up; another session cannot use it (issue 17 item 10)', async () => {
    const c = await candidate();
    const data = { ...editable((await readCandidate(c)).body.Data), ListJobRole: undefined };
    const mobile = testMobile();
    const refused = await saveCandidate(c, { ...data, MobileNo: mobile });
    expect(refused.status).toBe(400);
    expect(fieldMessage(refused.body, 'MobileNo')).toBe('Please verify your mobile number.');
    expect((await readCandidate(c)).body.Data?.MobileNo).toBe(c.user.mobile);

    const browser = await verifyMobile(ctx().app, mobile);
    // another session, even one that knows the number was just verified, cannot use that verification (issue 17 item 10)
    const intruder = await candidate();
    const intruderData = { ...editable((await readCandidate(intruder)).body.Data), ListJobRole: undefined };
    // (with a browser cookie of its own, from verifying a number of its own)
    const intruderBrowser = await verifyMobile(ctx().app, testMobile());
    const stolen = await saveCandidate(intruder, { ...intruderData, MobileNo: mobile }, 'en', intruderBrowser);
    expect(stolen.status).toBe(400);
    expect(fieldMessage(stolen.body, 'MobileNo')).toBe('Please verify your mobile number.');
    const accepted = await saveCandidate(c, { ...data, MobileNo: mobile }, 'en', browser);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await readCandidate(c)).body.Data?.MobileNo).toBe(mobile);
    const [row] = await db().select().from(otps).where(eq(otps.mobile, mobile));
    expect(row?.consumedAt).toBeInstanceOf(Date);
    // the same number kept needs nothing more
    expect((await saveCandidate(c, { ...data, MobileNo: mobile })).status).toBe(200);
    // a staff member too (same module)
    const s = await staff();
    const staffMobile = testMobile();
    const sData = editable((await readStaff(s)).body.Data);
    expect((await saveStaff(s, { ...sData, MobileNo: staffMobile })).status).toBe(400);
    const staffBrowser = await verifyMobile(ctx().app, staffMobile);
    expect((await saveStaff(s, { ...sData, MobileNo: staffMobile }, 'en', staffBrowser)).status).toBe(200);
  });

  it("documents: someone else's upload or the wrong type is refused; a replaced one is deleted from disk", async () => {
    const s = await staff();
    const data = editable((await readStaff(s)).body.Data);
    const c = await candidate();
    const strangers = await upload(c, 'Photo', sampleFiles.jpg());
    const foreign = await saveStaff(s, { ...data, PhotoFilePath: strangers });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors?.[0]?.field).toBe('PhotoFilePath');
    const signature = await upload(s, 'Signature', sampleFiles.png());
    const wrongType = await saveStaff(s, { ...data, PhotoFilePath: signature });
    expect(wrongType.status).toBe(400);

    const oldPhoto = String(data.PhotoFilePath);
    const newPhoto = await upload(s, 'Photo', sampleFiles.jpg());
    const dobProof = await upload(s, 'DOBProof', sampleFiles.pdf());
    const saved = await saveStaff(s, { ...data, PhotoFilePath: newPhoto, DOBFilePath: dobProof });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await readStaff(s)).body.Data).toMatchObject({ PhotoFilePath: newPhoto, DOBFilePath: dobProof });
    expect(await db().select().from(uploads).where(eq(uploads.path, oldPhoto))).toHaveLength(0);
    expect(existsSync(path.join(ctx().config.dataDir, 'uploads', oldPhoto))).toBe(false);
    expect(await db().select().from(uploads).where(eq(uploads.path, newPhoto))).toHaveLength(1);
  });

  it("401 without a session; the other role's endpoints 403; another user's id 403", async () => {
    const c = await candidate();
    const s = await staff();
    const anonymous = await ctx().app.inject({
      url: `/api/CandidatePrimary/GetCandidatePrimary?candidateId=${c.user.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await readStaff({ user: c.user, cookie: c.cookie })).status).toBe(403);
    expect((await readCandidate({ user: s.user, cookie: s.cookie })).status).toBe(403);
    expect((await saveStaff({ user: c.user, cookie: c.cookie }, {})).status).toBe(403);
    expect((await saveCandidate({ user: s.user, cookie: s.cookie }, {})).status).toBe(403);
    const other = await candidate();
    expect((await readCandidate({ user: other.user, cookie: c.cookie })).status).toBe(403);
  });
});
