import { createHmac } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { otps, smsOutbox } from '../../db/schema';
import { derivedKey } from '../../platform/vault';
import { useTestApp, xhr } from '../../test/app';
import { testIp, testMobile } from '../../test/factories';
import { PRODUCTION_ENV } from '../../test/production';

describe('mobile verification by OTP', () => {
  const ctx = useTestApp();
  const post = async (url: string, payload: object, remoteAddress = testIp()) => {
    const res = await ctx().app.inject({ method: 'POST', url, headers: xhr, payload, remoteAddress });
    const retryAfter = res.headers['retry-after'];
    return { status: res.statusCode, body: res.json(), ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}) };
  };
  const send = (mobileNumber: string, ip?: string) => post('/api/OTP/send-otp', { mobileNumber }, ip);
  const verify = (mobileNumber: string, otp: string) => post('/api/OTP/verify-otp', { mobileNumber, otp });
  const latest = async (mobile: string) => {
    const [row] = await ctx()
      .database.db.select()
      .from(otps)
      .where(eq(otps.mobile, mobile))
      .orderBy(desc(otps.id))
      .limit(1);
    if (!row) throw new Error('no otp row');
    return row;
  };
  /** Moves every send of a number back in time, as if the seconds had passed. */
  const age = async (mobile: string, ms: number) => {
    for (const row of await ctx().database.db.select().from(otps).where(eq(otps.mobile, mobile))) {
      await ctx()
        .database.db.update(otps)
        .set({ createdAt: new Date(row.createdAt.getTime() - ms) })
        .where(eq(otps.id, row.id));
    }
  };
  const wrong = (otp: string) => (otp === '000000' ? '111111' : '000000');

  it('sends 6 random digits; with the console provider the OTP comes back and goes to the outbox', async () => {
    const mobile = testMobile();
    const res = await send(mobile);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.otp).toMatch(/^\d{6}$/);
    const [message] = await ctx().database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    expect(message?.body).toContain(res.body.otp);
    expect((await latest(mobile)).codeHash).not.toContain(res.body.otp);
  });

  it('keeps the code only as an HMAC-SHA-256 under the server key (no salt to brute-force against)', async () => {
    const mobile = testMobile();
    const { otp } = (await send(mobile)).body;
    const key = derivedKey(ctx().app.config, 'otp-hmac');
    const expected = createHmac('sha256', key).update(`${mobile}:verify:${otp}`).digest('hex');
    expect((await latest(mobile)).codeHash).toBe(`h1:${expected}`);
  });

  it('one IP may cause at most 20 sends an hour (each SMS costs money)', async () => {
    const ip = testIp();
    for (let i = 0; i < 20; i += 1) expect((await send(testMobile(), ip)).status).toBe(200);
    const over = await send(testMobile(), ip);
    expect(over.status).toBe(429);
    expect(over.body.MessageKey).toBe('common.tooManyRequestsWait');
    expect((await send(testMobile())).status).toBe(200);
  });

  it('refuses a mobile number that is not 10 digits', async () => {
    const res = await send('98765');
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('Please enter a valid 10-digit mobile number');
  });

  it('refuses a number that no Indian mobile has: the first digit must be 6, 7, 8 or 9', async () => {
    for (const mobile of ['0123456789', '5123456789', '1999999999']) {
      const res = await send(mobile);
      expect(res.status, mobile).toBe(400);
    }
    expect((await send('6123456789')).status).toBe(200);
  });

  it('verifies the right OTP once: Verified, then the same OTP is refused', async () => {
    const mobile = testMobile();
    const { otp } = (await send(mobile)).body;
    const ok = await verify(mobile, otp);
    // The upload token (documents uploaded before registration) comes with the verification.
    expect(ok).toEqual({ status: 200, body: { success: true, message: 'Verified', uploadToken: expect.any(String) } });
    expect((await latest(mobile)).verifiedAt).not.toBeNull();
    const again = await verify(mobile, otp);
    expect(again.status).toBe(400);
    expect(again.body.MessageKey).toBe('accounts.otpExpired');
  });

  it('a wrong OTP gets the spec message', async () => {
    const mobile = testMobile();
    const { otp } = (await send(mobile)).body;
    const res = await verify(mobile, wrong(otp));
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('Invalid OTP or server error.');
  });

  it('asks for the OTP when it is empty', async () => {
    const res = await verify(testMobile(), '');
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('Please enter the OTP.');
  });

  it('an OTP expires after 5 minutes', async () => {
    const mobile = testMobile();
    const { otp } = (await send(mobile)).body;
    const row = await latest(mobile);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(5 * 60 * 1000);
    await ctx()
      .database.db.update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otps.id, row.id));
    const res = await verify(mobile, otp);
    expect(res.status).toBe(400);
    expect(res.body.MessageKey).toBe('accounts.otpExpired');
  });

  it('5 wrong tries kill the OTP: even the right one is refused afterwards', async () => {
    const mobile = testMobile();
    const { otp } = (await send(mobile)).body;
    for (let i = 1; i <= 4; i += 1)
      expect((await verify(mobile, wrong(otp))).body.MessageKey).toBe('accounts.otpInvalid');
    const fifth = await verify(mobile, wrong(otp));
    expect(fifth.body.Message).toBe(
      'Too many wrong attempts. This OTP can no longer be used; please ask for a new OTP.',
    );
    expect((await verify(mobile, otp)).status).toBe(400);
  });

  it('a resend is refused for 30 seconds (429 with a clear message), then allowed; the new code replaces the old', async () => {
    const mobile = testMobile();
    const first = (await send(mobile)).body.otp;
    const early = await send(mobile);
    expect(early.status).toBe(429);
    expect(early.body.Message).toMatch(/^Please wait \d+ seconds before asking for a new OTP\.$/);
    expect(early.retryAfter).toBeGreaterThan(0);
    expect(early.retryAfter).toBeLessThanOrEqual(30);
    await age(mobile, 31_000);
    const second = await send(mobile);
    expect(second.status).toBe(200);
    if (second.body.otp !== first) expect((await verify(mobile, first)).status).toBe(400);
    expect((await verify(mobile, second.body.otp)).status).toBe(200);
  });

  it('10 parallel sends to one number: exactly one is sent, the others wait (issue 19 item 5)', async () => {
    const mobile = testMobile();
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(mobile)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(429)]);
    expect(await ctx().database.db.select().from(otps).where(eq(otps.mobile, mobile))).toHaveLength(1);
  });

  it('at most 5 sends an hour to one number', async () => {
    const mobile = testMobile();
    for (let i = 0; i < 5; i += 1) {
      expect((await send(mobile)).status).toBe(200);
      await age(mobile, 31_000);
    }
    const sixth = await send(mobile);
    expect(sixth.status).toBe(429);
    // the oldest of the five was sent 5 × 31 s ago: the hour frees a send in 60 − 2.6 ≈ 57 min
    expect(sixth.body.Message).toBe('Too many OTPs have been sent to this mobile number. Please try again in 57 min.');
    expect(sixth.retryAfter).toBeGreaterThan(56 * 60);
    expect(sixth.retryAfter).toBeLessThanOrEqual(58 * 60);
    await age(mobile, 60 * 60 * 1000);
    expect((await send(mobile)).status).toBe(200);
  });

  it('one IP (a whole ITI lab) can send at least 20 OTPs a minute', async () => {
    const ip = testIp();
    for (let i = 0; i < 20; i += 1) expect((await send(testMobile(), ip)).status).toBe(200);
  });

  it('a verified number is remembered for registration (verified_at set, not yet consumed)', async () => {
    const mobile = testMobile();
    const { otp } = (await send(mobile)).body;
    await verify(mobile, otp);
    const [row] = await ctx()
      .database.db.select()
      .from(otps)
      .where(and(eq(otps.mobile, mobile), eq(otps.purpose, 'verify')));
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    expect(row?.consumedAt).toBeNull();
  });
});

describe('OTP_RESEND_SECONDS', () => {
  it("is refused below the spec's 30 seconds in production", () => {
    const production = PRODUCTION_ENV;
    expect(loadConfig(production).otpResendSeconds).toBe(30);
    expect(() => loadConfig({ ...production, OTP_RESEND_SECONDS: '2' })).toThrow(/OTP_RESEND_SECONDS/);
    expect(loadConfig({ NODE_ENV: 'test', OTP_RESEND_SECONDS: '2' }).otpResendSeconds).toBe(2);
  });
});
