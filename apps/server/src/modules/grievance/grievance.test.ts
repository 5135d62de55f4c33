import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { addDays, startOfDayInIndia, todayInIndia } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { caseDocuments, cases, smsOutbox } from '../../db/schema';
import * as content from '../../platform/file-intake/content';
import { useTestApp, xhr } from '../../test/app';
import { testIp, testMobile } from '../../test/factories';
import { pdfWith, sampleFiles } from '../../test/files';
import { ATTACKER_URL, pdfOpeningAWebAddress, viewerSees } from '../../test/pdfs';
import { GRIEVANCE_RATE_LIMITS } from './routes';

// The decoding of files (images re-encoded, PDFs checked in the worker pool), watched: it runs as before.
vi.mock(import('../../platform/file-intake/content'), async (importOriginal) => {
  const original = await importOriginal();
  return { ...original, cleanContent: vi.fn(original.cleanContent) };
});

type Attachment = { filename: string; content: Buffer; contentType?: string };
type Fields = Record<string, string>;

/** A multipart body with the grievance's fields and any number of `attachments` files. */
function grievanceBody(fields: Fields, attachments: Attachment[] = []) {
  const boundary = `----grievance${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of attachments) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { ...xhr, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const validForm = (primaryNumber: string): Fields => ({
  name: 'Sunita Jadhav',
  email: 'sunita.jadhav@example.in',
  primaryNumber,
  grievanceType: 'technical',
  subject: 'Admission letter not downloading',
  description: 'The admission letter page shows an error every time I try to download my letter since last Monday.',
});

type ErrorBody = { Status: string; Message: string; MessageKey: string; errors?: { field: string; message: string }[] };

describe('POST /api/Grievance/submit and /api/Grievance/status', () => {
  // The spec's 30 s between two OTPs to one number is not what these tests are about.
  const ctx = useTestApp({ OTP_RESEND_SECONDS: '0' });
  const db = () => ctx().database.db;

  /** The browser cookie each mobile was last verified in (issue 17 item 10): the form goes from there. */
  const browsers = new Map<string, string>();
  const postJson = async (url: string, payload: object, remoteAddress = testIp(), lang?: string) => {
    const res = await ctx().app.inject({
      method: 'POST',
      url,
      headers: { ...xhr, ...(lang ? { 'accept-language': lang } : {}) },
      payload,
      remoteAddress,
    });
    const binding = res.cookies.find((c) => c.name === 'otp-browser');
    const mobile = (payload as { mobileNumber?: string }).mobileNumber;
    if (binding && mobile && res.statusCode === 200) browsers.set(mobile, `${binding.name}=${binding.value}`);
    return { status: res.statusCode, body: res.json() };
  };
  const sendOtp = async (mobileNumber: string, purpose: 'grievance' | 'caseStatus') => {
    const sent = await postJson('/api/OTP/send-otp', { mobileNumber, purpose });
    expect(sent.status).toBe(200);
    return (sent.body as { otp: string }).otp;
  };
  /** Verifies the number for one grievance, as the form's Verify button does. */
  const verifyForGrievance = async (mobileNumber: string) => {
    const otp = await sendOtp(mobileNumber, 'grievance');
    const verified = await postJson('/api/OTP/verify-otp', { mobileNumber, otp, purpose: 'grievance' });
    expect(verified.status).toBe(200);
  };
  const submit = async (fields: Fields, attachments: Attachment[] = [], remoteAddress = testIp(), lang?: string) => {
    const body = grievanceBody(fields, attachments);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/Grievance/submit',
      ...body,
      headers: {
        ...body.headers,
        ...(lang ? { 'accept-language': lang } : {}),
        cookie: browsers.get(fields.primaryNumber ?? '') ?? '',
      },
      remoteAddress,
    });
    return { status: res.statusCode, body: res.json() as ErrorBody & { Data?: { GrievanceNo: string } } };
  };
  const fieldErrors = (body: ErrorBody) => Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));
  const status = (payload: object, remoteAddress?: string) => postJson('/api/Grievance/status', payload, remoteAddress);

  it('files a grievance with attachments: a GRV number, its documents stored, an SMS with the number', async () => {
    const mobile = testMobile();
    await verifyForGrievance(mobile);
    const res = await submit(validForm(mobile), [
      { filename: 'screenshot.png', content: sampleFiles.png(), contentType: 'image/png' },
      { filename: 'C:\\Users\\me\\receipt.pdf', content: sampleFiles.pdf(), contentType: 'application/pdf' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.Status).toBe('Success');
    const number = res.body.Data?.GrievanceNo ?? '';
    expect(number).toMatch(/^GRV-\d{4}-\d{6}$/);

    const [row] = await db().select().from(cases).where(eq(cases.number, number));
    expect(row).toMatchObject({ kind: 'grievance', status: 'received', mobile });
    expect(row?.data).toMatchObject({ name: 'Sunita Jadhav', grievanceType: 'technical' });
    // due on the 21st day after the filing day in India's calendar, from 00:00 there (decision 057)
    expect(row?.dueAt).toEqual(startOfDayInIndia(addDays(todayInIndia(row?.createdAt), 21)));
    const documents = await db()
      .select()
      .from(caseDocuments)
      .where(eq(caseDocuments.caseId, row?.id ?? 0));
    expect(documents.map((d) => [d.name, d.mime])).toEqual([
      ['screenshot.png', 'image/png'],
      ['receipt.pdf', 'application/pdf'],
    ]);
    for (const document of documents) {
      expect(fs.existsSync(path.join(ctx().config.dataDir, 'uploads', document.storageKey))).toBe(true);
    }

    const messages = await db()
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.mobile, mobile), eq(smsOutbox.template, 'grievanceReceived')));
    expect(messages).toHaveLength(1);
    expect(messages[0]?.body).toContain(number);
  });

  it('stores a PDF attachment rebuilt with its pages only: no open action, no links (issue 17 item 3)', async () => {
    const mobile = testMobile();
    await verifyForGrievance(mobile);
    const res = await submit(validForm(mobile), [
      { filename: 'receipt.pdf', content: pdfOpeningAWebAddress(), contentType: 'application/pdf' },
    ]);
    expect(res.status).toBe(200);
    const [row] = await db()
      .select()
      .from(cases)
      .where(eq(cases.number, res.body.Data?.GrievanceNo ?? ''));
    const [document] = await db()
      .select()
      .from(caseDocuments)
      .where(eq(caseDocuments.caseId, row?.id ?? 0));
    const stored = fs.readFileSync(path.join(ctx().config.dataDir, 'uploads', document?.storageKey ?? ''));
    expect(stored.toString('latin1')).not.toContain(ATTACKER_URL);
    expect(await viewerSees(stored)).toMatchObject({ pages: 1, annotations: [], openAction: null });
  });

  it('refuses a form with nothing in it, naming every required field', async () => {
    const res = await submit({});
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      primaryNumber: 'Mobile number is required',
      grievanceType: 'Grievance type is required',
      subject: 'Subject is required',
      description: 'Description is required',
    });
  });

  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['name', 'A'.repeat(101), 'Name must be at most 100 characters'],
    ['email', 'sunita.example.in', 'Email is invalid'],
    ['email', `${'a'.repeat(95)}@example.in`, 'Email is invalid'],
    ['primaryNumber', '98765', 'Mobile number must be 10 digits'],
    ['primaryNumber', '98765abcde', 'Mobile number must be 10 digits'],
    ['primaryNumber', '0123456789', 'Mobile number must be 10 digits'],
    ['grievanceType', 'food', 'Grievance type is required'],
    ['subject', 'Too short', 'Subject must be at least 10 characters'],
    ['subject', 'S'.repeat(201), 'Subject must be at most 200 characters'],
    ['description', 'Shorter than fifty characters, by a little.', 'Description must be at least 50 characters'],
    ['description', 'D'.repeat(2001), 'Description must be at most 2000 characters'],
  ])('refuses %s %j: %s', async (field, value, message) => {
    const res = await submit({ ...validForm(testMobile()), [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe(message);
    expect(fieldErrors(res.body)).toEqual({ [field]: message });
  });

  it('answers in Marathi when asked', async () => {
    const res = await submit({ ...validForm(testMobile()), subject: 'लहान' }, [], testIp(), 'mr');
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({ subject: 'विषय किमान १० अक्षरांचा असावा' });
  });

  it('refuses a fourth attachment', async () => {
    const mobile = testMobile();
    await verifyForGrievance(mobile);
    const four = [1, 2, 3, 4].map((n) => ({ filename: `page${n}.pdf`, content: sampleFiles.pdf() }));
    const res = await submit(validForm(mobile), four);
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({ attachments: 'Maximum 3 attachments allowed' });
    // Five or more stop the reading of the body; still the same answer.
    const six = [...four, ...four.slice(0, 2)];
    expect(fieldErrors((await submit(validForm(mobile), six)).body)).toEqual({
      attachments: 'Maximum 3 attachments allowed',
    });
    // Three are fine (and the refusals above did not use up the verification).
    expect((await submit(validForm(mobile), four.slice(0, 3))).status).toBe(200);
  });

  it('decides the type by content: a program named .pdf, a text file named .png are refused by name', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(4096)]);
    const res = await submit(validForm(testMobile()), [
      { filename: 'letter.pdf', content: sampleFiles.pdf() },
      { filename: 'invoice.pdf', content: exe, contentType: 'application/pdf' },
      { filename: 'photo.png', content: sampleFiles.text(), contentType: 'image/png' },
    ]);
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      'attachments.1': 'Invalid file type. Allowed: jpeg, png, pdf',
      'attachments.2': 'Invalid file type. Allowed: jpeg, png, pdf',
    });
  });

  it('refuses a 6 MB file and an empty one; accepts exactly 5 MB', async () => {
    const mobile = testMobile();
    await verifyForGrievance(mobile);
    const res = await submit(validForm(mobile), [
      { filename: 'big.jpg', content: sampleFiles.jpg(6 * 1024 * 1024) },
      { filename: 'empty.pdf', content: Buffer.alloc(0) },
    ]);
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      'attachments.0': 'File too large. Maximum size: 5 MB',
      'attachments.1': 'The file is empty',
    });
    const exact = await submit(validForm(mobile), [
      { filename: 'scan.pdf', content: sampleFiles.pdf(5 * 1024 * 1024) },
    ]);
    expect(exact.status).toBe(200);
  });

  it('refuses a PDF with JavaScript (active content), naming the file', async () => {
    const mobile = testMobile();
    await verifyForGrievance(mobile);
    const res = await submit(validForm(mobile), [
      { filename: 'form.pdf', content: pdfWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>') },
    ]);
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      'attachments.0': 'PDF files with scripts, attached files or automatic actions are not accepted.',
    });
  });

  it('needs the mobile verified by OTP for a grievance (a registration verification does not count)', async () => {
    const mobile = testMobile();
    const unverified = await submit(validForm(mobile));
    expect(unverified.status).toBe(400);
    expect(fieldErrors(unverified.body)).toEqual({ primaryNumber: 'Please verify your mobile number' });

    const otp = await sendOtp(mobile, 'grievance');
    // purpose register (the default) verifies for a registration, not for this form
    const register = await postJson('/api/OTP/send-otp', { mobileNumber: mobile });
    await postJson('/api/OTP/verify-otp', { mobileNumber: mobile, otp: register.body.otp });
    expect((await submit(validForm(mobile))).status).toBe(400);
    // the grievance code sent before is still live
    await postJson('/api/OTP/verify-otp', { mobileNumber: mobile, otp, purpose: 'grievance' });
    expect((await submit(validForm(mobile))).status).toBe(200);
  });

  it('refuses an unverified mobile before decoding any attachment; a verified one has them decoded (issue 17 item 4)', async () => {
    const mobile = testMobile();
    const files = [
      { filename: 'screenshot.png', content: sampleFiles.png(), contentType: 'image/png' },
      { filename: 'receipt.pdf', content: sampleFiles.pdf(), contentType: 'application/pdf' },
    ];
    vi.mocked(content.cleanContent).mockClear();
    const unverified = await submit(validForm(mobile), files);
    expect(unverified.status).toBe(400);
    expect(fieldErrors(unverified.body)).toEqual({ primaryNumber: 'Please verify your mobile number' });
    expect(content.cleanContent).not.toHaveBeenCalled();

    await verifyForGrievance(mobile);
    expect((await submit(validForm(mobile), files)).status).toBe(200);
    expect(content.cleanContent).toHaveBeenCalledTimes(2);
  });

  it('uses the verification up: a second grievance needs a new OTP; a bad file first does not cost it', async () => {
    const mobile = testMobile();
    await verifyForGrievance(mobile);
    const bad = await submit(validForm(mobile), [{ filename: 'a.pdf', content: sampleFiles.text() }]);
    expect(bad.status).toBe(400);
    expect((await submit(validForm(mobile))).status).toBe(200);
    const again = await submit(validForm(mobile));
    expect(again.status).toBe(400);
    expect(fieldErrors(again.body)).toEqual({ primaryNumber: 'Please verify your mobile number' });
    await verifyForGrievance(mobile);
    expect((await submit(validForm(mobile))).status).toBe(200);
  });

  it('shows the status, due date and timeline to the filing mobile with an OTP (each code once)', async () => {
    const mobile = testMobile();
    await verifyForGrievance(mobile);
    const filed = await submit(validForm(mobile), [
      { filename: 'receipt.pdf', content: sampleFiles.pdf(), contentType: 'application/pdf' },
    ]);
    const number = filed.body.Data?.GrievanceNo ?? '';
    const otp = await sendOtp(mobile, 'caseStatus');
    const res = await status({ GrievanceNo: number.toLowerCase(), MobileNo: mobile, OTP: otp });
    expect(res.status).toBe(200);
    expect(res.body.Data).toMatchObject({ GrievanceNo: number, Status: 'received' });
    // what was filed (issue 23 item 8): the form, the documents by name, where acknowledgements go
    const sent = validForm(mobile);
    expect(res.body.Data.Filed).toEqual(
      expect.arrayContaining([
        { key: 'name', value: sent.name },
        { key: 'subject', value: sent.subject },
        { key: 'grievanceType', value: sent.grievanceType },
      ]),
    );
    expect(res.body.Data.Documents).toEqual([{ Name: 'receipt.pdf' }]);
    expect(res.body.Data.MobileEnding).toBe(mobile.slice(-4));
    expect(res.body.Data.Timeline).toEqual([{ At: expect.any(String), Action: 'received', Remarks: null }]);
    const filedOn = todayInIndia(new Date(res.body.Data.Timeline[0].At));
    expect(res.body.Data.DueDate).toBe(startOfDayInIndia(addDays(filedOn, 21)).toISOString());
    // the code is single use
    const reused = await status({ GrievanceNo: number, MobileNo: mobile, OTP: otp });
    expect(reused.status).toBe(401);
  });

  it('answers a wrong code, another mobile and an unknown number with the same 401', async () => {
    const mobile = testMobile();
    await verifyForGrievance(mobile);
    const number = (await submit(validForm(mobile))).body.Data?.GrievanceNo ?? '';

    const otp = await sendOtp(mobile, 'caseStatus');
    const wrongCode = await status({
      GrievanceNo: number,
      MobileNo: mobile,
      OTP: otp === '000000' ? '111111' : '000000',
    });

    const other = testMobile();
    const otherOtp = await sendOtp(other, 'caseStatus');
    const otherMobile = await status({ GrievanceNo: number, MobileNo: other, OTP: otherOtp });

    const unknownOtp = await sendOtp(mobile, 'caseStatus');
    const unknown = await status({ GrievanceNo: 'GRV-2020-999999', MobileNo: mobile, OTP: unknownOtp });

    const complaintShaped = await status({ GrievanceNo: 'CMP-2026-000001', MobileNo: mobile, OTP: '123456' });
    expect(complaintShaped.status).toBe(400);

    for (const res of [wrongCode, otherMobile, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(unknown.body);
    }
    expect(unknown.body.MessageKey).toBe('cases.notFound');
  });

  it('limits submits per address (429 with Retry-After)', async () => {
    const ip = testIp();
    const { max } = GRIEVANCE_RATE_LIMITS.submitPerIp;
    for (let i = 0; i < max; i += 1) expect((await submit({}, [], ip)).status).toBe(400);
    const res = await submit({}, [], ip);
    expect(res.status).toBe(429);
    expect(res.body.Message).toMatch(/Please try again in \d+ min\./);
    // another address is not affected
    expect((await submit({}, [], testIp())).status).toBe(400);
  });

  it('limits status checks per address and per grievance number', async () => {
    const ip = testIp();
    const attempt = (n: number, remoteAddress: string, number = `GRV-2026-${String(900000 + n)}`) =>
      status({ GrievanceNo: number, MobileNo: testMobile(), OTP: '123456' }, remoteAddress);
    const perIp = GRIEVANCE_RATE_LIMITS.statusPerIp.max;
    for (let i = 0; i < perIp; i += 1) expect((await attempt(i, ip)).status).toBe(401);
    expect((await attempt(perIp, ip)).status).toBe(429);

    // one number from one address (issue 17 item 16: from many addresses, nobody can lock the owner out;
    // the status needs a code sent to the grievance's mobile, whose own limits bound the guessing)
    const perNumber = GRIEVANCE_RATE_LIMITS.statusPerNumber.max;
    const guesser = testIp();
    for (let i = 0; i < perNumber; i += 1) expect((await attempt(0, guesser, 'GRV-2026-123456')).status).toBe(401);
    expect((await attempt(0, guesser, 'GRV-2026-123456')).status).toBe(429);
    expect((await attempt(0, testIp(), 'GRV-2026-123456')).status).toBe(401);
  });

  it('refuses a body that is not multipart as a bad request, not a server error', async () => {
    const res = await postJson('/api/Grievance/submit', validForm(testMobile()));
    expect(res.status).toBe(400);
  });
});
