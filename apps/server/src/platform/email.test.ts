import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { complaintApi, grievanceApi, otpApi } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../app';
import { emailOutbox } from '../db/schema';
import { appJobs } from '../jobs';
import { testConfig, xhr } from '../test/app';
import { fileComplaint, submitGrievance, validGrievance, verifyFor } from '../test/cases';
import { freshDatabase } from '../test/database';
import { GOOD_PASSWORD, testIp, testMobile } from '../test/factories';
import { maskedAddress } from './email';
import { OUTBOX_MAX_ATTEMPTS, retryDelayMs } from './outbox';

/**
 * E-mail acknowledgements (decision 069 B): filing a complaint or a grievance writes one email_outbox
 * row in the filing's transaction, in the filer's language; the email-outbox job posts it to
 * EMAIL_HTTP_URL with the outboxes' retries, then marks it failed and logs that without the address or
 * the text; the status answer shows the address masked. The clock is pinned (00:30 on 1 January 2027
 * in India, 31 December in UTC) and moved by the test.
 */
describe('E-mail acknowledgements with a provider that fails and comes back', () => {
  let up = true;
  const received: { to: string; subject: string; text: string; authorization?: string }[] = [];
  const provider = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (!up) return res.writeHead(503).end();
      received.push({ ...JSON.parse(body), authorization: req.headers.authorization });
      res.writeHead(202).end('{}');
    });
  });
  const logs: string[] = [];
  let app: App;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T19:00:00Z') });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const config = testConfig({
      EMAIL_PROVIDER: 'http',
      EMAIL_HTTP_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/mail`,
      EMAIL_HTTP_TOKEN: 'mail-token',
      PUBLIC_ORIGIN: 'https://portal.example.in',
      LOG_LEVEL: 'warn',
    });
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    app = await buildApp(config, { database: await freshDatabase(), logStream });
    await app.ready();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await app?.close();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
  });

  const sendQueued = () =>
    appJobs(app)
      .find((job) => job.name === 'email-outbox')
      ?.run();
  const rowsTo = (address: string) =>
    app.database.db.select().from(emailOutbox).where(eq(emailOutbox.address, address));
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: xhr, payload });

  /** Files a grievance from a verified new mobile with its own address. */
  async function grievance(lang: 'en' | 'mr') {
    const ip = testIp();
    const form: Record<string, string> = { ...validGrievance(), email: `g${testMobile()}@example.in` };
    await verifyFor(app, form.primaryNumber as string, 'grievance', ip);
    const res = await submitGrievance(app, form, [], { ip, lang });
    expect(res.statusCode).toBe(200);
    return { number: res.json().Data.GrievanceNo as string, form };
  }

  it('a complaint writes one e-mail in English, with the number, the dates and the status page', async () => {
    const { number } = await fileComplaint(app, 'en');
    const rows = await rowsTo('asha@example.in');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      template: 'complaintReceived',
      status: 'pending',
      attempts: 0,
      subject: `Complaint ${number} received – MSBSVET`,
      body: `Your complaint ${number}, filed on 1 Jan 2027, has been received by MSBSVET. The board will answer by 31 Jan 2027.\n\nCheck its status with this number at https://portal.example.in/complaint-status\n\nEvery update of this case is sent to you by SMS. This e-mail was sent automatically; please do not reply to it.`,
    });
  });

  it('a grievance writes one e-mail in Marathi; a refused filing writes none', async () => {
    const { number, form } = await grievance('mr');
    const [row, ...more] = await rowsTo(form.email as string);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      template: 'grievanceReceived',
      status: 'pending',
      subject: `गाऱ्हाणे ${number} प्राप्त – MSBSVET`,
      body: `१ जाने, २०२७ रोजी दाखल केलेले आपले गाऱ्हाणे ${number} MSBSVET कडे प्राप्त झाले आहे. मंडळ २२ जाने, २०२७ पर्यंत उत्तर देईल.\n\nया क्रमांकाने https://portal.example.in/grievance-status येथे त्याची सद्यःस्थिती पाहा.\n\nया प्रकरणाची प्रत्येक पुढील माहिती आपल्याला एसएमएसद्वारे पाठवली जाईल. हा ई-मेल आपोआप पाठवला आहे; कृपया त्याला उत्तर देऊ नका.`,
    });

    // the mobile is not verified: 400, no case, no e-mail
    const refused: Record<string, string> = { ...validGrievance(), email: `refused${testMobile()}@example.in` };
    expect((await submitGrievance(app, refused, [], { ip: testIp() })).statusCode).toBe(400);
    expect(await rowsTo(refused.email as string)).toEqual([]);
  });

  it('the job posts {to, subject, text} with the token; a failure is retried; sent once', async () => {
    await sendQueued(); // the rows above go out first
    const { number, form } = await grievance('en');
    const address = form.email as string;
    up = false;
    await sendQueued();
    const [failed] = await rowsTo(address);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'the e-mail provider answered 503' });
    expect(failed?.nextAttemptAt?.getTime()).toBe(Date.now() + retryDelayMs(1));

    up = true;
    await sendQueued(); // not due yet
    expect(received.some((m) => m.to === address)).toBe(false);
    later(retryDelayMs(1));
    await sendQueued();
    const [sent] = await rowsTo(address);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, sentAt: new Date() });
    const mails = received.filter((m) => m.to === address);
    expect(mails).toEqual([
      {
        to: address,
        subject: `Grievance ${number} received – MSBSVET`,
        text: sent?.body,
        authorization: 'Bearer mail-token',
      },
    ]);
    await sendQueued(); // sent once only
    expect(received.filter((m) => m.to === address)).toHaveLength(1);
  });

  it(`tries ${OUTBOX_MAX_ATTEMPTS} times, then marks the e-mail failed and logs it without the address or the text`, async () => {
    const { number, form } = await grievance('en');
    up = false;
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS + 2; attempt++) {
      await sendQueued();
      later(retryDelayMs(attempt));
    }
    up = true;
    const [failed] = await rowsTo(form.email as string);
    expect(failed).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS, sentAt: null });
    const line = logs.find(
      (l) => l.includes('E-mail not sent: attempts used up') && l.includes(`"email":${failed?.id}`),
    );
    expect(line).toBeDefined();
    expect(line).not.toContain(form.email);
    expect(line).not.toContain(number);
  });

  it('the status answers show the address masked', async () => {
    const { number } = await fileComplaint(app, 'en');
    const complaint = await post(complaintApi.status.path, { ComplaintNo: number, Password: GOOD_PASSWORD });
    expect(complaint.statusCode).toBe(200);
    expect(complaint.json().Data.Email).toBe('a***@example.in');

    const { number: grv, form } = await grievance('en');
    const mobile = form.primaryNumber as string;
    later(60_000); // the clock stands still: past the resend wait after the filing's OTP
    const sent = await post(otpApi.send.path, { mobileNumber: mobile, purpose: 'caseStatus' });
    expect(sent.statusCode).toBe(200);
    const found = await post(grievanceApi.status.path, { GrievanceNo: grv, MobileNo: mobile, OTP: sent.json().otp });
    expect(found.statusCode).toBe(200);
    expect(found.json().Data.Email).toBe(`g***@example.in`);
  });

  it('masks every address to its first letter and its domain', () => {
    expect(maskedAddress('sunita.jadhav@example.in')).toBe('s***@example.in');
    expect(maskedAddress('a@b.co')).toBe('a***@b.co');
  });
});
