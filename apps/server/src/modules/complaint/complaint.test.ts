import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { addDays, startOfDayInIndia, todayInIndia } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseDocuments, cases, emailOutbox, smsOutbox } from '../../db/schema';
import { DEMO_UNDER_INQUIRY } from '../../db/seed/demo/under-inquiry';
import { bindingOf } from '../../platform/otp-binding';
import { smsFor } from '../../platform/sms';
import { diskStorage, type Storage } from '../../platform/storage';
import { useTestApp, xhr } from '../../test/app';
import { complaintBody, type Doc, placesOf, validComplaint, verifiedBrowsers } from '../../test/cases';
import {
  bindingCookie,
  createUser,
  GOOD_PASSWORD,
  signIn,
  solvedCaptcha,
  testIp,
  testMobile,
} from '../../test/factories';
import { pdfWith, sampleFiles } from '../../test/files';
import { ATTACKER_URL, pdfOpeningAWebAddress, viewerSees } from '../../test/pdfs';
import { receiveCaseForm } from '../cases/attachments';
import { COMPLAINT_LIMITS } from './routes';
import { COMPLAINT_ATTACHMENTS, COMPLAINT_PART_LIMITS, submitComplaint } from './service';

type Ids = { StateID: number; DistrictID: number; TalukaID: number; CityID: number };
const browsers = verifiedBrowsers;
/** Headers with the session cookie added to the browser's binding cookie. */
const withSession = (headers: Record<string, string>, session: string) => ({
  ...headers,
  cookie: headers.cookie ? `${headers.cookie}; ${session}` : session,
});

