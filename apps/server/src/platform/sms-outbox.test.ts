import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { otpApi } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../app';
import { smsOutbox } from '../db/schema';
import { appJobs } from '../jobs';
import { testConfig, xhr } from '../test/app';
import { submitGrievance, validGrievance, verifiedBrowsers } from '../test/cases';
import { freshDatabase } from '../test/database';
import { bindingCookie, testIp } from '../test/factories';
import { OUTBOX_MAX_ATTEMPTS, retryDelayMs } from './outbox';

/**
 * The SMS outbox (issue 19 item 3): with the gateway down a filing still answers 200 with its number
 * and its acknowledgement waits in sms_outbox; the sms-outbox job sends it once the gateway is back,
 * tries a bounded number of times, then marks it failed and logs that without the mobile or the text.
 * The clock is pinned (00:30 on 1 January 2027 in India, 31 December in UTC) and moved by the test.
 */
describe('SMS outbox with a gateway that fails and comes back', () => {
  let up = true;
  const received: { to: string; message: string }[] = [];
  const gateway = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (!up) return res.writeHead(500).end();
      received.push(JSON.parse(body));
      res.writeHead(200).end('{}');
    });
  });
  const logs: string[] = [];
  let app: App;

  beforeAll(async () => {
    // the OTP checks and the outbox read the same pinned clock
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T19:00:00Z') });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const config = testConfig({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`,
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
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  const sendQueued = () =>
    appJobs(app)
      .find((job) => job.name === 'sms-outbox')
      ?.run();
  /** The grievance acknowledgements to the mobile (its OTP is recorded there too, as sent). */
  const rowsOf = (mobile: string) =>
    app.database.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.mobile, mobile), eq(smsOutbox.template, 'grievanceReceived')));
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

  /** Verifies the form's number by OTP (sent inline: the gateway must be up) and files a grievance. */
  async function file(lang: 'en' | 'mr') {
    up = true;
    const ip = testIp();
    const form = validGrievance();
    const mobile = form.primaryNumber as string;
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: xhr, payload, remoteAddress: ip });
    expect((await post(otpApi.send.path, { mobileNumber: mobile, purpose: 'grievance' })).statusCode).toBe(200);
    const otp = received.findLast((m) => m.to === `+91${mobile}`)?.message.match(/\d{6}/)?.[0];
    const verified = await post(otpApi.verify.path, { mobileNumber: mobile, otp, purpose: 'grievance' });
    expect(verified.statusCode).toBe(200);
    verifiedBrowsers.set(mobile, bindingCookie(verified));
    up = false;
    const res = await submitGrievance(app, form, [], { ip, lang });
    return { res, mobile };
  }

  it('files with the gateway down: 200 with the number, the SMS pending; sent when the gateway is back', async () => {
    const { res, mobile } = await file('en');
    expect(res.statusCode).toBe(200);
    const number = res.json().Data.GrievanceNo as string;
    expect(number).toMatch(/^GRV-2027-\d{6}$/);
    const [queued] = await rowsOf(mobile);
    expect(queued).toMatchObject({ template: 'grievanceReceived', status: 'pending', attempts: 0 });

    await sendQueued();
    const [failed] = await rowsOf(mobile);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'accounts.smsFailed' });
    expect(failed?.nextAttemptAt?.getTime()).toBe(Date.now() + retryDelayMs(1));

    up = true;
    await sendQueued(); // not due yet
    expect(received.some((m) => m.message.includes(number))).toBe(false);
    later(retryDelayMs(1));
    await sendQueued();
    const [sent] = await rowsOf(mobile);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, sentAt: new Date() });
    expect(received.filter((m) => m.to === `+91${mobile}`).at(-1)?.message).toBe(
      `Your grievance ${number} has been received by MSBSVET. The board will answer by 22 Jan 2027. Check its status at the portal with this number.`,
    );
    await sendQueued(); // sent once only
    expect(received.filter((m) => m.message.includes(number))).toHaveLength(1);
  });

  it(`tries ${OUTBOX_MAX_ATTEMPTS} times, then marks the SMS failed and logs it without the mobile or the text`, async () => {
    const { res, mobile } = await file('mr');
    expect(res.statusCode).toBe(200);
    const number = res.json().Data.GrievanceNo as string;
    const [queued] = await rowsOf(mobile);
    expect(queued?.body).toBe(
      `आपले गाऱ्हाणे ${number} MSBSVET कडे प्राप्त झाले आहे. मंडळ २२ जाने, २०२७ पर्यंत उत्तर देईल. या क्रमांकाने पोर्टलवर त्याची सद्यःस्थिती पाहा.`,
    );
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS + 2; attempt++) {
      await sendQueued();
      later(retryDelayMs(attempt));
    }
    const [failed] = await rowsOf(mobile);
    expect(failed).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS, sentAt: null });
    const line = logs.find((l) => l.includes('attempts used up') && l.includes(`"sms":${failed?.id}`));
    expect(line).toBeDefined();
    expect(line).not.toContain(mobile);
    expect(line).not.toContain(number);
  });
});
