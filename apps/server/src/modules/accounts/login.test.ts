import { USER_TYPES } from '@portal/shared';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attemptCounters, auditEvents, sessions } from '../../db/schema';
import { LOCKOUT, lockedUntil } from '../../platform/attempts';
import { useTestApp, xhr } from '../../test/app';
import { createUser, createUserWithPassword, loginAs, signIn, solvedCaptcha, testIp } from '../../test/factories';

describe('sign-in', () => {
  const ctx = useTestApp();
  const db = () => ctx().database.db;
  const newUser = (overrides: Parameters<typeof createUserWithPassword>[1] = {}) =>
    createUserWithPassword(db(), overrides);
  const session = (cookie?: string) =>
    ctx().app.inject({ url: '/api/Account/session', headers: cookie ? { cookie } : {} });
  const isSignedIn = async (cookie?: string) => (await session(cookie)).json().Data !== null;
  const sessionCount = async (userId: number) =>
    (await db().select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n;

  it('answers with exactly the fields of API.md and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const user = await newUser({ firstName: 'Asha', lastName: 'Patil' });
    const { res, cookie } = await loginAs(ctx().app, user);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'DashBoardPathReact',
        'ErrorMessage',
        'IsLoginAllowed',
        'IsMultipleLoginAllowed',
        'LastLoggedInSessionID',
        'PhotoPath',
        'SecurityQuestionID',
        'UserLoginID',
        'UserName',
        'UserTypeID',
      ].sort(),
    );
    expect(res.json()).toMatchObject({
      IsLoginAllowed: true,
      UserLoginID: user.profileId,
      UserName: 'Asha Patil',
      UserTypeID: 91,
      SecurityQuestionID: 1,
      DashBoardPathReact: '/dashboard',
      PhotoPath: null,
      LastLoggedInSessionID: '',
    });
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    const me = await session(cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().Data).toMatchObject({ UserID: user.id, UserLoginID: user.profileId, UserTypeID: 91 });
  });

  it('GET /api/Account/session without a session is 200 with Data: null (no failed request on public pages)', async () => {
    const res = await session();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Status: 'Success', Data: null });
  });

  it('SecurityQuestionID is 0 when the user has none (the browser then asks for one)', async () => {
    const user = await newUser({ securityQuestionId: null, securityAnswerHash: null });
    const { res } = await loginAs(ctx().app, user);
    expect(res.json().SecurityQuestionID).toBe(0);
  });

  it('accepts the profile ID in lower case', async () => {
    const user = await newUser();
    const { res } = await loginAs(ctx().app, { ...user, profileId: user.profileId.toLowerCase() });
    expect(res.statusCode).toBe(200);
  });

  it("'Profile ID must be 13 characters'", async () => {
    const { res } = await loginAs(ctx().app, { profileId: 'MH2026C123', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('Profile ID must be 13 characters');
  });

  it('checks the captcha first: a wrong captcha with a wrong password says only Incorrect CAPTCHA and counts no failure', async () => {
    const user = await newUser();
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/Account/login',
      headers: xhr,
      remoteAddress: testIp(),
      payload: {
        UserLoginID: user.profileId,
        UserPassword: 'Wrong@Pass1',
        UserTypeID: 91,
        CaptchaId: 'x',
        CaptchaText: 'ABCD',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('Incorrect CAPTCHA, try again!');
    // a wrong captcha spends no attempt
    expect(await db().select().from(attemptCounters).where(eq(attemptCounters.subject, user.profileId))).toEqual([]);
  });

  it('a wrong password and an unknown profile ID get the identical answer', async () => {
    const user = await newUser();
    const wrong = (await loginAs(ctx().app, { profileId: user.profileId, password: 'Wrong@Pass1' })).res;
    const unknown = (await loginAs(ctx().app, { profileId: 'MH2026C999999', password: 'Wrong@Pass1' })).res;
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().Message).toBe('Invalid Profile ID or Password');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('5 failures within 15 minutes lock the account for 15 minutes with a clear message, even for the right password', async () => {
    const user = await newUser();
    for (let i = 1; i <= 4; i += 1) {
      expect((await loginAs(ctx().app, { ...user, password: 'Wrong@Pass1' })).res.statusCode).toBe(401);
    }
    const fifth = (await loginAs(ctx().app, { ...user, password: 'Wrong@Pass1' })).res;
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().Message).toBe(
      'Your account has been locked after 5 unsuccessful sign-in attempts. Please try again in 15 min. or reset your password.',
    );
    expect(fifth.headers['retry-after']).toBe('900');
    const right = (await loginAs(ctx().app, user)).res;
    expect(right.statusCode).toBe(429);
    expect(right.json().MessageKey).toBe('accounts.accountLocked');
    const lockMs = ((await lockedUntil(db(), LOCKOUT, user.profileId))?.getTime() ?? 0) - Date.now();
    expect(lockMs).toBeGreaterThan(14 * 60 * 1000);
    expect(lockMs).toBeLessThanOrEqual(15 * 60 * 1000);
    const locked = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, user.id), eq(auditEvents.event, 'login.locked')));
    expect(locked).toHaveLength(1);
    // 15 minutes later (moved in the database rather than waited for)
    await db()
      .update(attemptCounters)
      .set({ lockedUntil: new Date(Date.now() - 1000), windowStart: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(attemptCounters.subject, user.profileId));
    expect((await loginAs(ctx().app, user)).res.statusCode).toBe(200);
  });

  it('failures older than 15 minutes do not count towards the lock', async () => {
    const user = await newUser();
    for (let i = 1; i <= 4; i += 1) await loginAs(ctx().app, { ...user, password: 'Wrong@Pass1' });
    await db()
      .update(attemptCounters)
      .set({ windowStart: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(attemptCounters.subject, user.profileId));
    expect((await loginAs(ctx().app, { ...user, password: 'Wrong@Pass1' })).res.statusCode).toBe(401);
  });

  it('11 parallel wrong guesses get at most 5 password checks, and the right password after them is refused', async () => {
    // (a right password checked among the first five restarts the count by design: attemptSucceeded)
    const user = await newUser();
    const answers = await Promise.all(
      Array.from(
        { length: 11 },
        async (_, i) => (await loginAs(ctx().app, { ...user, password: `Wrong@Pass${i}` })).res.statusCode,
      ),
    );
    // 401 = checked and wrong; 429 = refused unchecked
    expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(LOCKOUT.max);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(11 - LOCKOUT.max);
    expect(await lockedUntil(db(), LOCKOUT, user.profileId)).not.toBeNull();
    expect((await loginAs(ctx().app, user)).res.statusCode).toBe(429);
  });

  it('a success does not clear a lock that other attempts earned', async () => {
    const user = await newUser();
    for (let i = 1; i <= 5; i += 1) await loginAs(ctx().app, { ...user, password: 'Wrong@Pass1' });
    expect(await lockedUntil(db(), LOCKOUT, user.profileId)).not.toBeNull();
    expect((await loginAs(ctx().app, user)).res.statusCode).toBe(429);
    expect(await lockedUntil(db(), LOCKOUT, user.profileId)).not.toBeNull();
  });

  it('the count of an unknown profile ID is one indexed row, not a scan of the audit trail', async () => {
    const ghost = { profileId: 'MH2026C777777', password: 'Wrong@Pass1' };
    await loginAs(ctx().app, ghost);
    await loginAs(ctx().app, ghost);
    const rows = await db().select().from(attemptCounters).where(eq(attemptCounters.subject, ghost.profileId));
    expect(rows).toEqual([expect.objectContaining({ kind: 'login', attempts: 2 })]);
  });

  it('an unknown profile ID is "locked" after 5 tries as well, so the lock tells nothing', async () => {
    const ghost = { profileId: 'MH2026C888888', password: 'Wrong@Pass1' };
    for (let i = 1; i <= 4; i += 1) expect((await loginAs(ctx().app, ghost)).res.statusCode).toBe(401);
    const fifth = (await loginAs(ctx().app, ghost)).res;
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().MessageKey).toBe('accounts.accountLocked');
  });

  it('the user type must match the account', async () => {
    const user = await newUser({ userTypeId: USER_TYPES.staff });
    const res = (await loginAs(ctx().app, { ...user, userTypeId: 91 })).res;
    expect(res.statusCode).toBe(403);
    expect(res.json().MessageKey).toBe('accounts.wrongUserType');
    expect((await loginAs(ctx().app, { ...user, userTypeId: 95 })).res.statusCode).toBe(200);
  });

  it('rotates the session at login: a new cookie value, and the old session id no longer works', async () => {
    const user = await newUser();
    const first = await loginAs(ctx().app, user);
    const remoteAddress = testIp();
    const again = await ctx().app.inject({
      method: 'POST',
      url: '/api/Account/login',
      headers: { ...xhr, cookie: String(first.cookie) },
      remoteAddress,
      payload: {
        UserLoginID: user.profileId,
        UserPassword: user.password,
        UserTypeID: 91,
        ...(await solvedCaptcha(ctx().app, 'login', remoteAddress)),
      },
    });
    expect(again.statusCode).toBe(200);
    const newCookie = again.cookies.find((c) => c.name === 'sid');
    expect(newCookie?.value).toBeDefined();
    expect(`sid=${newCookie?.value}`).not.toBe(first.cookie);
    expect(await isSignedIn(first.cookie)).toBe(false);
    expect(await isSignedIn(`sid=${newCookie?.value}`)).toBe(true);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('another live session: the login pauses (no session) and asks; Yes closes the others and signs in with the same captcha', async () => {
    const user = await newUser();
    const elsewhere = await loginAs(ctx().app, user);
    const remoteAddress = testIp();
    const captcha = await solvedCaptcha(ctx().app, 'login', remoteAddress);
    const payload = { UserLoginID: user.profileId, UserPassword: user.password, UserTypeID: 91, ...captcha };
    const paused = await ctx().app.inject({
      method: 'POST',
      url: '/api/Account/login',
      headers: xhr,
      payload,
      remoteAddress,
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ IsLoginAllowed: true, IsMultipleLoginAllowed: false });
    expect(paused.json().LastLoggedInSessionID).toMatch(/^[0-9a-f]{16}$/);
    expect(paused.headers['set-cookie']).toBeUndefined();
    expect(await sessionCount(user.id)).toBe(1);

    const yes = await ctx().app.inject({
      method: 'POST',
      url: '/api/Account/login',
      headers: xhr,
      payload: { ...payload, CloseOtherSessions: true },
      remoteAddress,
    });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toMatchObject({ IsLoginAllowed: true, LastLoggedInSessionID: '' });
    expect(yes.cookies.find((c) => c.name === 'sid')).toBeDefined();
    expect(await isSignedIn(elsewhere.cookie)).toBe(false);
    expect(await sessionCount(user.id)).toBe(1);
    // and the held captcha is gone now
    const replay = await ctx().app.inject({
      method: 'POST',
      url: '/api/Account/login',
      headers: xhr,
      payload: { ...payload, CloseOtherSessions: true },
      remoteAddress,
    });
    expect(replay.json().MessageKey).toBe('accounts.captchaIncorrect');
  });

  it('a captcha held for one account does not open another', async () => {
    const user = await newUser();
    const other = await newUser();
    await loginAs(ctx().app, user);
    const remoteAddress = testIp();
    const captcha = await solvedCaptcha(ctx().app, 'login', remoteAddress);
    const post = (who: typeof user, extra = {}) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/Account/login',
        headers: xhr,
        remoteAddress,
        payload: { UserLoginID: who.profileId, UserPassword: who.password, UserTypeID: 91, ...captcha, ...extra },
      });
    expect((await post(user)).json().IsMultipleLoginAllowed).toBe(false);
    const res = await post(other, { CloseOtherSessions: true });
    expect(res.json().MessageKey).toBe('accounts.captchaIncorrect');
  });

  it('logout with a LoggedInSessionID other than 0 ends only this session', async () => {
    const user = await newUser();
    const here = await signIn(db(), user.id);
    const elsewhere = await signIn(db(), user.id);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/Account/logout',
      headers: { ...xhr, cookie: here.cookie },
      payload: { UserID: user.id, LoggedInSessionID: 7 },
    });
    expect(res.json()).toEqual({ success: true });
    expect(await isSignedIn(here.cookie)).toBe(false);
    expect(await isSignedIn(elsewhere.cookie)).toBe(true);
  });

  it("logout of all sessions, 403 for someone else's UserID, 401 without a session", async () => {
    const user = await newUser();
    const first = await loginAs(ctx().app, user);
    // a second live session of the same user (another device)
    const second = await signIn(db(), user.id);
    const post = (cookie: string | undefined, payload: object) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/Account/logout',
        headers: cookie ? { ...xhr, cookie } : xhr,
        payload,
      });
    expect((await post(first.cookie, { UserID: user.id + 1000, LoggedInSessionID: 0 })).statusCode).toBe(403);
    expect((await post(undefined, { UserID: user.id, LoggedInSessionID: 0 })).statusCode).toBe(401);
    const res = await post(first.cookie, { UserID: user.id, LoggedInSessionID: 0 });
    expect(res.json()).toEqual({ success: true });
    expect(await isSignedIn(first.cookie)).toBe(false);
    expect(await isSignedIn(second.cookie)).toBe(false);
    const events = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, user.id), eq(auditEvents.event, 'logout')));
    expect(events.length).toBeGreaterThanOrEqual(1);
  });

  it('writes login ok and login failed audit events', async () => {
    const user = await newUser();
    await loginAs(ctx().app, { ...user, password: 'Wrong@Pass1' });
    await loginAs(ctx().app, user);
    const events = await db().select().from(auditEvents).where(eq(auditEvents.userId, user.id));
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['login.failed', 'login.ok']));
    expect(JSON.stringify(events)).not.toContain(user.password);
  });

  it('one IP (a whole ITI lab) can make at least 30 logins a minute', async () => {
    const first = await newUser();
    const remoteAddress = testIp();
    for (let i = 0; i < 30; i += 1) {
      // 30 different accounts (the per-account limit is the tight one), sharing one password hash
      const user =
        i === 0
          ? first
          : { ...(await createUser(db(), { passwordHash: first.passwordHash })), password: first.password };
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/Account/login',
        headers: xhr,
        remoteAddress,
        payload: {
          UserLoginID: user.profileId,
          UserPassword: user.password,
          UserTypeID: 91,
          ...(await solvedCaptcha(ctx().app, 'login', testIp())),
        },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('login is rate-limited per account', async () => {
    const user = await newUser();
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      // a wrong captcha never counts towards the lock, so only the per-account rate limit can stop this
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/Account/login',
        headers: xhr,
        remoteAddress: testIp(),
        payload: {
          UserLoginID: user.profileId,
          UserPassword: 'x',
          UserTypeID: 91,
          CaptchaId: 'x',
          CaptchaText: 'ABCD',
        },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});
