import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema';
import { appJobs } from '../../jobs';
import { useTestApp, xhr } from '../../test/app';
import { createUserWithPassword, testIp } from '../../test/factories';

/**
 * Forgot profile ID answers without waiting for the SMS gateway (issue 7 item 11): with a gateway that
 * has not answered yet, or that fails, a match gets the same answer as no match (the SMS is queued and
 * sent by the sms-outbox job).
 */
describe('forgot profile ID with a slow or failing SMS gateway', () => {
  const held: http.ServerResponse[] = [];
  const gateway = http.createServer((req, res) => {
    req.resume();
    held.push(res); // answered only when the test says so
  });
  const overrides: Record<string, string> = { SMS_PROVIDER: 'http', SMS_HTTP_TOKEN: 'token' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    overrides.SMS_HTTP_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
  });
  afterAll(async () => {
    for (const res of held) res.destroy();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });
  const ctx = useTestApp(overrides);
  const ask = (userName: string, mobileNo: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/Account/userLoginId',
      headers: xhr,
      payload: { userName, mobileNo },
      remoteAddress: testIp(),
    });

  it('answers a match while the gateway still holds the SMS, exactly as it answers no match', async () => {
    const user = await createUserWithPassword(ctx().database.db, { firstName: 'Savita', lastName: 'Pawar' });
    const match = await ask('Savita Pawar', user.mobile);
    const noMatch = await ask('Someone Else', user.mobile);
    expect(match.statusCode).toBe(200);
    expect(match.body).toBe(noMatch.body);
    // the SMS is queued (sms-outbox.ts) after the answer; once it is, the job hands it to the gateway,
    // which has not answered it
    const { db } = ctx().database;
    await expect.poll(async () => (await db.$count(smsOutbox, eq(smsOutbox.mobile, user.mobile))) > 0).toBe(true);
    const job = appJobs(ctx().app)
      .find((j) => j.name === 'sms-outbox')
      ?.run();
    await expect.poll(() => held.length).toBe(1);
    // a failing gateway changes nothing for the client either
    held[0]?.writeHead(500).end();
    await job;
    const again = await ask('Savita Pawar', user.mobile);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(noMatch.body);
  });
});