describe('complaints (Form A, status, institutes under inquiry)', () => {
  // The spec's 30 s between two OTPs to one number is not what these tests are about.
  const ctx = useTestApp({ OTP_RESEND_SECONDS: '0' });
  let pune: Ids;
  let nagpur: Ids;

  beforeAll(async () => {
    pune = await placesOf(ctx().app, '411001');
    nagpur = await placesOf(ctx().app, '440001');
  });

  /** Sends and verifies an OTP for the number as the form's Verify button does (`complaint`) or another form. */
  const verifyFor = async (mobileNumber: string, purpose: 'complaint' | 'grievance' | 'register', ip = testIp()) => {
    const post = (url: string, payload: object) =>
      ctx().app.inject({ method: 'POST', url, headers: xhr, payload, remoteAddress: ip });
    const sent = await post('/api/OTP/send-otp', { mobileNumber, purpose });
    expect(sent.statusCode).toBe(200);
    const verified = await post('/api/OTP/verify-otp', { mobileNumber, otp: sent.json().otp, purpose });
    expect(verified.statusCode).toBe(200);
    browsers.set(mobileNumber, bindingCookie(verified));
  };

  /** A valid Form A from a new mobile number, verified for a complaint unless `verify` is false. */
  const form = async (ip: string, overrides: Record<string, unknown> = {}, verify = true) => {
    const primaryNumber = testMobile();
    if (verify) await verifyFor(primaryNumber, 'complaint', ip);
    return validForm(ip, primaryNumber, overrides);
  };
  const validForm = (ip: string, primaryNumber: string, overrides: Record<string, unknown>) =>
    validComplaint(ctx().app, ip, { primaryNumber, places: { pune, nagpur } }).then((valid) => ({
      ...valid,
      ...overrides,
    }));

  const twoDocs = (): Doc[] => [
    { name: 'Fee receipt', content: sampleFiles.pdf() },
    { name: 'Photo of the board', content: sampleFiles.jpg(), filename: 'board.jpg' },
  ];

  const submit = async (complaint: unknown, docs: Doc[] = twoDocs(), ip = testIp(), names?: string[]) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/Complaint/submit',
      ...complaintBody(complaint, docs, names),
      remoteAddress: ip,
    });

  const uploadsDir = () => path.join(ctx().config.dataDir, 'uploads');
  const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);
  const casesOf = (mobile: string) => ctx().database.db.select().from(cases).where(eq(cases.mobile, mobile));
  const errorsOf = (res: { json: () => unknown }) =>
    ((res.json() as { errors?: { field: string; message: string }[] }).errors ?? []).map(
      (e) => `${e.field}:${e.message}`,
    );

  it('files a complaint with two documents: a number, the case, its documents on disk and an SMS', async () => {
    const ip = testIp();
    const complaint = await form(ip);
    const res = await submit(complaint, twoDocs(), ip);
    expect(res.statusCode).toBe(200);
    const number = res.json().Data.ComplaintNo as string;
    expect(number).toMatch(/^CMP-\d{4}-\d{6}$/);

    const [row] = await casesOf(complaint.complainant.primaryNumber);
    expect(row).toMatchObject({ kind: 'complaint', number, status: 'received', lang: 'en', userId: null });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const data = row?.data as Record<string, Record<string, unknown>>;
    expect(data.complainant).toMatchObject({ firstName: 'ASHA', middleName: 'RAMESH', lastName: 'PATIL' });
    expect(data.institute).toMatchObject({ ownerFirstName: 'VIKAS' });
    expect(JSON.stringify(data)).not.toContain(GOOD_PASSWORD);
    expect(data).not.toHaveProperty('CaptchaText');

    const docs = await ctx()
      .database.db.select()
      .from(caseDocuments)
      .where(eq(caseDocuments.caseId, row?.id ?? 0));
    expect(docs.map((d) => [d.name, d.mime])).toEqual([
      ['Fee receipt', 'application/pdf'],
      ['Photo of the board', 'image/jpeg'],
    ]);
    for (const doc of docs) expect(fs.existsSync(path.join(uploadsDir(), doc.storageKey))).toBe(true);

    const sms = await ctx()
      .database.db.select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, complaint.complainant.primaryNumber))
      .orderBy(smsOutbox.id);
    // the verification's OTP, then the acknowledgement
    expect(sms.map((m) => m.template)).toEqual(['otp', 'complaintReceived']);
    expect(sms[1]?.body).toContain(number);
  });

  it('a retry with the same idempotency key answers the same number and files one complaint (issue 17 item 15)', async () => {
    const complaint = await form(testIp());
    const mobile = complaint.complainant.primaryNumber;
    const attempt = (idempotencyKey: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/Complaint/submit',
        ...complaintBody(complaint, twoDocs(), undefined, { idempotencyKey }),
        remoteAddress: testIp(),
      });
    const key = randomBytes(16).toString('hex');
    const first = await attempt(key);
    expect(first.statusCode).toBe(200);
    const filesAfterFirst = storedFiles();
    // the answer was lost: the browser sends the same attempt again (its captcha and verification are used up)
    const retry = await attempt(key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().Data.ComplaintNo).toBe(first.json().Data.ComplaintNo);
    expect(await casesOf(mobile)).toHaveLength(1);
    expect(storedFiles()).toEqual(filesAfterFirst);
    const sms = await ctx().database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    expect(sms.filter((m) => m.template === 'complaintReceived')).toHaveLength(1);
    // another attempt (another key) is another filing: it needs its own verification
    const another = await attempt(randomBytes(16).toString('hex'));
    expect(another.statusCode).toBe(400);
    expect(errorsOf(another)).toEqual(['complainant.primaryNumber:Please verify your mobile number']);
    // a key that is not one is named
    const bad = await attempt('not a key');
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)[0]).toMatch(/^idempotencyKey:/);
  });

  it('keeps the signed-in user with the complaint, and answers in Marathi when asked', async () => {
    const user = await createUser(ctx().database.db);
    const { cookie } = await signIn(ctx().database.db, user.id);
    const ip = testIp();
    const complaint = await form(ip, { isRegistered: 'yes', profileId: user.profileId });
    const body = complaintBody(complaint, []);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/Complaint/submit',
      ...body,
      headers: withSession(body.headers, cookie),
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await casesOf(complaint.complainant.primaryNumber);
    expect(row?.userId).toBe(user.id);
    expect(row?.data).toMatchObject({ profileId: user.profileId });

    const mr = complaintBody(await form(testIp()), [{ name: 'Scan', content: sampleFiles.png() }]);
    const refused = await ctx().app.inject({
      method: 'POST',
      url: '/api/Complaint/submit',
      ...mr,
      headers: { ...mr.headers, 'accept-language': 'mr' },
      remoteAddress: testIp(),
    });
    expect(errorsOf(refused)).toEqual(['documents.0:अवैध फाइल प्रकार! अनुमत: jpeg, jpg, pdf']);
  });

  it("a profile ID is recorded only as the signed-in user's own (issue 17 item 17)", async () => {
    const me = await createUser(ctx().database.db);
    const someoneElse = await createUser(ctx().database.db);
    const { cookie } = await signIn(ctx().database.db, me.id);
    const submitAs = async (complaint: unknown, ip: string, withCookie: boolean) => {
      const body = complaintBody(complaint, []);
      return ctx().app.inject({
        method: 'POST',
        url: '/api/Complaint/submit',
        ...body,
        headers: withCookie ? withSession(body.headers, cookie) : body.headers,
        remoteAddress: ip,
      });
    };
    // signed in, naming another person's profile ID: refused, naming the field
    const ip = testIp();
    const notMine = await form(ip, { isRegistered: 'yes', profileId: someoneElse.profileId });
    const refused = await submitAs(notMine, ip, true);
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused)).toEqual(['profileId:This is not the Profile ID you are signed in with.']);
    expect(await casesOf(notMine.complainant.primaryNumber)).toHaveLength(0);
    // not signed in: filed, but the profile ID is only what the filer said, not linked to that profile
    const anonIp = testIp();
    const claimed = await form(anonIp, { isRegistered: 'yes', profileId: someoneElse.profileId });
    expect((await submitAs(claimed, anonIp, false)).statusCode).toBe(200);
    const [row] = await casesOf(claimed.complainant.primaryNumber);
    expect(row?.userId).toBeNull();
    expect(row?.data).toMatchObject({ profileId: '', statedProfileId: someoneElse.profileId });
  });

  it('reads Devanagari digits in both pincodes as 0–9 and accepts every institute type (issue 23 items 12, 13)', async () => {
    for (const instituteType of ['iti', 'privateTrainingCentre', 'other'] as const) {
      const ip = testIp();
      const complaint = await form(ip);
      const res = await submit(
        {
          ...complaint,
          complainant: { ...complaint.complainant, pinCode: '४११००१' },
          institute: { ...complaint.institute, instituteType, institutePinCode: '४४०००१' },
        },
        [],
        ip,
      );
      expect(res.statusCode).toBe(200);
      const [row] = await casesOf(complaint.complainant.primaryNumber);
      const data = row?.data as Record<string, Record<string, unknown>>;
      expect(data.complainant?.pinCode).toBe('411001');
      expect(data.institute).toMatchObject({ instituteType, institutePinCode: '440001' });
    }
  });

  it('numbers complaints one after another', async () => {
    const first = await submit(await form(testIp()), []);
    const second = await submit(await form(testIp()), []);
    const serial = (res: typeof first) => Number(String(res.json().Data.ComplaintNo).slice(-6));
    expect(serial(second)).toBe(serial(first) + 1);
  });

  it('names each missing or wrong field, in the spec’s words', async () => {
    const ip = testIp();
    const complaint = await form(ip);
    const res = await submit(
      {
        ...complaint,
        complainant: { ...complaint.complainant, firstName: '', email: 'not-an-email', primaryNumber: '5123456789' },
        institute: { ...complaint.institute, instituteType: 'coaching', institutePinCode: '' },
        complaintDetails: 'x'.repeat(501),
        place: '',
      },
      [],
      ip,
    );
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual(
      expect.arrayContaining([
        'complainant.firstName:First Name is required',
        'complainant.email:Invalid email address',
        'complainant.primaryNumber:Invalid mobile number',
        'institute.instituteType:Institute Type is required',
        'institute.institutePinCode:Institute Pin Code is required',
        'complaintDetails:Complaint Details can have at most 500 characters',
        'place:Place is required',
      ]),
    );
  });

  it('needs the profile ID when the complainant is registered, the declaration and matching passwords', async () => {
    const ip = testIp();
    const res = await submit(
      await form(ip, {
        isRegistered: 'yes',
        declaration: false,
        account: { password: GOOD_PASSWORD, confirmPassword: 'Other@Pass1' },
      }),
      [],
      ip,
    );
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual(
      expect.arrayContaining([
        'profileId:Profile ID is required',
        'declaration:Please tick the declaration to submit the complaint',
        'account.confirmPassword:Passwords do not match.',
      ]),
    );
  });

  it('refuses a common password, a wrong captcha and places that do not belong together', async () => {
    const common = await submit(
      await form(testIp(), { account: { password: 'Password@1', confirmPassword: 'Password@1' } }),
      [],
    );
    expect(common.statusCode).toBe(400);
    expect(errorsOf(common)[0]).toMatch(/^account\.password:/);

    const captcha = await submit(await form(testIp(), { CaptchaText: 'WRONG1' }), []);
    expect(captcha.statusCode).toBe(400);
    expect(errorsOf(captcha)[0]).toMatch(/^CaptchaText:/);

    const ip = testIp();
    const complaint = await form(ip);
    const places = await submit(
      { ...complaint, institute: { ...complaint.institute, district: pune.DistrictID } },
      [],
      ip,
    );
    expect(places.statusCode).toBe(400);
    expect(errorsOf(places)).toEqual([
      'institute.taluka:The taluka is not in the selected district. Please select it again.',
    ]);
  });

  it('decides a document’s type by its content: an .exe named .pdf is refused, nothing is saved', async () => {
    const ip = testIp();
    const complaint = await form(ip);
    const before = storedFiles();
    const exe = Buffer.concat([Buffer.from('MZ'), randomBytes(4096)]);
    const res = await submit(
      complaint,
      [
        { name: 'Receipt', content: sampleFiles.pdf() },
        { name: 'Brochure', content: exe, filename: 'brochure.pdf' },
      ],
      ip,
    );
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual(['documents.1:Invalid file type! Allowed: jpeg, jpg, pdf']);
    expect(await casesOf(complaint.complainant.primaryNumber)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it('stores a PDF document rebuilt with its pages only: no open action, no links (issue 17 item 3)', async () => {
    const ip = testIp();
    const complaint = await form(ip);
    const res = await submit(complaint, [{ name: 'Fee receipt', content: pdfOpeningAWebAddress() }], ip);
    expect(res.statusCode).toBe(200);
    const [row] = await casesOf(complaint.complainant.primaryNumber);
    const [doc] = await ctx()
      .database.db.select()
      .from(caseDocuments)
      .where(eq(caseDocuments.caseId, row?.id ?? 0));
    const stored = fs.readFileSync(path.join(uploadsDir(), doc?.storageKey ?? ''));
    expect(stored.toString('latin1')).not.toContain(ATTACKER_URL);
    expect(await viewerSees(stored)).toMatchObject({ pages: 1, annotations: [], openAction: null });
  });

  it('refuses a PNG (not a complaint type), a PDF with scripts and a file over 5 MB, naming the document', async () => {
    const png = await submit(await form(testIp()), [{ name: 'Scan', content: sampleFiles.png() }]);
    expect(errorsOf(png)).toEqual(['documents.0:Invalid file type! Allowed: jpeg, jpg, pdf']);

    const script = await submit(await form(testIp()), [
      { name: 'Receipt', content: sampleFiles.pdf() },
      { name: 'Letter', content: pdfWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ') },
    ]);
    expect(script.statusCode).toBe(400);
    expect(errorsOf(script)[0]).toMatch(/^documents\.1:PDF files with scripts/);

    const big = await submit(await form(testIp()), [{ name: 'Scan', content: sampleFiles.pdf(5 * 1024 * 1024 + 1) }]);
    expect(big.statusCode).toBe(400);
    expect(errorsOf(big)).toEqual(['documents.0:File too large! Max: 5 MB']);
  });

  it('refuses a sixth document, a document without a name and names without documents', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `Doc ${i + 1}`, content: sampleFiles.pdf() }));
    const res = await submit(await form(testIp()), six);
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual(['documents:At most 5 documents can be attached']);

    const unnamed = await submit(await form(testIp()), [{ name: '', content: sampleFiles.pdf() }]);
    expect(errorsOf(unnamed)).toEqual(['documentNames.0:Document name is required']);

    const mismatch = await submit(await form(testIp()), [{ name: 'A', content: sampleFiles.pdf() }], testIp(), [
      'A',
      'B',
    ]);
    expect(errorsOf(mismatch)).toEqual(['documentNames:Each document needs one name']);
  });

  it('needs the complainant’s mobile verified by OTP; the captcha is not spent on an unverified number', async () => {
    const ip = testIp();
    const complaint = await form(ip, {}, false);
    const mobile = complaint.complainant.primaryNumber;
    const unverified = await submit(complaint, [], ip);
    expect(unverified.statusCode).toBe(400);
    expect(errorsOf(unverified)).toEqual(['complainant.primaryNumber:Please verify your mobile number']);
    const mr = complaintBody(complaint, []);
    const inMarathi = await ctx().app.inject({
      method: 'POST',
      url: '/api/Complaint/submit',
      ...mr,
      headers: { ...mr.headers, 'accept-language': 'mr' },
      remoteAddress: ip,
    });
    expect(errorsOf(inMarathi)).toEqual(['complainant.primaryNumber:कृपया आपल्या मोबाईल क्रमांकाची पडताळणी करा']);
    expect(await casesOf(mobile)).toEqual([]);

    // verified now: the same captcha still works, as the refusals above did not use it
    await verifyFor(mobile, 'complaint', ip);
    expect((await submit(complaint, [], ip)).statusCode).toBe(200);
  });

  it('uses the verification up only once everything else passed: a bad document does not cost it', async () => {
    const ip = testIp();
    const complaint = await form(ip);
    const mobile = complaint.complainant.primaryNumber;
    const exe = Buffer.concat([Buffer.from('MZ'), randomBytes(4096)]);
    const bad = await submit(complaint, [{ name: 'Brochure', content: exe, filename: 'brochure.pdf' }], ip);
    expect(errorsOf(bad)).toEqual(['documents.0:Invalid file type! Allowed: jpeg, jpg, pdf']);
    const common = await submit(
      {
        ...complaint,
        ...(await solvedCaptcha(ctx().app, 'registration', ip)),
        account: { password: 'Password@1', confirmPassword: 'Password@1' },
      },
      [],
      ip,
    );
    expect(errorsOf(common)[0]).toMatch(/^account\.password:/);

    const filed = await submit({ ...complaint, ...(await solvedCaptcha(ctx().app, 'registration', ip)) }, [], ip);
    expect(filed.statusCode).toBe(200);
    // one verification, one complaint
    const again = await submit({ ...complaint, ...(await solvedCaptcha(ctx().app, 'registration', ip)) }, [], ip);
    expect(again.statusCode).toBe(400);
    expect(errorsOf(again)).toEqual(['complainant.primaryNumber:Please verify your mobile number']);
    expect(await casesOf(mobile)).toHaveLength(1);
  });

  it('counts only a complaint verification: one for a registration or a grievance does not do', async () => {
    const ip = testIp();
    const complaint = await form(ip, {}, false);
    const mobile = complaint.complainant.primaryNumber;
    await verifyFor(mobile, 'register', ip);
    await verifyFor(mobile, 'grievance', ip);
    const res = await submit(complaint, [], ip);
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual(['complainant.primaryNumber:Please verify your mobile number']);

    await verifyFor(mobile, 'complaint', ip);
    expect((await submit(complaint, [], ip)).statusCode).toBe(200);
  });

  it('answers a body that is not the form with a 400 naming the complaint field', async () => {
    const notJson = await ctx().app.inject({
      method: 'POST',
      url: '/api/Complaint/submit',
      ...complaintBody('{', []),
      remoteAddress: testIp(),
    });
    expect(notJson.statusCode).toBe(400);
    const json = await ctx().app.inject({
      method: 'POST',
      url: '/api/Complaint/submit',
      headers: xhr,
      payload: { complaint: {} },
      remoteAddress: testIp(),
    });
    expect(json.statusCode).toBe(400);
    expect(errorsOf(json)[0]).toMatch(/^complaint:/);
  });

  describe('atomic: a failure part-way leaves no case and no file', () => {
    const received = async (mobile: string) => {
      const ip = testIp();
      await verifyFor(mobile, 'complaint', ip);
      const complaint = await validForm(ip, mobile, {});
      return {
        fields: { complaint: [JSON.stringify(complaint)], documentNames: ['One', 'Two', 'Three'] },
        files: [sampleFiles.pdf(), sampleFiles.jpg(), sampleFiles.pdf()].map((content, i) => ({
          filename: `${i}.bin`,
          content,
          tooLarge: false,
        })),
        tooManyFiles: false,
      };
    };
    const deps = (storage: Storage, db = ctx().database.db) => ({
      db,
      storage,
      sms: smsFor(ctx().config, db),
      publicOrigin: ctx().config.publicOrigin,
    });
    const bindingFor = (mobile: string) => bindingOf(String(browsers.get(mobile)?.split('=')[1]));

    it('storage failing at the second document', async () => {
      const mobile = testMobile();
      const disk = diskStorage(ctx().config.dataDir);
      const before = storedFiles();
      let saves = 0;
      const failing: Storage = {
        ...disk,
        save: async (content, ext) => {
          saves += 1;
          if (saves === 2) throw new Error('disk full');
          return disk.save(content, ext);
        },
      };
      await expect(
        submitComplaint(deps(failing), await received(mobile), { lang: 'en', binding: bindingFor(mobile) }),
      ).rejects.toThrow('disk full');
      expect(saves).toBe(2);
      expect(await casesOf(mobile)).toEqual([]);
      expect(storedFiles()).toEqual(before);
    });

    it('the database failing after the rows were written', async () => {
      const mobile = testMobile();
      const real = ctx().database.db;
      const before = storedFiles();
      const emailsBefore = await real.select().from(emailOutbox);
      const failingDb = new Proxy(real, {
        get(target, key, receiver) {
          if (key !== 'transaction') return Reflect.get(target, key, receiver);
          return (fn: (tx: unknown) => Promise<unknown>) =>
            target.transaction(async (tx) => {
              await fn(tx);
              throw new Error('connection lost');
            });
        },
      });
      await expect(
        submitComplaint(deps(diskStorage(ctx().config.dataDir), failingDb), await received(mobile), {
          lang: 'en',
          binding: bindingFor(mobile),
        }),
      ).rejects.toThrow('connection lost');
      expect(await casesOf(mobile)).toEqual([]);
      expect(storedFiles()).toEqual(before);
      const sms = await real.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
      // only the verification's OTP: no acknowledgement of a complaint that was not filed
      expect(sms.map((m) => m.template)).toEqual(['otp']);
      // nor an e-mail: it is written in the same transaction
      expect(await real.select().from(emailOutbox)).toEqual(emailsBefore);
    });

    it('reads the multipart parts it is given', async () => {
      async function* parts() {
        yield { type: 'field' as const, fieldname: 'complaint', value: '{}' };
        yield { type: 'field' as const, fieldname: 'documentNames', value: 'A' };
        yield {
          type: 'file' as const,
          fieldname: 'documents',
          filename: 'a.pdf',
          file: Object.assign(
            (async function* () {
              yield Buffer.from('abc');
            })(),
            { truncated: false },
          ),
        };
      }
      const request = { isMultipart: () => true, parts: parts };
      expect(await receiveCaseForm(request, COMPLAINT_ATTACHMENTS, COMPLAINT_PART_LIMITS)).toEqual({
        fields: { complaint: ['{}'], documentNames: ['A'] },
        files: [{ filename: 'a.pdf', content: Buffer.from('abc'), tooLarge: false }],
        tooManyFiles: false,
      });
    });
  });

  describe('status', () => {
    let number: string;
    let mobile: string;

    beforeAll(async () => {
      const ip = testIp();
      const complaint = await form(ip);
      mobile = complaint.complainant.primaryNumber;
      number = (await submit(complaint, [], ip)).json().Data.ComplaintNo;
    });

    const status = (body: Record<string, unknown>, ip = testIp()) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/Complaint/status',
        headers: xhr,
        payload: body,
        remoteAddress: ip,
      });
    /** An OTP for a status lookup by mobile (the console provider hands the code back). */
    const sendCaseStatusOtp = (mobileNumber: string, ip: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/OTP/send-otp',
        headers: xhr,
        payload: { mobileNumber, purpose: 'caseStatus' },
        remoteAddress: ip,
      });

    it('by the complaint password: status, due date in 30 days, the dated timeline', async () => {
      const res = await status({ ComplaintNo: number.toLowerCase(), Password: GOOD_PASSWORD });
      expect(res.statusCode).toBe(200);
      const data = res.json().Data;
      expect(data).toMatchObject({ ComplaintNo: number, Status: 'received' });
      expect(data.Timeline).toEqual([{ At: expect.any(String), Action: 'received', Remarks: null }]);
      // what was filed (issue 23 item 8): the form with places by name, never the password
      const filed = new Map<string, unknown>(data.Filed.map((f: { key: string; value: string }) => [f.key, f]));
      expect(filed.get('complainant.primaryNumber')).toEqual({ key: 'complainant.primaryNumber', value: mobile });
      expect(filed.get('institute.district')).toMatchObject({ place: { nameEn: expect.any(String) } });
      expect([...filed.keys()].some((key) => key.startsWith('account'))).toBe(false);
      expect(res.body).not.toContain(GOOD_PASSWORD);
      expect(data.Documents).toEqual([]);
      expect(data.MobileEnding).toBe(mobile.slice(-4));
      // due on the 30th day after the filing day in India's calendar, from 00:00 there (decision 057)
      const filedOn = todayInIndia(new Date(data.Timeline[0].At));
      expect(data.DueDate).toBe(startOfDayInIndia(addDays(filedOn, 30)).toISOString());
      expect(res.headers['cache-control']).toContain('no-store');
    });

    it('by an OTP sent to the complainant’s mobile (purpose caseStatus)', async () => {
      const ip = testIp();
      const sent = await sendCaseStatusOtp(mobile, ip);
      expect(sent.statusCode).toBe(200);
      const res = await status({ ComplaintNo: number, MobileNo: mobile, OTP: sent.json().otp }, ip);
      expect(res.statusCode).toBe(200);
      expect(res.json().Data.ComplaintNo).toBe(number);
    });

    it('answers a wrong password, an unknown number and another mobile with the same 401', async () => {
      const wrong = await status({ ComplaintNo: number, Password: 'Wrong@Pass9' });
      const unknown = await status({ ComplaintNo: 'CMP-2020-999999', Password: GOOD_PASSWORD });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);

      const other = testMobile();
      const ip = testIp();
      const sent = await sendCaseStatusOtp(other, ip);
      const otherMobile = await status({ ComplaintNo: number, MobileNo: other, OTP: sent.json().otp }, ip);
      expect(otherMobile.statusCode).toBe(401);
      expect(otherMobile.body).toBe(unknown.body);
    });

    it('needs a password or the mobile and OTP', async () => {
      const res = await status({ ComplaintNo: number });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual(['Password:Enter the complaint password, or the mobile number and the OTP']);
      const bad = await status({ ComplaintNo: 'GRV-2026-000001', Password: 'x' });
      expect(errorsOf(bad)[0]).toMatch(/^ComplaintNo:/);
    });

    it('wrong passwords from anyone do not lock the owner out, and guessing stays bounded (issue 17 item 16)', async () => {
      const ip = testIp();
      const complaint = await form(ip);
      const own = (await submit(complaint, [], ip)).json().Data.ComplaintNo;
      const ownMobile = complaint.complainant.primaryNumber;
      // one address: a few tries at one number, then 429 for that number only
      const guesser = testIp();
      for (let i = 0; i < COMPLAINT_LIMITS.statusPerNumberAndIp; i++) {
        expect((await status({ ComplaintNo: own, Password: 'Wrong@Pass9' }, guesser)).statusCode).toBe(401);
      }
      expect((await status({ ComplaintNo: own, Password: GOOD_PASSWORD }, guesser)).statusCode).toBe(429);
      expect((await status({ ComplaintNo: number, Password: GOOD_PASSWORD }, guesser)).statusCode).toBe(200);
      // ten wrong passwords from elsewhere (the old lock): the owner still gets in with the password
      for (let i = 0; i < 10; i++) await status({ ComplaintNo: own, Password: 'Wrong@Pass9' });
      expect((await status({ ComplaintNo: own, Password: GOOD_PASSWORD }, ip)).statusCode).toBe(200);
      // many addresses: the number's password tries are bounded for everyone ...
      // (so far: the address's tries, the ten and the owner's; the refused one was not counted)
      const used = COMPLAINT_LIMITS.statusPerNumberAndIp + 10 + 1;
      for (let i = used; i < COMPLAINT_LIMITS.passwordPerNumber; i++) {
        await status({ ComplaintNo: own, Password: 'Wrong@Pass9' });
      }
      const bounded = await status({ ComplaintNo: own, Password: GOOD_PASSWORD }, testIp());
      expect(bounded.statusCode).toBe(429);
      expect(bounded.headers['retry-after']).toBeDefined();
      // ... but the owner's proof by an OTP to the complaint's mobile still works
      const ownerIp = testIp();
      const sent = await sendCaseStatusOtp(ownMobile, ownerIp);
      const byOtp = await status({ ComplaintNo: own, MobileNo: ownMobile, OTP: sent.json().otp }, ownerIp);
      expect(byOtp.statusCode).toBe(200);
    });

    it('limits the checks from one address', async () => {
      const ip = testIp();
      for (let i = 0; i < COMPLAINT_LIMITS.statusPerIp; i++) {
        await status({ ComplaintNo: `CMP-2020-${String(i).padStart(6, '0')}`, Password: 'x' }, ip);
      }
      expect((await status({ ComplaintNo: number, Password: GOOD_PASSWORD }, ip)).statusCode).toBe(429);
    });
  });

  it('limits submissions from one address', async () => {
    const ip = testIp();
    for (let i = 0; i < COMPLAINT_LIMITS.submitPerHour; i++) {
      expect((await submit({}, [], ip)).statusCode).toBe(400);
    }
    const limited = await submit(await form(testIp()), [], ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().Message).toMatch(/Please try again in \d+ min\./);
  });

  it('lists the institutes under inquiry in the asked language', async () => {
    const en = await ctx().app.inject({ url: '/api/Complaint/underInquiry' });
    expect(en.statusCode).toBe(200);
    const rows = en.json().Data as { InstituteName: string; District: string; Since: string }[];
    expect(rows.map((r) => r.InstituteName).sort()).toEqual(DEMO_UNDER_INQUIRY.map((r) => r.instituteName).sort());
    expect(rows.find((r) => r.InstituteName.startsWith('Shree Sai'))).toMatchObject({
      District: 'Pune',
      Since: '2026-08-15',
    });
    const mr = await ctx().app.inject({ url: '/api/Complaint/underInquiry?lang=mr' });
    expect(mr.json().Data.map((r: { District: string }) => r.District)).toContain('पुणे');
    expect(en.headers['cache-control']).toContain('public');
  });
});
