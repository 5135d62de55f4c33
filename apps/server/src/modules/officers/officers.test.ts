import { PASSWORD_PATTERN } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, officers, sessions } from '../../db/schema';
import { verifyPassword } from '../../platform/passwords';
import { useTestApp, xhr } from '../../test/app';
import { createOfficer, GOOD_PASSWORD, signInOfficer, testIp } from '../../test/factories';
import { totpBox } from './enrolment';
import { codeFor, consoleLogin, enrolOfficial, secretOf } from './test-helpers';

describe('the one-time password and the officials admins manage (issue 20 item 1)', () => {
  const ctx = useTestApp();
  const app = () => ctx().app;
  const db = () => ctx().database.db;
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    app().inject({ method, url, headers: { ...xhr, cookie }, payload, remoteAddress: testIp() });
  const adminCookie = async () => {
    const admin = await createOfficer(db(), { role: 'admin', regionId: null });
    return { id: admin.id, ...(await signInOfficer(db(), admin.id)) };
  };
  const newOfficer = (loginId: string) => ({
    LoginID: loginId,
    Name: 'Sunita Deshmukh',
    Mobile: '9876543210',
    Role: 'officer',
    RegionID: 3,
  });
  const auditOf = async (event: string, target: number) =>
    db()
      .select()
      .from(auditEvents)
      .where(
        sql`${auditEvents.event} = ${event} and ${auditEvents.recordType} = 'officer' and ${auditEvents.recordId} = ${String(target)}`,
      );

  describe('while the one-time password is unchanged', () => {
    it('answers 403 officers.mustChangePassword on every console endpoint but me, the password and sign-out', async () => {
      const { id } = await enrolOfficial(app(), { role: 'admin', regionId: null, ready: false });
      const { cookie } = await signInOfficer(db(), id);
      const list = await call('GET', '/api/console/officers', cookie);
      expect(list.statusCode).toBe(403);
      expect(list.json()).toMatchObject({ MessageKey: 'officers.mustChangePassword' });
      expect(list.json().Message).toMatch(/one-time password/);
      const me = await call('GET', '/api/console/me', cookie);
      expect(me.statusCode).toBe(200);
      expect(me.json().Data.MustChangePassword).toBe(true);
    });

    it('changes the password: the rule, the current one, not common, not the same; then every endpoint opens', async () => {
      const { id, enrolment } = await enrolOfficial(app(), { role: 'admin', regionId: null, ready: false });
      const { cookie } = await signInOfficer(db(), id);
      const { cookie: other } = await signInOfficer(db(), id);
      const change = (body: object) => call('POST', '/api/console/password', cookie, body);
      const fieldOf = async (body: object) => {
        const res = await change(body);
        expect(res.statusCode).toBe(400);
        return res.json().errors[0];
      };
      expect(await fieldOf({ CurrentPassword: enrolment.Password, NewPassword: 'short' })).toMatchObject({
        field: 'NewPassword',
        key: 'accounts.passwordRule',
      });
      expect(await fieldOf({ CurrentPassword: enrolment.Password, NewPassword: enrolment.Password })).toMatchObject({
        field: 'NewPassword',
        key: 'officers.passwordSame',
      });
      expect(await fieldOf({ CurrentPassword: enrolment.Password, NewPassword: 'Password@123' })).toMatchObject({
        field: 'NewPassword',
        key: 'accounts.passwordCommon',
      });
      expect(await fieldOf({ CurrentPassword: 'Wrong@Pass1', NewPassword: GOOD_PASSWORD })).toMatchObject({
        field: 'CurrentPassword',
        key: 'accounts.currentPasswordWrong',
      });
      const ok = await change({ CurrentPassword: enrolment.Password, NewPassword: GOOD_PASSWORD });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().Data.MustChangePassword).toBe(false);
      const [row] = await db().select().from(officers).where(eq(officers.id, id));
      expect(await verifyPassword(row?.passwordHash ?? '', GOOD_PASSWORD)).toBe(true);
      expect((await call('GET', '/api/console/officers', cookie)).statusCode).toBe(200);
      // the official's other sessions end with the old password
      expect((await call('GET', '/api/console/me', other)).statusCode).toBe(401);
      const [entry] = await db()
        .select()
        .from(auditEvents)
        .where(sql`${auditEvents.event} = 'officer.password.changed' and ${auditEvents.officerId} = ${id}`);
      expect(entry).toBeDefined();
    });
  });

  describe('officials (admins only)', () => {
    it('refuses officers of any region: 403 on list, create, deactivate and reset', async () => {
      const target = await createOfficer(db(), { regionId: 1 });
      for (const regionId of [1, 2]) {
        const officer = await createOfficer(db(), { role: 'officer', regionId });
        const { cookie } = await signInOfficer(db(), officer.id);
        const answers = await Promise.all([
          call('GET', '/api/console/officers', cookie),
          call('POST', '/api/console/officers', cookie, newOfficer(`refused.${regionId}`)),
          call('POST', `/api/console/officers/${target.id}/active`, cookie, { Active: false }),
          call('POST', `/api/console/officers/${target.id}/reset`, cookie),
        ]);
        for (const res of answers) expect(res.json()).toMatchObject({ MessageKey: 'common.forbidden' });
      }
      const [row] = await db().select().from(officers).where(eq(officers.id, target.id));
      expect(row?.active).toBe(true);
    });

    it('creates an official with a one-time password and an otpauth URI and QR code shown once; they sign in', async () => {
      const admin = await adminCookie();
      const res = await call('POST', '/api/console/officers', admin.cookie, newOfficer('sunita.d'));
      expect(res.statusCode).toBe(200);
      const enrolment = res.json().Data;
      expect(enrolment.LoginID).toBe('sunita.d');
      expect(enrolment.Password).toMatch(PASSWORD_PATTERN);
      expect(enrolment.Otpauth).toMatch(/^otpauth:\/\/totp\/MSBSVET:sunita\.d\?/);
      expect(new URL(enrolment.Otpauth).searchParams.get('issuer')).toBe('MSBSVET');
      expect(enrolment.QrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(res.headers['cache-control']).toMatch(/no-store/);

      const [row] = await db().select().from(officers).where(eq(officers.loginId, 'sunita.d'));
      expect(row).toMatchObject({ userTypeId: 98, regionId: 3, mustChangePassword: true, createdBy: admin.id });
      // stored sealed: neither the password nor the secret
      expect(row?.passwordHash).not.toContain(enrolment.Password);
      expect(row?.totpSecret).not.toContain(secretOf(enrolment.Otpauth));
      expect(totpBox(ctx().config).open(row?.totpSecret ?? '')).toBe(secretOf(enrolment.Otpauth));
      expect(await auditOf('officer.created', row?.id ?? 0)).toHaveLength(1);

      const login = await consoleLogin(app(), {
        LoginID: 'sunita.d',
        Password: enrolment.Password,
        TOTP: codeFor(enrolment, new Date()),
      });
      expect(login.res.statusCode).toBe(200);
      expect(login.res.json().Data).toMatchObject({ Role: 'officer', RegionID: 3, MustChangePassword: true });

      const list = await call('GET', '/api/console/officers', admin.cookie);
      const listed = list.json().Data.rows.find((r: { LoginID: string }) => r.LoginID === 'sunita.d');
      expect(listed).toMatchObject({ Active: true, Role: 'officer', RegionName: { en: 'Nashik', mr: 'नाशिक' } });
      expect(JSON.stringify(list.json())).not.toMatch(/"Password"|hash|otpauth|totp|QrCode/i);
      expect(list.json().Data.regions).toHaveLength(6);
    });

    it('refuses a login ID in use (409 beside the field) and bad input naming each field', async () => {
      const admin = await adminCookie();
      expect((await call('POST', '/api/console/officers', admin.cookie, newOfficer('twice.over'))).statusCode).toBe(
        200,
      );
      const again = await call('POST', '/api/console/officers', admin.cookie, {
        ...newOfficer('TWICE.OVER'),
        Role: 'admin',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ MessageKey: 'officers.loginIdTaken', errors: [{ field: 'LoginID' }] });
      const bad = await call('POST', '/api/console/officers', admin.cookie, {
        LoginID: 'a b',
        Name: 'x'.repeat(51),
        Mobile: '12345',
        Role: 'chief',
        RegionID: 7,
      });
      expect(bad.statusCode).toBe(400);
      const fields = (bad.json().errors as { field: string }[]).map((e) => e.field).sort();
      expect(fields).toEqual(['LoginID', 'Mobile', 'Name', 'RegionID', 'Role']);
      // every region, or one of the six
      const all = await call('POST', '/api/console/officers', admin.cookie, {
        ...newOfficer('all.regions'),
        RegionID: null,
      });
      expect(all.statusCode).toBe(200);
    });

    it('deactivates an official (their sessions end, sign-in refused) and reactivates them, each audited', async () => {
      const admin = await adminCookie();
      const { id, enrolment } = await enrolOfficial(app());
      const { cookie } = await signInOfficer(db(), id);
      const off = await call('POST', `/api/console/officers/${id}/active`, admin.cookie, { Active: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().Data).toMatchObject({ OfficerID: id, Active: false });
      expect((await call('GET', '/api/console/me', cookie)).statusCode).toBe(401);
      expect(await db().select().from(sessions).where(eq(sessions.officerId, id))).toEqual([]);
      const at = new Date();
      const body = { LoginID: enrolment.LoginID, Password: enrolment.Password, TOTP: codeFor(enrolment, at) };
      expect((await consoleLogin(app(), body)).res.statusCode).toBe(401);
      const on = await call('POST', `/api/console/officers/${id}/active`, admin.cookie, { Active: true });
      expect(on.json().Data.Active).toBe(true);
      const next = codeFor(enrolment, new Date(at.getTime() + 30_000));
      expect((await consoleLogin(app(), { ...body, TOTP: next })).res.statusCode).toBe(200);
      expect(await auditOf('officer.deactivated', id)).toHaveLength(1);
      expect(await auditOf('officer.reactivated', id)).toHaveLength(1);
    });

    it('resets the password and the authenticator: the old ones stop working, the new must be changed first', async () => {
      const admin = await adminCookie();
      const { id, enrolment } = await enrolOfficial(app());
      const { cookie } = await signInOfficer(db(), id);
      const res = await call('POST', `/api/console/officers/${id}/reset`, admin.cookie);
      expect(res.statusCode).toBe(200);
      const renewed = res.json().Data;
      expect(renewed.Password).not.toBe(enrolment.Password);
      expect(secretOf(renewed.Otpauth)).not.toBe(secretOf(enrolment.Otpauth));
      expect((await call('GET', '/api/console/me', cookie)).statusCode).toBe(401);
      const now = new Date();
      const old = { LoginID: enrolment.LoginID, Password: enrolment.Password, TOTP: codeFor(enrolment, now) };
      expect((await consoleLogin(app(), old)).res.statusCode).toBe(401);
      const fresh = await consoleLogin(app(), { ...old, Password: renewed.Password, TOTP: codeFor(renewed, now) });
      expect(fresh.res.statusCode).toBe(200);
      expect(fresh.res.json().Data.MustChangePassword).toBe(true);
      expect(await auditOf('officer.reset', id)).toHaveLength(1);
    });

    it('refuses an admin deactivating or resetting themselves, and an unknown id with 404', async () => {
      const admin = await adminCookie();
      const self = await call('POST', `/api/console/officers/${admin.id}/active`, admin.cookie, { Active: false });
      expect(self.statusCode).toBe(400);
      expect(self.json().MessageKey).toBe('officers.notYourself');
      expect((await call('POST', `/api/console/officers/${admin.id}/reset`, admin.cookie)).statusCode).toBe(400);
      const missing = await call('POST', '/api/console/officers/2147483647/reset', admin.cookie);
      expect(missing.statusCode).toBe(404);
      expect((await call('POST', '/api/console/officers/0/reset', admin.cookie)).statusCode).toBe(400);
    });
  });
});
