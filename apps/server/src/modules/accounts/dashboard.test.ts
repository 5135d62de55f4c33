import { PROFILE_STEPS, USER_TYPES } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { institutes } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { createUserWithPassword, loginAs, registerCandidate, registerStaff, signIn } from '../../test/factories';

describe('dashboard data', () => {
  const ctx = useTestApp();
  const get = (url: string, cookie?: string) =>
    ctx().app.inject({ url, headers: cookie ? { cookie } : {}, remoteAddress: '10.9.8.7' });

  it('userDetails: the welcome panel record with current and previous login times and the login IP', async () => {
    const user = await createUserWithPassword(ctx().database.db, { firstName: 'Pooja', lastName: 'Shinde' });
    const first = await loginAs(ctx().app, user, { CloseOtherSessions: true });
    const firstDetails = (await get(`/api/Account/userDetails?userLoginId=${user.profileId}`, first.cookie)).json();
    expect(firstDetails.LastLoginDateTime).toBeNull();
    const second = await loginAs(ctx().app, user, { CloseOtherSessions: true });
    const res = await get(`/api/Account/userDetails?userLoginId=${user.profileId}`, second.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      UserLoginID: user.profileId,
      UserType: 'Candidate',
      UserName: 'Pooja Shinde',
      CollegeName: null,
      Institute: null,
      IPAddress: expect.stringMatching(/^10\./),
    });
    expect(res.json().LastLoginDateTime).toBe(firstDetails.CurrentLoginDateTime);
    expect(Date.parse(res.json().CurrentLoginDateTime)).toBeGreaterThanOrEqual(
      Date.parse(res.json().LastLoginDateTime),
    );
    const mr = await get(`/api/Account/userDetails?userLoginId=${user.profileId}&lang=mr`, second.cookie);
    expect(mr.json().UserType).toBe('उमेदवार');
  });

  it("user A cannot read user B's userDetails (403) nor progress (403); no session is 401", async () => {
    const a = await createUserWithPassword(ctx().database.db);
    const b = await createUserWithPassword(ctx().database.db);
    const { cookie } = await signIn(ctx().database.db, a.id);
    expect((await get(`/api/Account/userDetails?userLoginId=${b.profileId}`, cookie)).statusCode).toBe(403);
    expect((await get(`/api/Account/profileProgress?userLoginId=${b.profileId}`, cookie)).statusCode).toBe(403);
    expect((await get(`/api/Account/userDetails?userLoginId=${a.profileId}`)).statusCode).toBe(401);
    expect((await get('/api/Account/profileProgress')).statusCode).toBe(401);
  });

  it('profileProgress: the 12 steps in order with their routes; a registered candidate has Primary 100, the rest 0', async () => {
    const { profileId, password } = await registerCandidate(ctx().app);
    const { cookie } = await loginAs(ctx().app, { profileId, password });
    const res = await get('/api/Account/profileProgress', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().Status).toBe('Success');
    const data = res.json().Data as { Step: string; Route: string; Percent: number }[];
    expect(data.map((d) => d.Step)).toEqual([
      'Primary',
      'Address',
      'Parent',
      'Category',
      'Qualification',
      'Training',
      'Additional',
      'Bank',
      'WorkExperience',
      'Verify',
      'Apply',
      'AdmissionLetter',
    ]);
    expect(data.map((d) => d.Route)).toEqual([
      '/Staff',
      '/Address',
      '/Parent',
      '/Category',
      '/qualification',
      '/Training',
      '/AdditionalDetails',
      '/BankDetails',
      '/WorkExperience',
      '/verify',
      '/apply',
      '/admission-letter',
    ]);
    expect(data.map((d) => d.Percent)).toEqual([100, ...Array(PROFILE_STEPS.length - 1).fill(0)]);
    expect((await get(`/api/Account/profileProgress?userLoginId=${profileId}`, cookie)).statusCode).toBe(200);
  });

  it('profileProgress counts what is saved: a registered staff member is 100, a staff row without documents less', async () => {
    const staff = await registerStaff(ctx().app);
    const { cookie } = await loginAs(ctx().app, { ...staff, userTypeId: USER_TYPES.staff });
    expect((await get('/api/Account/profileProgress', cookie)).json().Data[0].Percent).toBe(100);
    const bare = await createUserWithPassword(ctx().database.db, { userTypeId: USER_TYPES.staff });
    const session = await signIn(ctx().database.db, bare.id);
    const percent = (await get('/api/Account/profileProgress', session.cookie)).json().Data[0].Percent;
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(100);
  });

  it("userDetails: a staff member's institute as name (code), the one chosen at registration (decision 067)", async () => {
    const [institute] = await ctx().database.db.select().from(institutes).where(eq(institutes.id, 3));
    const staff = await registerStaff(ctx().app, { InstituteID: 3 });
    const { cookie } = await loginAs(ctx().app, { ...staff, userTypeId: USER_TYPES.staff });
    const res = await get(`/api/Account/userDetails?userLoginId=${staff.profileId}`, cookie);
    expect(res.json().Institute).toBe(`${institute?.name} (${institute?.code})`);
  });
});
