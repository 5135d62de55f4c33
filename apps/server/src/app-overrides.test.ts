import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app';
import type { Database } from './db/client';
import { cases, smsOutbox } from './db/schema';
import { appJobs } from './jobs';
import type { Clock } from './platform/clock';
import type { Sms, SmsTemplate } from './platform/sms';
import type { Storage } from './platform/storage';
import { testConfig, xhr } from './test/app';
import { complaintBody, placesOf, validComplaint, verifiedBrowsers } from './test/cases';
import { freshDatabase } from './test/database';
import { bindingCookie, createUser, signIn, testIp, testMobile } from './test/factories';
import { multipart, sampleFiles } from './test/files';

/** Every text the app sends, caught. */
function fakeSms() {
  const sent: { mobile: string; template: SmsTemplate; vars?: Record<string, string>; message?: string }[] = [];
  const sms: Sms = {
    showsCodes: true,
    async send(mobile, template, vars) {
      sent.push({ mobile, template, vars });
    },
    async deliver(mobile, template, message) {
      sent.push({ mobile, template, message });
    },
  };
  return { sms, sent };
}

/** Files kept in memory, with the time each was saved. */
function memoryStorage() {
  const files = new Map<string, { content: Buffer; savedAt: Date }>();
  const storage: Storage = {
    async save(content, ext) {
      const key = `${randomBytes(16).toString('hex')}.${ext}`;
      files.set(key, { content, savedAt: new Date() });
      return key;
    },
    async put(key, content) {
      files.set(key, { content, savedAt: new Date() });
    },
    async read(key) {
      const file = files.get(key);
      return file && { content: Readable.from([file.content]), size: file.content.length, modified: file.savedAt };
    },
    remove: async (key) => {
      files.delete(key);
    },
    async *list() {
      for (const [key, { savedAt }] of files) yield { key, savedAt };
    },
  };
  return { storage, files };
}

