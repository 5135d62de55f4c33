import { instituteDeskApi, USER_TYPES } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { instituteUser, newOffering } from '../../test/admissions';
import { useTestApp } from '../../test/app';
import { createOfficer, createUser, registerStaff, signIn, signInOfficer } from '../../test/factories';

type StaffList = { Data: { ProfileID: string; Name: string; Mobile: string; RegisteredAt: string }[]; Total: number };

/** An institute's Staff list (issue 23 item 14, decision 067): its own staff only, mobiles masked, paged. */
describe("an institute's staff", () => {
  const ctx = useTestApp();
  const db = () => ctx().database.db;
  const list = (cookie: string | undefined, query = '') =>
    ctx().app.inject({ url: `${instituteDeskApi.staff.path}${query}`, headers: cookie ? { cookie } : {} });

  it('institute A sees the staff who registered with A, newest first, mobile masked to its last 4; never B’s', async () => {
    const a = await newOffering(db());
    const b = await newOffering(db());
    const registered = await registerStaff(ctx().app, { InstituteID: a.instituteId, FirstName: 'Meena' });
    const later = await createUser(db(), {
      userTypeId: USER_TYPES.staff,
      instituteId: a.instituteId,
      firstName: 'Ravi',
      middleName: 'S',
      lastName: 'More',
      createdAt: new Date(Date.now() + 60_000),
    });
    const ofB = await createUser(db(), { userTypeId: USER_TYPES.staff, instituteId: b.instituteId });
    // only staff are an institute's staff, whatever a row says
    await createUser(db(), { userTypeId: USER_TYPES.candidate, instituteId: a.instituteId });

    const desk = await instituteUser(db(), a.instituteId);
    const res = await list(desk.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as StaffList;
    expect(body.Total).toBe(2);
    expect(body.Data.map((s) => s.ProfileID)).toEqual([later.profileId, registered.profileId]);
    expect(body.Data[0]).toEqual({
      ProfileID: later.profileId,
      Name: 'Ravi S More',
      Mobile: `XXXXXX${later.mobile.slice(-4)}`,
      RegisteredAt: later.createdAt.toISOString(),
    });
    expect(body.Data[1]?.Name).toBe('Meena Kulkarni');
    for (const mobile of [later.mobile, String(registered.form.MobileNo)]) expect(res.body).not.toContain(mobile);
    expect(res.body).not.toContain(ofB.profileId);

    const deskB = await instituteUser(db(), b.instituteId);
    const listB = (await list(deskB.cookie)).json() as StaffList;
    expect(listB.Data.map((s) => s.ProfileID)).toEqual([ofB.profileId]);
  });

  it('is paged and bounded: pageSize at most 100, a bad page is 400 naming it', async () => {
    const { instituteId } = await newOffering(db());
    for (let i = 0; i < 3; i++) await createUser(db(), { userTypeId: USER_TYPES.staff, instituteId });
    const desk = await instituteUser(db(), instituteId);
    const second = (await list(desk.cookie, '?page=2&pageSize=2')).json() as StaffList;
    expect(second.Total).toBe(3);
    expect(second.Data).toHaveLength(1);
    for (const query of ['?pageSize=101', '?page=0', '?page=x']) {
      const res = await list(desk.cookie, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].field, query).toBe(query.includes('pageSize') ? 'pageSize' : 'page');
    }
  });

  it('nobody else may read it: no session 401, a candidate, a staff member or an official 403', async () => {
    const { instituteId } = await newOffering(db());
    expect((await list(undefined)).statusCode).toBe(401);
    const candidate = await createUser(db(), { userTypeId: USER_TYPES.candidate });
    expect((await list((await signIn(db(), candidate.id)).cookie)).statusCode).toBe(403);
    const staff = await createUser(db(), { userTypeId: USER_TYPES.staff, instituteId });
    expect((await list((await signIn(db(), staff.id)).cookie)).statusCode).toBe(403);
    const officer = await createOfficer(db(), { role: 'admin', regionId: null });
    expect((await list((await signInOfficer(db(), officer.id)).cookie)).statusCode).toBe(403);
    // an institute user whose account names no institute (never made so) is refused too
    const orphan = await createUser(db(), { userTypeId: USER_TYPES.institute, dob: null });
    expect((await list((await signIn(db(), orphan.id)).cookie)).statusCode).toBe(403);
  });
});
