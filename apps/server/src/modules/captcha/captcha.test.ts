import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { loadConfig } from '../../config';
import { captchas } from '../../db/schema';
import { useTestApp, xhr } from '../../test/app';
import { createUserWithPassword, testIp } from '../../test/factories';
import { PRODUCTION_ENV } from '../../test/production';

const pngOf = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A sign-in of `user` on `app` with a captcha's id and the text typed for it. */
const loginOn = (
  app: App,
  user: { profileId: string; password: string },
  captcha: { CaptchaId: string; CaptchaText: string },
) =>
  app.inject({
    method: 'POST',
    url: '/api/Account/login',
    headers: xhr,
    remoteAddress: testIp(),
    payload: { UserLoginID: user.profileId, UserPassword: user.password, UserTypeID: 91, ...captcha },
  });

describe('captcha', () => {
  const ctx = useTestApp();
  const issue = async (kind: string, remoteAddress = testIp()) => {
    const res = await ctx().app.inject({ url: `/api/Captcha?kind=${kind}`, remoteAddress });
    return { status: res.statusCode, body: res.json() as { CaptchaId: string; Image: string; Answer: string } };
  };
  const login = (user: { profileId: string; password: string }, captcha: { CaptchaId: string; CaptchaText: string }) =>
    loginOn(ctx().app, user, captcha);

  it.each([
    ['login', /^[A-Z]{4}$/, 180, 50],
    ['registration', /^[A-Z0-9]{6}$/, 240, 64],
  ] as const)(
    '%s captcha: %s on a real %ix%i PNG, no vector shapes to look up',
    async (kind, answer, width, height) => {
      const { status, body } = await issue(kind);
      expect(status).toBe(200);
      expect(body.Answer).toMatch(answer);
      expect(body.Image).toMatch(/^data:image\/png;base64,/);
      const png = pngOf(body.Image);
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width, height });
      expect(png.toString('latin1')).not.toMatch(/<svg|<path|\bd="M/);
    },
  );

  it('the same answer drawn twice gives two different pictures', async () => {
    const { captchaPng } = await import('../../platform/captcha-image');
    const [a, b] = await Promise.all([captchaPng('ABCD', 180, 50), captchaPng('ABCD', 180, 50)]);
    expect(a.equals(b)).toBe(false);
    const pixels = async (png: Buffer) => sharp(png).raw().toBuffer();
    expect((await pixels(a)).equals(await pixels(b))).toBe(false);
  });

  it('audio alternative: a WAV for a live captcha in English and Marathi, 404 for an unknown id, 400 for a bad one', async () => {
    const { body } = await issue('registration');
    const audio = (query: string) => ctx().app.inject({ url: `/api/Captcha/audio?${query}`, remoteAddress: testIp() });
    const en = await audio(`CaptchaId=${body.CaptchaId}&lang=en`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('audio/wav');
    expect(en.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(en.rawPayload.subarray(8, 12).toString()).toBe('WAVE');
    // Six characters with pauses: a few seconds of 11,025 Hz 8-bit sound.
    expect(en.rawPayload.length).toBeGreaterThan(11_025 * 3);
    const mr = await audio(`CaptchaId=${body.CaptchaId}&lang=mr`);
    expect(mr.statusCode).toBe(200);
    expect(mr.rawPayload.equals(en.rawPayload)).toBe(false);
    expect((await audio(`CaptchaId=${randomUUID()}`)).statusCode).toBe(404);
    expect((await audio('CaptchaId=not-a-captcha')).statusCode).toBe(400);
    expect((await audio(`CaptchaId=${body.CaptchaId}&lang=fr`)).statusCode).toBe(400);
    const [row] = await ctx().database.db.select().from(captchas).where(eq(captchas.id, body.CaptchaId));
    expect(row?.answerSealed).not.toContain(body.Answer);
  });

  it('audio of a used captcha is 404, and one captcha plays at most 5 times', async () => {
    const user = await createUserWithPassword(ctx().database.db);
    const { body } = await issue('login');
    const play = () =>
      ctx().app.inject({ url: `/api/Captcha/audio?CaptchaId=${body.CaptchaId}`, remoteAddress: testIp() });
    for (let i = 0; i < 5; i += 1) expect((await play()).statusCode).toBe(200);
    expect((await play()).statusCode).toBe(429);
    const other = await issue('login');
    await login(user, { CaptchaId: other.body.CaptchaId, CaptchaText: other.body.Answer });
    const used = await ctx().app.inject({
      url: `/api/Captcha/audio?CaptchaId=${other.body.CaptchaId}`,
      remoteAddress: testIp(),
    });
    expect(used.statusCode).toBe(404);
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

describe("captcha times are the app's clock (decision 037)", () => {
  const start = new Date('2026-06-01T04:30:00Z'); // 10:00 in India
  let now = start;
  const ctx = useTestApp({}, { clock: { now: () => now } });
  const at = (ms: number) => new Date(start.getTime() + ms);
  const issue = async () =>
    (await ctx().app.inject({ url: '/api/Captcha?kind=login', remoteAddress: testIp() })).json() as {
      CaptchaId: string;
      Answer: string;
    };
  const audio = async (id: string) =>
    (await ctx().app.inject({ url: `/api/Captcha/audio?CaptchaId=${id}&lang=en`, remoteAddress: testIp() })).statusCode;

  it('lives five minutes of that clock: heard and accepted at 4:59, refused at 5:00', async () => {
    now = start;
    const [heard, typed, late] = [await issue(), await issue(), await issue()];
    const [row] = await ctx().database.db.select().from(captchas).where(eq(captchas.id, heard.CaptchaId));
    expect(row?.expiresAt.toISOString()).toBe(at(5 * 60 * 1000).toISOString());

    now = at(5 * 60 * 1000 - 1000);
    expect(await audio(heard.CaptchaId)).toBe(200);
    const user = await createUserWithPassword(ctx().database.db);
    const accepted = await loginOn(ctx().app, user, { CaptchaId: typed.CaptchaId, CaptchaText: typed.Answer });
    expect(accepted.statusCode).toBe(200);

    now = at(5 * 60 * 1000);
    expect(await audio(heard.CaptchaId)).toBe(404);
    const refused = await loginOn(ctx().app, user, { CaptchaId: late.CaptchaId, CaptchaText: late.Answer });
    expect(refused.json().MessageKey).toBe('accounts.captchaIncorrect');
  });
});

describe('captcha pictures made ahead (CAPTCHA_STOCK, decision 076)', () => {
  const ctx = useTestApp({ CAPTCHA_STOCK: '2' });

  it('a picture that waited in the stock is issued with its own id, its five minutes from now, and opens one login', async () => {
    const issue = async () =>
      (await ctx().app.inject({ url: '/api/Captcha?kind=login', remoteAddress: testIp() })).json() as {
        CaptchaId: string;
        Answer: string;
      };
    await issue(); // the first request of the kind starts the stock, drawn after a second of quiet
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const issued = [await issue(), await issue()];
    expect(new Set(issued.map((c) => c.CaptchaId)).size).toBe(2);
    const user = await createUserWithPassword(ctx().database.db);
    for (const captcha of issued) {
      const [row] = await ctx().database.db.select().from(captchas).where(eq(captchas.id, captcha.CaptchaId));
      expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(5 * 60 * 1000 - 5000);
      const attempt = { CaptchaId: captcha.CaptchaId, CaptchaText: captcha.Answer };
      expect((await loginOn(ctx().app, user, attempt)).statusCode).toBe(200);
      expect((await loginOn(ctx().app, user, attempt)).json().MessageKey).toBe('accounts.captchaIncorrect');
    }
  });
});

describe('captcha test mode in production', () => {
  it('is refused by loadConfig', () => {
    const production = PRODUCTION_ENV;
    expect(() => loadConfig(production)).not.toThrow();
    expect(() => loadConfig({ ...production, CAPTCHA_TEST_MODE: '1' })).toThrow(/CAPTCHA_TEST_MODE/);
  });
});
