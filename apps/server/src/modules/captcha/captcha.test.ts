import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { captchas } from '../../db/schema';
import { useTestApp, xhr } from '../../test/app';
import { createUserWithPassword, testIp } from '../../test/factories';

const svgOf = (dataUrl: string) => Buffer.from(dataUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString();

describe('captcha', () => {
  const ctx = useTestApp();
  const issue = async (kind: string, remoteAddress = testIp()) => {
    const res = await ctx().app.inject({ url: `/api/Captcha?kind=${kind}`, remoteAddress });
    return { status: res.statusCode, body: res.json() as { CaptchaId: string; Image: string; Answer: string } };
  };
  const login = async (
    user: { profileId: string; password: string },
    captcha: { CaptchaId: string; CaptchaText: string },
  ) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/Account/login',
      headers: xhr,
      remoteAddress: testIp(),
      payload: { UserLoginID: user.profileId, UserPassword: user.password, UserTypeID: 91, ...captcha },
    });

  it('login captcha: 4 uppercase letters on a 180x50 SVG image', async () => {
    const { status, body } = await issue('login');
    expect(status).toBe(200);
    expect(body.Answer).toMatch(/^[A-Z]{4}$/);
    expect(body.Image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(svgOf(body.Image)).toContain('width="180" height="50"');
  });

  it('registration captcha: 6 uppercase letters or digits on a 150x50 SVG image', async () => {
    const { body } = await issue('registration');
    expect(body.Answer).toMatch(/^[A-Z0-9]{6}$/);
    expect(svgOf(body.Image)).toContain('width="150" height="50"');
  });

  it('refuses an unknown kind with 400', async () => {
    expect((await issue('math')).status).toBe(400);
  });

  it('keeps only a hash of the answer, with a 5-minute life', async () => {
    const { body } = await issue('login');
    const [row] = await ctx().database.db.select().from(captchas).where(eq(captchas.id, body.CaptchaId));
    expect(row?.answerHash).not.toContain(body.Answer);
    const life = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(life).toBeGreaterThan(4 * 60 * 1000);
    expect(life).toBeLessThanOrEqual(5 * 60 * 1000);
  });

  it('a captcha is single use: the same answer twice is refused the second time', async () => {
    const user = await createUserWithPassword(ctx().database.db);
    const { body } = await issue('login');
    const captcha = { CaptchaId: body.CaptchaId, CaptchaText: body.Answer };
    expect((await login(user, captcha)).statusCode).toBe(200);
    const again = await login(user, captcha);
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe('Incorrect CAPTCHA, try again!');
  });

  it('a wrong answer uses the captcha up too', async () => {
    const user = await createUserWithPassword(ctx().database.db);
    const { body } = await issue('login');
    const wrong = await login(user, {
      CaptchaId: body.CaptchaId,
      CaptchaText: 'ZZZZ' === body.Answer ? 'YYYY' : 'ZZZZ',
    });
    expect(wrong.json().Message).toBe('Incorrect CAPTCHA, try again!');
    const right = await login(user, { CaptchaId: body.CaptchaId, CaptchaText: body.Answer });
    expect(right.statusCode).toBe(400);
    expect(right.json().MessageKey).toBe('accounts.captchaIncorrect');
  });

  it('an expired captcha is refused', async () => {
    const user = await createUserWithPassword(ctx().database.db);
    const { body } = await issue('login');
    await ctx()
      .database.db.update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchas.id, body.CaptchaId));
    const res = await login(user, { CaptchaId: body.CaptchaId, CaptchaText: body.Answer });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('Incorrect CAPTCHA, try again!');
  });

  it('login compares case-sensitively (spec): the lower-cased answer is wrong', async () => {
    const user = await createUserWithPassword(ctx().database.db);
    const { body } = await issue('login');
    const res = await login(user, { CaptchaId: body.CaptchaId, CaptchaText: body.Answer.toLowerCase() });
    expect(res.json().Message).toBe('Incorrect CAPTCHA, try again!');
  });

  it('a registration captcha does not open a login', async () => {
    const user = await createUserWithPassword(ctx().database.db);
    const { body } = await issue('registration');
    const res = await login(user, { CaptchaId: body.CaptchaId, CaptchaText: body.Answer });
    expect(res.statusCode).toBe(400);
  });

  it('one IP (a whole ITI lab) can take at least 30 captchas a minute', async () => {
    const ip = testIp();
    for (let i = 0; i < 30; i += 1) expect((await issue('login', ip)).status).toBe(200);
  });
});

describe('captcha without test mode', () => {
  const ctx = useTestApp({ CAPTCHA_TEST_MODE: '0' });

  it('never sends the answer', async () => {
    const res = await ctx().app.inject({ url: '/api/Captcha?kind=login' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['CaptchaId', 'Image']);
  });
});

describe('captcha test mode in production', () => {
  it('is refused by loadConfig', () => {
    const production = {
      NODE_ENV: 'production',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
      VAULT_KEY: 'a'.repeat(64),
    };
    expect(() => loadConfig(production)).not.toThrow();
    expect(() => loadConfig({ ...production, CAPTCHA_TEST_MODE: '1' })).toThrow(/CAPTCHA_TEST_MODE/);
  });
});
