import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, officers, sessions } from '../../db/schema';
import { CONSOLE_LOCKOUT, lockedUntil } from '../../platform/attempts';
import type { Clock } from '../../platform/clock';
import { useTestApp, xhr } from '../../test/app';
import { createUserWithPassword, loginAs, solvedCaptcha, testIp } from '../../test/factories';
import { codeFor, consoleLogin, enrolOfficial } from './test-helpers';

/** The app's clock, pinned: each test moves it to a 30-second step of its own, so codes never collide. */
let now = new Date('2026-11-27T04:30:00.000Z');
const clock: Clock = { now: () => now };
const nextStep = () => {
  now = new Date(now.getTime() + 10 * 60 * 1000);
  return now;
};

describe('console sign-in (issue 20 item 1)', () => {
  const ctx = useTestApp({}, { clock });
  const app = () => ctx().app;
  const db = () => ctx().database.db;
  const me = (cookie?: string) => app().inject({ url: '/api/console/me', headers: cookie ? { cookie } : {} });
  const eventsOf = async (loginId: string) =>
    (
      await db()
        .select({ event: auditEvents.event, detail: auditEvents.detail })
        .from(auditEvents)
        .where(sql`${auditEvents.detail}->>'loginId' = ${loginId}`)
    ).map((e) => e.event);

  it('signs in with the password and the current code: an HttpOnly console cookie, GET me, an audit entry', async () => {
    const { id, enrolment } = await enrolOfficial(app(), { regionId: 2 });
    const at = nextStep();
    const { res, cookie } = await consoleLogin(app(), {
      LoginID: enrolment.LoginID,
      Password: enrolment.Password,
      TOTP: codeFor(enrolment, at),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toEqual({
      OfficerID: id,
      LoginID: enrolment.LoginID,
      Name: expect.any(String),
      Role: 'officer',
      RegionID: 2,
      RegionName: { en: 'Pune', mr: 'पुणे' },
      MustChangePassword: false,
    });
    expect(String(res.headers['set-cookie'])).toMatch(/^csid=.*HttpOnly.*SameSite=Lax/i);
    expect(res.cookies.some((c) => c.name === 'sid')).toBe(false);
    expect((await me(cookie)).json().Data.OfficerID).toBe(id);
    expect(await eventsOf(enrolment.LoginID)).toEqual(['officer.login.ok']);
  });

  it('accepts the code of the step before or after (a phone clock a little off), not two steps away', async () => {
    const { enrolment } = await enrolOfficial(app());
    const at = nextStep();
    const login = (codeAt: number) =>
      consoleLogin(app(), {
        LoginID: enrolment.LoginID,
        Password: enrolment.Password,
        TOTP: codeFor(enrolment, new Date(at.getTime() + codeAt * 1000)),
      });
    expect((await login(-60)).res.statusCode).toBe(401);
    expect((await login(60)).res.statusCode).toBe(401);
    expect((await login(-30)).res.statusCode).toBe(200);
    expect((await login(30)).res.statusCode).toBe(200);
  });

  it('refuses a wrong code, a wrong password and an unknown login ID with one answer, each audited', async () => {
    const { enrolment } = await enrolOfficial(app());
    const at = nextStep();
    const right = codeFor(enrolment, at);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const attempts = [
      { LoginID: enrolment.LoginID, Password: enrolment.Password, TOTP: wrong },
      { LoginID: enrolment.LoginID, Password: 'Wrong@Pass1', TOTP: right },
      { LoginID: 'nobody.here', Password: enrolment.Password, TOTP: right },
    ];
    for (const body of attempts) {
      const { res, cookie } = await consoleLogin(app(), body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        MessageKey: 'officers.invalidCredentials',
        errors: [{ field: 'Password', key: 'officers.invalidCredentials' }],
      });
      expect(cookie).toBeUndefined();
    }
    expect(await eventsOf(enrolment.LoginID)).toEqual(['officer.login.failed', 'officer.login.failed']);
    expect(await eventsOf('nobody.here')).toEqual(['officer.login.failed']);
  });

  it('refuses a code used once already, and any earlier code after a later one (RFC 6238 §5.2)', async () => {
    const { enrolment } = await enrolOfficial(app());
    const at = nextStep();
    const body = { LoginID: enrolment.LoginID, Password: enrolment.Password, TOTP: codeFor(enrolment, at) };
    expect((await consoleLogin(app(), body)).res.statusCode).toBe(200);
    const again = await consoleLogin(app(), body);
    expect(again.res.statusCode).toBe(401);
    expect(again.res.json().MessageKey).toBe('officers.invalidCredentials');
    const earlier = { ...body, TOTP: codeFor(enrolment, new Date(at.getTime() - 30_000)) };
    expect((await consoleLogin(app(), earlier)).res.statusCode).toBe(401);
    const [row] = await db()
      .select({ detail: auditEvents.detail })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.event, 'officer.login.failed'), sql`${auditEvents.detail}->>'loginId' = ${body.LoginID}`),
      )
      .limit(1);
    expect(row?.detail).toMatchObject({ reason: 'totpReused' });
    // the next step's code is new
    expect(
      (await consoleLogin(app(), { ...body, TOTP: codeFor(enrolment, new Date(at.getTime() + 30_000)) })).res
        .statusCode,
    ).toBe(200);
  });

  it('locks the login ID after 5 failures in 15 minutes, as citizen sign-in does; then even the right code is refused', async () => {
    const { enrolment } = await enrolOfficial(app());
    const at = nextStep();
    const right = { LoginID: enrolment.LoginID, Password: enrolment.Password, TOTP: codeFor(enrolment, at) };
    for (let i = 1; i <= 4; i += 1)
      expect((await consoleLogin(app(), { ...right, Password: `Wrong@Pass${i}` })).res.statusCode).toBe(401);
    const fifth = await consoleLogin(app(), { ...right, Password: 'Wrong@Pass5' });
    expect(fifth.res.statusCode).toBe(429);
    expect(fifth.res.json().MessageKey).toBe('accounts.accountLocked');
    expect(fifth.res.headers['retry-after']).toBe(String(CONSOLE_LOCKOUT.lockMs / 1000));
    expect(await lockedUntil(db(), CONSOLE_LOCKOUT, enrolment.LoginID)).not.toBeNull();
    const locked = await consoleLogin(app(), right);
    expect(locked.res.statusCode).toBe(429);
    expect(locked.cookie).toBeUndefined();
    const events = await eventsOf(enrolment.LoginID);
    expect(events.filter((e) => e === 'officer.login.locked')).toHaveLength(2);
    // the citizens' counter of the same string is another one
    expect(await lockedUntil(db(), { ...CONSOLE_LOCKOUT, kind: 'login' }, enrolment.LoginID)).toBeNull();
  });

  it('refuses a wrong captcha (400 beside its field) and a captcha answer used twice, before any password check', async () => {
    const { enrolment } = await enrolOfficial(app());
    const at = nextStep();
    const body = { LoginID: enrolment.LoginID, Password: enrolment.Password, TOTP: codeFor(enrolment, at) };
    const captcha = await solvedCaptcha(app(), 'login');
    const wrong = await consoleLogin(app(), body, {
      ...captcha,
      CaptchaText: 'ZZZZ' === captcha.CaptchaText ? 'YYYY' : 'ZZZZ',
    });
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.res.json()).toMatchObject({
      MessageKey: 'accounts.captchaIncorrect',
      errors: [{ field: 'CaptchaText' }],
    });
    const fresh = await solvedCaptcha(app(), 'login');
    expect((await consoleLogin(app(), body, fresh)).res.statusCode).toBe(200);
    const reused = await consoleLogin(
      app(),
      { ...body, TOTP: codeFor(enrolment, new Date(at.getTime() + 30_000)) },
      fresh,
    );
    expect(reused.res.statusCode).toBe(400);
    expect(await eventsOf(enrolment.LoginID)).toEqual(['officer.login.ok']);
  });

  it('refuses bad input naming the field, never a 500', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/console/login',
      headers: xhr,
      remoteAddress: testIp(),
      payload: { LoginID: 'x'.repeat(500), Password: 'a', TOTP: '12345a', CaptchaId: 'c', CaptchaText: 'ABCD' },
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['LoginID', 'TOTP']));
  });

  it('refuses a deactivated official with the same answer', async () => {
    const { id, enrolment } = await enrolOfficial(app());
    await db().update(officers).set({ active: false }).where(eq(officers.id, id));
    const at = nextStep();
    const { res } = await consoleLogin(app(), {
      LoginID: enrolment.LoginID,
      Password: enrolment.Password,
      TOTP: codeFor(enrolment, at),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().MessageKey).toBe('officers.invalidCredentials');
  });

  it('keeps citizens and officials apart: a citizen cookie is no console session, a console cookie no citizen one', async () => {
    const citizen = await createUserWithPassword(db());
    const { cookie: sid } = await loginAs(app(), citizen);
    expect((await me(sid)).json()).toMatchObject({ MessageKey: 'common.forbidden' });
    const { enrolment } = await enrolOfficial(app());
    const at = nextStep();
    const { cookie } = await consoleLogin(app(), {
      LoginID: enrolment.LoginID,
      Password: enrolment.Password,
      TOTP: codeFor(enrolment, at),
    });
    const session = await app().inject({ url: '/api/Account/session', headers: { cookie: cookie ?? '' } });
    expect(session.json().Data).toBeNull();
  });

  it('signs out: the session row is gone and the cookie cleared; audited', async () => {
    const { id, enrolment } = await enrolOfficial(app());
    const at = nextStep();
    const { cookie } = await consoleLogin(app(), {
      LoginID: enrolment.LoginID,
      Password: enrolment.Password,
      TOTP: codeFor(enrolment, at),
    });
    const out = await app().inject({
      method: 'POST',
      url: '/api/console/logout',
      headers: { ...xhr, cookie: cookie ?? '' },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^csid=;/);
    expect(await db().select().from(sessions).where(eq(sessions.officerId, id))).toEqual([]);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await eventsOf(enrolment.LoginID)).at(-1)).toBe('officer.login.ok');
    const [logout] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, 'officer.logout'), eq(auditEvents.officerId, id)));
    expect(logout).toBeDefined();
  });

  it('idles an official out after 15 minutes without a request (citizens have 30)', async () => {
    const { id, enrolment } = await enrolOfficial(app());
    const at = nextStep();
    const { cookie } = await consoleLogin(app(), {
      LoginID: enrolment.LoginID,
      Password: enrolment.Password,
      TOTP: codeFor(enrolment, at),
    });
    const idleFor = (minutes: number) =>
      db()
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - minutes * 60 * 1000) })
        .where(eq(sessions.officerId, id));
    await idleFor(14);
    expect((await me(cookie)).statusCode).toBe(200);
    await idleFor(16);
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.officerId, id))).toEqual([]);
  });
});