describe('buildApp(config, { sms, storage, documents, clock }) reaches every module (decisions 037, 051)', () => {
  const { sms, sent } = fakeSms();
  const { storage, files } = memoryStorage();
  const { storage: documents, files: documentFiles } = memoryStorage();
  // ten minutes ago, to the millisecond: no system clock gives this time now
  const fixed = new Date(Date.now() - 10 * 60_000);
  const clock: Clock = { now: () => fixed };
  let app: App;
  let database: Database;

  beforeAll(async () => {
    database = await freshDatabase();
    app = await buildApp(testConfig({ OTP_RESEND_SECONDS: '0' }), { database, sms, storage, documents, clock });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (url: string, payload: object, ip = testIp()) =>
    app.inject({ method: 'POST', url, headers: xhr, payload, remoteAddress: ip });
  /** Verifies a number for a form through the OTP endpoints: the code comes from the fake SMS. */
  const verify = async (mobileNumber: string, purpose: 'grievance' | 'complaint') => {
    expect((await post('/api/OTP/send-otp', { mobileNumber, purpose })).statusCode).toBe(200);
    const code = sent.findLast((m) => m.mobile === mobileNumber && m.template === 'otp')?.vars?.otp;
    expect(code).toMatch(/^\d{6}$/);
    const verified = await post('/api/OTP/verify-otp', { mobileNumber, otp: code, purpose });
    expect(verified.statusCode).toBe(200);
    const cookie = bindingCookie(verified);
    verifiedBrowsers.set(mobileNumber, cookie);
    return cookie;
  };
  const outboxOf = (mobile: string) => database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
  /** The sms-outbox job, as the job runner would run it. */
  const sendQueued = () =>
    appJobs(app)
      .find((job) => job.name === 'sms-outbox')
      ?.run();

  it('the OTP endpoints and the grievance form: their SMS, stored files and time are the overrides', async () => {
    const mobile = testMobile();
    const browser = await verify(mobile, 'grievance');
    const boundary = `----g${randomBytes(6).toString('hex')}`;
    const fields = {
      name: 'Sunita Jadhav',
      email: 'sunita.jadhav@example.in',
      primaryNumber: mobile,
      grievanceType: 'technical',
      subject: 'Admission letter not downloading',
      description: 'The admission letter page shows an error every time I try to download my letter since Monday.',
    };
    const parts = [
      ...Object.entries(fields).map(
        ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ];
    const payload = Buffer.concat([
      Buffer.from(parts.join('')),
      sampleFiles.png(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/Grievance/submit',
      headers: { ...xhr, 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: browser },
      payload,
      remoteAddress: testIp(),
    });
    expect(res.statusCode).toBe(200);
    const number = res.json().Data.GrievanceNo as string;
    // queued with the case, handed to the fake gateway by the sms-outbox job
    expect(sent.filter((m) => m.mobile === mobile).map((m) => m.template)).toEqual(['otp']);
    await sendQueued();
    expect(sent.filter((m) => m.mobile === mobile).map((m) => m.template)).toEqual(['otp', 'grievanceReceived']);
    expect(sent.at(-1)?.message).toContain(number);
    expect(await outboxOf(mobile)).toMatchObject([{ template: 'grievanceReceived', status: 'sent', sentAt: fixed }]);
    const [row] = await database.db.select().from(cases).where(eq(cases.number, number));
    expect(row?.createdAt.getTime()).toBe(fixed.getTime());
    expect(files.size).toBe(1);
  });

  it('the complaint form: its acknowledgement goes through the fake SMS, its documents to the storage', async () => {
    const ip = testIp();
    const mobile = testMobile();
    await verify(mobile, 'complaint');
    const places = { pune: await placesOf(app, '411001'), nagpur: await placesOf(app, '440001') };
    const complaint = await validComplaint(app, ip, { primaryNumber: mobile, places });
    const before = files.size;
    const res = await app.inject({
      method: 'POST',
      url: '/api/Complaint/submit',
      ...complaintBody(complaint, [{ name: 'Fee receipt', content: sampleFiles.pdf() }]),
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    await sendQueued();
    const acknowledgement = sent.findLast((m) => m.mobile === mobile);
    expect(acknowledgement?.template).toBe('complaintReceived');
    expect(acknowledgement?.message).toContain(res.json().Data.ComplaintNo);
    expect(await outboxOf(mobile)).toMatchObject([{ template: 'complaintReceived', status: 'sent' }]);
    expect(files.size).toBe(before + 1);
  });

  it('profile uploads: stored in and read back from the storage', async () => {
    const user = await createUser(database.db);
    const { cookie } = await signIn(database.db, user.id);
    const body = multipart({ userID: user.id, fileType: 'Photo' }, { filename: 'p.jpg', content: sampleFiles.jpg() });
    const res = await app.inject({
      method: 'POST',
      url: '/api/FileUpload/UploadFile',
      headers: { ...body.headers, cookie },
      payload: body.payload,
      remoteAddress: testIp(),
    });
    expect(res.statusCode).toBe(200);
    const key = res.json().Data.FilePath as string;
    const stored = files.get(key)?.content;
    expect(stored).toBeDefined();
    const read = await app.inject({ url: `/api/FileUpload/file?path=${key}`, headers: { cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(stored ?? Buffer.alloc(0))).toBe(true);
  });

  it('notice documents: served from the documents storage, a demo one made into it', async () => {
    const board = Buffer.from('%PDF-1.4 the board’s own');
    await documents.put('notices/exam-timetable-summer-2026.pdf', board);
    const res = await app.inject({ url: '/files/notices/exam-timetable-summer-2026.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(board)).toBe(true);
    const demo = await app.inject({ url: '/files/notices/affiliation-renewal-2026-27.pdf' });
    expect(demo.statusCode).toBe(200);
    expect(documentFiles.get('notices/affiliation-renewal-2026-27.pdf')?.content.equals(demo.rawPayload)).toBe(true);
  });

  it('the sweeps (jobs.ts) work on the same storage', async () => {
    const orphan = await storage.save(sampleFiles.pdf(), 'pdf');
    const entry = files.get(orphan);
    if (entry) entry.savedAt = new Date(Date.now() - 2 * 60 * 60_000);
    const orphanJob = appJobs(app).find((job) => job.name === 'orphan-files');
    await orphanJob?.run();
    expect(files.has(orphan)).toBe(false);
    expect(files.size).toBeGreaterThan(0);
  });
});
