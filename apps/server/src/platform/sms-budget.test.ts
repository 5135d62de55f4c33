import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { itiAdmissionRecords } from '../db/seed/iti-admissions';
import { testConfig, useTestApp, xhr } from '../test/app';
import { freshDatabase } from '../test/database';
import { createUserWithPassword, testIp, testMobile } from '../test/factories';
import { SMS_IP_LIMITS } from './sms';

/** Every route whose request sends an SMS, each to a number of its own. */
const smsRoutes = (app: App, db: App['database']['db']) => {
  let iti = 0;
  const post = (url: string, payload: object, remoteAddress: string) =>
    app.inject({ method: 'POST', url, headers: xhr, payload, remoteAddress });
  return {
    sendOtp: (ip: string) => post('/api/OTP/send-otp', { mobileNumber: testMobile() }, ip),
    itiSendOtp: (ip: string) => {
      const record = itiAdmissionRecords()[iti++];
      return post('/api/IITIAdmission/SendOTP', { ITIRegistrationNo: record?.RegistrationNumber }, ip);
    },
    recovery: async (ip: string) => {
      const user = await createUserWithPassword(db);
      return post('/api/Account/forgotPasswordByOTP', { UserLoginID: user.profileId, MobileNo: user.mobile }, ip);
    },
    profileId: (ip: string) => post('/api/Account/userLoginId', { userName: 'Asha Patil', mobileNo: testMobile() }, ip),
  };
};

describe('one SMS budget per address across every route that sends an SMS (issue 17 item 11)', () => {
  const ctx = useTestApp({ OTP_RESEND_SECONDS: '0' });

  it(`${SMS_IP_LIMITS.perHour} an hour from one address, whichever routes they use; another address is not affected`, async () => {
    const routes = smsRoutes(ctx().app, ctx().database.db);
    const ip = testIp();
    const order = [routes.sendOtp, routes.itiSendOtp, routes.recovery, routes.profileId];
    for (let i = 0; i < SMS_IP_LIMITS.perHour; i += 1) {
      const send = order[i % order.length] as (ip: string) => Promise<{ statusCode: number; body: string }>;
      const res = await send(ip);
      expect(res.statusCode, res.body).toBe(200);
    }
    // before: send-otp and SendOTP kept separate counts (40 an hour); now every route is over
    for (const send of order) expect((await send(ip)).statusCode).toBe(429);
    expect((await routes.itiSendOtp(testIp())).statusCode).toBe(200);
  });
});

describe('a portal-wide daily SMS ceiling, with an alert in the log (issue 17 item 11)', () => {
  const lines: string[] = [];
  let app: App;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp(testConfig({ LOG_LEVEL: 'info', SMS_DAILY_CEILING: '3' }), {
      database: await freshDatabase(),
      logStream: stream,
    });
  });
  afterAll(() => app.close());

  it('refuses SMS past the ceiling from any address, and alerts once without personal data', async () => {
    const routes = smsRoutes(app, app.database.db);
    const mobiles: string[] = [];
    const send = async () => {
      const mobile = testMobile();
      mobiles.push(mobile);
      return app.inject({
        method: 'POST',
        url: '/api/OTP/send-otp',
        headers: xhr,
        payload: { mobileNumber: mobile },
        remoteAddress: testIp(),
      });
    };
    expect((await send()).statusCode).toBe(200);
    expect((await routes.profileId(testIp())).statusCode).toBe(200);
    expect(lines.filter((l) => l.includes('sms-daily-ceiling'))).toHaveLength(0);
    expect((await send()).statusCode).toBe(200);
    const alerts = () => lines.filter((l) => l.includes('sms-daily-ceiling'));
    expect(alerts()).toHaveLength(1);
    const over = await send();
    expect(over.statusCode).toBe(429);
    expect((await routes.itiSendOtp(testIp())).statusCode).toBe(429);
    expect(alerts()).toHaveLength(1);
    const alert = JSON.parse(alerts()[0] ?? '{}');
    expect(alert).toMatchObject({ level: 50, alert: 'sms-daily-ceiling', ceiling: 3 });
    for (const mobile of mobiles) expect(alerts()[0]).not.toContain(mobile);
    expect(alerts()[0]).not.toMatch(/10\.\d+\.\d+\.\d+/);
  });
});
