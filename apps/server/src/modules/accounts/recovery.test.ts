import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { auditEvents, sessions, smsOutbox, users } from '../../db/schema';
import { useTestApp, xhr } from '../../test/app';
import { createUserWithPassword, loginAs, signIn, testIp, testMobile } from '../../test/factories';

describe('account recovery', () => {
  const ctx = useTestApp();
  const db = () => ctx().database.db;
  const post = async (url: string, payload: object, opts: { ip?: string; cookie?: string } = {}) => {
    const res = await ctx().app.inject({
      method: 'POST',
      url,
      headers: opts.cookie ? { ...xhr, cookie: opts.cookie } : xhr,
      payload,
      remoteAddress: opts.ip ?? testIp(),
    });
    const retryAfter = res.headers['retry-after'];
    return { status: res.statusCode, body: res.json(), ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}) };
  };
  const outbox = (mobile: string) =>
    db().select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(desc(smsOutbox.id));
  const NEW_PASSWORD = 'Kaushalya@2026';

  describe('security question', () => {
    it('verifySecurityAnswer: the right answer (any case, extra spaces) is Success', async () => {
      const user = await createUserWithPassword(db(), { answer: 'Pune' });
      const res = await post('/api/Account/verifySecurityAnswer', {
        UserLoginID: user.profileId,
        SecurityQuestionID: 1,
        SecurityQuestionAnswer: '  PUNE ',
      });
      expect(res).toEqual({ status: 200, body: { Status: 'Success' } });
    });

    it('a wrong answer, a wrong question and an unknown profile ID all get the same failure', async () => {
      const user = await createUserWithPassword(db(), { answer: 'Pune' });
      const wrongAnswer = await post('/api/Account/verifySecurityAnswer', {
        UserLoginID: user.profileId,
        SecurityQuestionID: 1,
        SecurityQuestionAnswer: 'Nashik',
      });
      const wrongQuestion = await post('/api/Account/verifySecurityAnswer', {
        UserLoginID: user.profileId,
        SecurityQuestionID: 2,
        SecurityQuestionAnswer: 'Pune',
      });
      const unknown = await post('/api/Account/verifySecurityAnswer', {
        UserLoginID: 'MH2026C777777',
        SecurityQuestionID: 1,
        SecurityQuestionAnswer: 'Pune',
      });
      expect(wrongAnswer.status).toBe(400);
      expect(wrongAnswer.body.Message).toBe('Failed to reset password. Please check your information and try again.');
      expect(wrongQuestion).toEqual(wrongAnswer);
      expect(unknown).toEqual(wrongAnswer);
    });

    it('is rate-limited per profile ID (whatever the IP)', async () => {
      const user = await createUserWithPassword(db());
      let last = 0;
      for (let i = 0; i < 11; i += 1) {
        last = (
          await post('/api/Account/verifySecurityAnswer', {
            UserLoginID: user.profileId,
            SecurityQuestionID: 1,
            SecurityQuestionAnswer: `guess ${i}`,
          })
        ).status;
      }
      expect(last).toBe(429);
    });

    it('5 wrong answers, through verify and reset together, lock recovery by question for a day, tell the owner, and survive a restart', async () => {
      const user = await createUserWithPassword(db(), { answer: 'Pune' });
      const guess = (i: number) => ({
        UserLoginID: user.profileId,
        SecurityQuestionID: 1,
        SecurityQuestionAnswer: `guess ${i}`,
      });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const url = i % 2 ? '/api/Account/resetPassword' : '/api/Account/verifySecurityAnswer';
        statuses.push((await post(url, { ...guess(i), NewPassword: NEW_PASSWORD })).status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
      const [notice] = await outbox(user.mobile);
      expect(notice?.template).toBe('securityAnswerLocked');
      // the right answer is refused too while the lock lasts
      const right = await post('/api/Account/verifySecurityAnswer', { ...guess(0), SecurityQuestionAnswer: 'Pune' });
      expect(right.status).toBe(429);
      expect(right.body.MessageKey).toBe('accounts.securityAnswerLocked');
      expect(right.retryAfter).toBeGreaterThan(23 * 3600);
      expect(right.body.Message).toMatch(/please try again in 14[34]\d min\./);
      // a new process on the same database (a restart, or another server) keeps the lock
      const restarted = await buildApp(ctx().config, { database: ctx().database, closeDatabase: false });
      const again = await restarted.inject({
        method: 'POST',
        url: '/api/Account/verifySecurityAnswer',
        headers: xhr,
        payload: { ...guess(0), SecurityQuestionAnswer: 'Pune' },
        remoteAddress: testIp(),
      });
      await restarted.close();
      expect(again.statusCode).toBe(429);
    });

    it('resetPassword checks the answer again, sets the new password, ends all sessions, tells the mobile and audits', async () => {
      const user = await createUserWithPassword(db(), { answer: 'Pune' });
      const { cookie } = await signIn(db(), user.id);
      const wrong = await post('/api/Account/resetPassword', {
        UserLoginID: user.profileId,
        SecurityQuestionID: 1,
        SecurityQuestionAnswer: 'Mumbai',
        NewPassword: NEW_PASSWORD,
      });
      expect(wrong.status).toBe(400);
      const res = await post('/api/Account/resetPassword', {
        UserLoginID: user.profileId,
        SecurityQuestionID: 1,
        SecurityQuestionAnswer: 'pune',
        NewPassword: NEW_PASSWORD,
      });
      expect(res).toEqual({ status: 200, body: { Status: 'Success', ErrorMessage: '' } });
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
      const session = await ctx().app.inject({ url: '/api/Account/session', headers: { cookie } });
      expect(session.json().Data).toBeNull();
      expect((await loginAs(ctx().app, user)).res.statusCode).toBe(401);
      expect((await loginAs(ctx().app, { ...user, password: NEW_PASSWORD })).res.statusCode).toBe(200);
      expect((await outbox(user.mobile))[0]?.template).toBe('passwordChanged');
      const events = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.userId, user.id), eq(auditEvents.event, 'password.reset')));
      expect(events).toHaveLength(1);
    });

    it('the new password follows the password rules and is not a common password', async () => {
      const user = await createUserWithPassword(db());
      const base = { UserLoginID: user.profileId, SecurityQuestionID: 1, SecurityQuestionAnswer: 'Pune' };
      const weak = await post('/api/Account/resetPassword', { ...base, NewPassword: 'abc' });
      expect(weak.body.Message).toBe(
        'Password must be 8-15 characters long, with at least 1 uppercase letter, 1 number, and 1 special character.',
      );
      const common = await post('/api/Account/resetPassword', { ...base, NewPassword: 'Welcome@123' });
      expect(common.status).toBe(400);
      expect(common.body.Message).toBe(
        'This password is too common and easy to guess. Please choose another password.',
      );
    });

    it('a reset lifts a sign-in lock', async () => {
      const user = await createUserWithPassword(db());
      for (let i = 0; i < 5; i += 1) await loginAs(ctx().app, { ...user, password: 'Wrong@Pass1' });
      expect((await loginAs(ctx().app, user)).res.statusCode).toBe(429);
      await post('/api/Account/resetPassword', {
        UserLoginID: user.profileId,
        SecurityQuestionID: 1,
        SecurityQuestionAnswer: 'Pune',
        NewPassword: NEW_PASSWORD,
      });
      expect((await loginAs(ctx().app, { ...user, password: NEW_PASSWORD })).res.statusCode).toBe(200);
    });

    it('changeSecurityQuestion (signed in) stores the new question and a hash of the answer', async () => {
      const user = await createUserWithPassword(db(), { securityQuestionId: null, securityAnswerHash: null });
      const { cookie } = await signIn(db(), user.id);
      const res = await post(
        '/api/Account/changeSecurityQuestion',
        { CurrentPassword: user.password, SecurityQuestionID: 4, SecurityQuestionAnswer: 'Deshpande Sir' },
        { cookie },
      );
      expect(res).toEqual({
        status: 200,
        body: { Status: 'Success', Message: 'Your security question has been updated.' },
      });
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row?.securityQuestionId).toBe(4);
      expect(row?.securityAnswerHash).toMatch(/^\$argon2id\$/);
      const session = await ctx().app.inject({ url: '/api/Account/session', headers: { cookie } });
      expect(session.json().Data.SecurityQuestionID).toBe(4);
      expect(
        (
          await post(
            '/api/Account/changeSecurityQuestion',
            { CurrentPassword: user.password, SecurityQuestionID: 99, SecurityQuestionAnswer: 'x' },
            { cookie },
          )
        ).status,
      ).toBe(400);
      const empty = await post(
        '/api/Account/changeSecurityQuestion',
        { CurrentPassword: user.password, SecurityQuestionID: 4, SecurityQuestionAnswer: '' },
        { cookie },
      );
      expect(empty.body.Message).toBe('Security answer is required.');
      expect(
        (await post('/api/Account/changeSecurityQuestion', { SecurityQuestionID: 4, SecurityQuestionAnswer: 'x' }))
          .status,
      ).toBe(401);
    });

    it('changeSecurityQuestion needs the current password, and the owner is told by SMS', async () => {
      const user = await createUserWithPassword(db());
      const { cookie } = await signIn(db(), user.id);
      const change = (CurrentPassword?: string) =>
        post(
          '/api/Account/changeSecurityQuestion',
          {
            ...(CurrentPassword === undefined ? {} : { CurrentPassword }),
            SecurityQuestionID: 4,
            SecurityQuestionAnswer: 'Kolhapur',
          },
          { cookie },
        );
      // a session alone (a cyber café's open tab) is not enough
      const missing = await change();
      expect(missing.status).toBe(400);
      expect(missing.body.errors[0]).toMatchObject({
        field: 'CurrentPassword',
        message: 'Please enter your current password',
      });
      const wrong = await change('Wrong@2026');
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors[0]).toMatchObject({
        field: 'CurrentPassword',
        message: 'The current password is not correct',
      });
      const [unchanged] = await db().select().from(users).where(eq(users.id, user.id));
      expect(unchanged?.securityQuestionId).toBe(1);

      expect((await change(user.password)).status).toBe(200);
      const [sms] = await outbox(user.mobile);
      expect(sms?.template).toBe('securityQuestionChanged');
      expect(sms?.body).toContain(user.profileId);
    });

    /** changeSecurityQuestion in one session, to Kolhapur, with the current password given. */
    const changeQuestionWith = (cookie: string) => (CurrentPassword: string) =>
      post(
        '/api/Account/changeSecurityQuestion',
        { CurrentPassword, SecurityQuestionID: 4, SecurityQuestionAnswer: 'Kolhapur' },
        { cookie },
      );

    it('wrong current passwords at changeSecurityQuestion count toward the sign-in lockout (issue 17 item 14)', async () => {
      const user = await createUserWithPassword(db());
      const { cookie } = await signIn(db(), user.id);
      const change = changeQuestionWith(cookie);
      // two wrong sign-ins, then wrong current passwords: the fifth failure of either kind locks
      for (let i = 0; i < 2; i += 1)
        expect((await loginAs(ctx().app, { ...user, password: 'Wrong@2026' })).res.statusCode).toBe(401);
      for (let i = 0; i < 2; i += 1) expect((await change('Wrong@2026')).status).toBe(400);
      const fifth = await change('Wrong@2026');
      expect(fifth.status).toBe(429);
      expect(fifth.body.MessageKey).toBe('accounts.accountLocked');
      // locked: the right password is not even checked, here or at sign-in
      const right = await change(user.password);
      expect(right.status).toBe(429);
      expect(right.retryAfter).toBeGreaterThan(14 * 60);
      expect((await loginAs(ctx().app, user)).res.statusCode).toBe(429);
      const [unchanged] = await db().select().from(users).where(eq(users.id, user.id));
      expect(unchanged?.securityQuestionId).toBe(1);
    });

    it('a right current password at changeSecurityQuestion starts the count again', async () => {
      const user = await createUserWithPassword(db());
      const { cookie } = await signIn(db(), user.id);
      const change = changeQuestionWith(cookie);
      for (let i = 0; i < 4; i += 1) expect((await change('Wrong@2026')).status).toBe(400);
      expect((await change(user.password)).status).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await change('Wrong@2026')).status).toBe(400);
      expect((await loginAs(ctx().app, user)).res.statusCode).toBe(200);
    });
  });

  describe('OTP to the primary mobile', () => {
    it('forgotPasswordByOTP sends an OTP only when the mobile is the account primary one, and answers the same either way (issue 17 item 13)', async () => {
      const user = await createUserWithPassword(db());
      const ok = await post('/api/Account/forgotPasswordByOTP', { UserLoginID: user.profileId, MobileNo: user.mobile });
      expect(ok.status).toBe(200);
      expect(ok.body.Status).toBe('Success');
      // the console provider (demo only, refused in production) hands the code to the client, as send-otp does
      expect(ok.body.otp).toMatch(/^\d{6}$/);
      const otherMobile = user.mobile === '9000000000' ? '9000000001' : '9000000000';
      const mismatch = await post('/api/Account/forgotPasswordByOTP', {
        UserLoginID: user.profileId,
        MobileNo: otherMobile,
      });
      const unknown = await post('/api/Account/forgotPasswordByOTP', {
        UserLoginID: 'MH2026C666666',
        MobileNo: testMobile(),
      });
      expect(mismatch).toEqual({ status: 200, body: { Status: 'Success' } });
      expect(unknown).toEqual(mismatch);
      // nothing went to the typed number
      expect(await outbox(otherMobile)).toHaveLength(0);
      // the typed number's own limits answer alike: a second request within 30 s is refused in both cases
      const again = await post('/api/Account/forgotPasswordByOTP', {
        UserLoginID: user.profileId,
        MobileNo: user.mobile,
      });
      const mismatchAgain = await post('/api/Account/forgotPasswordByOTP', {
        UserLoginID: user.profileId,
        MobileNo: otherMobile,
      });
      expect(again.status).toBe(429);
      expect(mismatchAgain.status).toBe(429);
      expect(mismatchAgain.body.MessageKey).toBe(again.body.MessageKey);
    });

    it('verifyOTPAndResetPassword resets with the right OTP once; a wrong OTP is refused', async () => {
      const user = await createUserWithPassword(db());
      const { otp } = (
        await post('/api/Account/forgotPasswordByOTP', { UserLoginID: user.profileId, MobileNo: user.mobile })
      ).body;
      const base = { UserLoginID: user.profileId, MobileNo: user.mobile, NewPassword: NEW_PASSWORD };
      const wrong = await post('/api/Account/verifyOTPAndResetPassword', {
        ...base,
        OTP: otp === '123456' ? '654321' : '123456',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.Message).toBe('Failed to verify OTP. Please check your OTP and try again.');
      const ok = await post('/api/Account/verifyOTPAndResetPassword', { ...base, OTP: otp });
      expect(ok).toEqual({
        status: 200,
        body: { Status: 'Success', Message: 'Password reset successful! You can now log in with your new password.' },
      });
      expect((await loginAs(ctx().app, { ...user, password: NEW_PASSWORD })).res.statusCode).toBe(200);
      const again = await post('/api/Account/verifyOTPAndResetPassword', { ...base, OTP: otp });
      expect(again.status).toBe(400);
    });

    it('a registration OTP does not reset a password', async () => {
      const user = await createUserWithPassword(db());
      const sent = await post('/api/OTP/send-otp', { mobileNumber: user.mobile });
      const res = await post('/api/Account/verifyOTPAndResetPassword', {
        UserLoginID: user.profileId,
        MobileNo: user.mobile,
        OTP: sent.body.otp,
        NewPassword: NEW_PASSWORD,
      });
      expect(res.status).toBe(400);
    });
  });

  describe('forgot profile ID', () => {
    /** As the web asks: POST with the CSRF header (issue 17 item 12). */
    const ask = async (userName: string, mobileNo: string, ip = testIp()) => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/Account/userLoginId',
        headers: xhr,
        payload: { userName, mobileNo },
        remoteAddress: ip,
      });
      return { status: res.statusCode, body: res.json(), raw: res.body };
    };
    const askByGet = (userName: string, mobileNo: string, headers: Record<string, string> = {}) =>
      ctx().app.inject({
        url: `/api/Account/userLoginId?userName=${encodeURIComponent(userName)}&mobileNo=${mobileNo}`,
        headers,
        remoteAddress: testIp(),
      });

    it('no cross-site page can make a visitor send it: the GET and the POST both need the CSRF header (issue 17 item 12)', async () => {
      const user = await createUserWithPassword(db(), { firstName: 'Meera', lastName: 'Joshi' });
      // an <img src> or a link on another site: no X-Requested-With header
      const crossSite = await askByGet('Meera Joshi', user.mobile);
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json().MessageKey).toBe('common.badOrigin');
      const foreignOrigin = await askByGet('Meera Joshi', user.mobile, { ...xhr, origin: 'https://evil.example' });
      expect(foreignOrigin.statusCode).toBe(403);
      const formPost = await ctx().app.inject({
        method: 'POST',
        url: '/api/Account/userLoginId',
        payload: { userName: 'Meera Joshi', mobileNo: user.mobile },
        remoteAddress: testIp(),
      });
      expect(formPost.statusCode).toBe(403);
      // nothing was sent by any of these
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await outbox(user.mobile)).toHaveLength(0);
      // our own script: the POST (the web's) and the GET with the header (API.md) both work
      expect((await ask('Meera Joshi', user.mobile)).status).toBe(200);
      expect((await askByGet('Meera Joshi', user.mobile, xhr)).statusCode).toBe(200);
      await expect.poll(async () => (await outbox(user.mobile)).length).toBe(2);
    });

    it('sends the profile ID by SMS only; the answer never holds it', async () => {
      const user = await createUserWithPassword(db(), { firstName: 'Rutuja', middleName: 'Sunil', lastName: 'More' });
      const res = await ask('rutuja  sunil more', user.mobile);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        Status: 'Success',
        Message:
          'If the details match a registered profile, its Profile ID has been sent by SMS to that mobile number.',
      });
      expect(res.raw).not.toContain(user.profileId);
      // the SMS goes out after the answer (it is not awaited)
      await expect.poll(async () => (await outbox(user.mobile)).length).toBe(1);
      const [sms] = await outbox(user.mobile);
      expect(sms?.template).toBe('profileId');
      expect(sms?.body).toContain(user.profileId);
      expect((await ask('Rutuja More', user.mobile)).status).toBe(200);
      await expect.poll(async () => (await outbox(user.mobile)).length).toBe(2);
    });

    it('on a phone a family shares, sends the ID of the profile whose name matches', async () => {
      const mother = await createUserWithPassword(db(), { firstName: 'Sunita', lastName: 'Kale' });
      const son = await createUserWithPassword(db(), { firstName: 'Omkar', lastName: 'Kale', mobile: mother.mobile });
      expect((await ask('Omkar Kale', mother.mobile)).status).toBe(200);
      await expect.poll(async () => (await outbox(mother.mobile)).length).toBe(1);
      const [sms] = await outbox(mother.mobile);
      expect(sms?.body).toContain(son.profileId);
      expect(sms?.body).not.toContain(mother.profileId);
    });

    it('answers the same whether or not the name and mobile match an account', async () => {
      const user = await createUserWithPassword(db(), { firstName: 'Gauri', lastName: 'Wagh' });
      const found = await ask('Gauri Wagh', user.mobile);
      const wrongName = await ask('Someone Else', user.mobile);
      const unknownMobile = await ask('Gauri Wagh', '9999999990');
      expect(wrongName.body).toEqual(found.body);
      expect(unknownMobile.body).toEqual(found.body);
      await expect.poll(async () => (await outbox(user.mobile)).length).toBe(1);
    });

    it('validates the inputs and is rate-limited', async () => {
      expect((await ask('', '9876543210')).body.Message).toBe('This field is required');
      expect((await ask('Name', '98765')).body.Message).toBe('Please enter a valid 10-digit mobile number');
      const ip = testIp();
      let last = 0;
      for (let i = 0; i < 11; i += 1)
        last = (await ask(`Name ${i}`, `98765432${String(i).padStart(2, '0')}`, ip)).status;
      expect(last).toBe(429);
    });
  });
});
