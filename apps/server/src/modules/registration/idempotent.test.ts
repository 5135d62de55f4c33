import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema';
import { useTestApp, xhr } from '../../test/app';
import { GOOD_PASSWORD, loginAs, registerCandidate, solvedCaptcha, testIp, testMobile } from '../../test/factories';

/**
 * Issue 7 item 13: a registration committed but never acknowledged (connection lost) is retried by the
 * browser; it must learn its profile ID, not get a 409. And no account exists without its audit row.
 */
describe('registration retried after a lost answer', () => {
  const ctx = useTestApp();
  const db = () => ctx().database.db;

  /** Posts the form again with a fresh captcha only: the OTP verification was used by the first one. */
  const retry = async (form: Record<string, unknown>) => {
    const remoteAddress = testIp();
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/Registration/RegisterCandidate',
      headers: xhr,
      payload: { ...form, ...(await solvedCaptcha(ctx().app, 'registration', remoteAddress)) },
      remoteAddress,
    });
    return { status: res.statusCode, body: res.json() as { Data?: string; MessageKey?: string } };
  };
  const accountsWith = async (mobile: unknown) =>
    (
      await db()
        .select()
        .from(users)
        .where(eq(users.mobile, String(mobile)))
    ).length;

  it('the same verified registration sent again answers the same profile ID and creates nothing', async () => {
    const first = await registerCandidate(ctx().app);
    const again = await retry(first.form);
    expect(again.status).toBe(200);
    expect(again.body.Data).toBe(first.profileId);
    expect(await accountsWith(first.form.MobileNo)).toBe(1);
    const [user] = await db().select().from(users).where(eq(users.profileId, first.profileId));
    const repeated = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, user?.id ?? 0), eq(auditEvents.event, 'registration.repeated')));
    expect(repeated).toHaveLength(1);
  });

  it('a different password or different details do not learn the profile ID', async () => {
    const first = await registerCandidate(ctx().app);
    const otherPassword = 'Other@Skill77';
    for (const change of [
      { Password: otherPassword, ConfirmPassword: otherPassword },
      { FirstName: 'Someone' },
      { DOB: '2001-01-01' },
      { EMailID: `other.${randomBytes(3).toString('hex')}@example.in` },
    ]) {
      const res = await retry({ ...first.form, ...change });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(res.body)).not.toContain(first.profileId);
    }
    expect(await accountsWith(first.form.MobileNo)).toBe(1);
  });

  it('guessing the password through retries counts towards the sign-in lock of that profile ID', async () => {
    const first = await registerCandidate(ctx().app);
    for (let i = 0; i < 5; i += 1) {
      const guess = `Guess@Pass${i}`;
      expect((await retry({ ...first.form, Password: guess, ConfirmPassword: guess })).status).toBe(400);
    }
    // locked now: not even the right password learns the profile ID this way, nor signs in
    expect((await retry(first.form)).status).toBe(400);
    expect((await loginAs(ctx().app, first)).res.statusCode).toBe(429);
  });

  it('only within the 30 minutes of the OTP verification', async () => {
    const first = await registerCandidate(ctx().app);
    await db()
      .update(users)
      .set({ createdAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(users.profileId, first.profileId));
    const res = await retry(first.form);
    expect(res.status).toBe(400);
    expect(res.body.MessageKey).toBe('accounts.verifyMobile');
  });

  it('the audit row is written in the registration transaction: if it fails, no account is left', async () => {
    const mobile = testMobile();
    await db().execute(sql`
      CREATE FUNCTION refuse_registration_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.event = 'registration' THEN RAISE EXCEPTION 'audit refused'; END IF;
        RETURN NEW;
      END $$`);
    await db().execute(
      sql`CREATE TRIGGER refuse_registration_audit BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION refuse_registration_audit()`,
    );
    try {
      await expect(registerCandidate(ctx().app, { MobileNo: mobile, Password: GOOD_PASSWORD })).rejects.toThrow();
      expect(await accountsWith(mobile)).toBe(0);
    } finally {
      await db().execute(sql`DROP TRIGGER refuse_registration_audit ON audit_events`);
      await db().execute(sql`DROP FUNCTION refuse_registration_audit()`);
    }
  });
});
