import { accountsApi, applicationApi, USER_TYPES } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchViews } from '../../db/search-views';
import { newOffering, verifiedCandidate } from '../../test/admissions';
import { useTestApp, xhr } from '../../test/app';
import { createUser, signIn } from '../../test/factories';

/** Step 11 (issue 21 item 3): who may apply, to what, how many, how often; withdrawing. */
describe('applying (step 11)', () => {
  const ctx = useTestApp();
  const db = () => ctx().database.db;
  let tenth: Awaited<ReturnType<typeof newOffering>>[];
  let twelfth: Awaited<ReturnType<typeof newOffering>>;

  beforeAll(async () => {
    tenth = [];
    for (let i = 0; i < 4; i += 1) tenth.push(await newOffering(db(), { entry: 2 }));
    twelfth = await newOffering(db(), { entry: 3 });
    await refreshSearchViews(db(), { concurrently: false });
  });

  const o = (i: number) => {
    const offering = tenth[i];
    if (!offering) throw new Error(`no offering ${i}`);
    return offering;
  };
  const submit = (cookie: string, payload: object) =>
    ctx().app.inject({ method: 'POST', url: applicationApi.submit.path, headers: { ...xhr, cookie }, payload });
  const pref = (o: { instituteId: number; courseId: number }) => ({ InstituteID: o.instituteId, CourseID: o.courseId });
  const body = (...offerings: { instituteId: number; courseId: number }[]) => ({
    NameMr: 'आशा पाटील',
    Preferences: offerings.map(pref),
  });

  it('needs a verified profile: none, submitted and returned are refused (403), verified applies', async () => {
    const none = await createUser(db());
    const noneCookie = (await signIn(db(), none.id)).cookie;
    expect((await submit(noneCookie, body(o(0)))).statusCode).toBe(403);
    for (const status of ['submitted', 'returned']) {
      const c = await verifiedCandidate(db(), { status });
      const res = await submit(c.cookie, body(o(0)));
      expect(res.statusCode).toBe(403);
      expect(res.json().MessageKey).toBe('admissions.notVerified');
    }
    const ok = await verifiedCandidate(db());
    const res = await submit(ok.cookie, body(o(0)));
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Application.Preferences[0].Status).toBe('pending');
  });

  it('offers only courses whose entry qualification the saved qualifications meet, and refuses one posted above it', async () => {
    const ssc = await verifiedCandidate(db(), { qualificationType: 1 });
    const list = await ctx().app.inject({
      url: `${applicationApi.offerings.path}?CourseID=${twelfth.courseId}`,
      headers: { cookie: ssc.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().Level).toBe(2);
    expect(list.json().Total).toBe(0);
    const own = await ctx().app.inject({
      url: `${applicationApi.offerings.path}?CourseID=${o(0).courseId}`,
      headers: { cookie: ssc.cookie },
    });
    expect(own.json().Data.map((o: { InstituteID: number }) => o.InstituteID)).toEqual([o(0).instituteId]);
    const refused = await submit(ssc.cookie, body(o(0), twelfth));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ field: 'Preferences.1.CourseID', key: 'admissions.notEligible' });

    // without a course the total is summed from the counts view: the same as counting the rows
    const [district] = (
      (await db().execute(sql`select district_id from institutes where id = ${o(0).instituteId}`)) as unknown as {
        rows: { district_id: number }[];
      }
    ).rows;
    const byDistrict = await ctx().app.inject({
      url: `${applicationApi.offerings.path}?DistrictID=${district?.district_id}`,
      headers: { cookie: ssc.cookie },
    });
    const [counted] = (
      (await db().execute(
        sql`select count(*)::int as n from institute_search where district_id = ${district?.district_id} and entry_qualification_id <= 2`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(byDistrict.json().Total).toBe(counted?.n);
    expect(byDistrict.json().Total).toBeGreaterThan(0);

    const hsc = await verifiedCandidate(db(), { qualificationType: 2 });
    const higher = await ctx().app.inject({
      url: `${applicationApi.offerings.path}?CourseID=${twelfth.courseId}`,
      headers: { cookie: hsc.cookie },
    });
    expect(higher.json().Total).toBe(1);
    expect((await submit(hsc.cookie, body(twelfth))).statusCode).toBe(200);
  });

  it('takes up to three preferences: a fourth is refused naming the field; an offering twice is refused', async () => {
    const c = await verifiedCandidate(db());
    const four = await submit(c.cookie, body(...tenth));
    expect(four.statusCode).toBe(400);
    expect(four.json().errors[0]).toMatchObject({ field: 'Preferences', key: 'admissions.tooManyPreferences' });
    const twice = await submit(c.cookie, body(o(0), o(0)));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0]).toMatchObject({ field: 'Preferences.1', key: 'admissions.duplicatePreference' });
    const three = await submit(c.cookie, body(o(0), o(1), o(2)));
    expect(three.statusCode).toBe(200);
    expect(three.json().Data.Application.Preferences.map((p: { Rank: number }) => p.Rank)).toEqual([1, 2, 3]);
  });

  it('an offering that does not exist is refused naming it', async () => {
    const c = await verifiedCandidate(db());
    const res = await submit(c.cookie, {
      NameMr: 'आशा',
      Preferences: [{ InstituteID: o(0).instituteId, CourseID: o(1).courseId }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'Preferences.0.CourseID', key: 'admissions.offeringNotFound' });
  });

  it('the name in Marathi is required, in Devanagari and bounded', async () => {
    const c = await verifiedCandidate(db());
    for (const NameMr of ['', 'Asha Patil', 'आ'.repeat(101)]) {
      const res = await submit(c.cookie, { NameMr, Preferences: [pref(o(0))] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('NameMr');
    }
  });

  it('one application per candidate per academic year, even when two are sent at once', async () => {
    const c = await verifiedCandidate(db());
    const both = await Promise.all([submit(c.cookie, body(o(0))), submit(c.cookie, body(o(1)))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = await submit(c.cookie, body(o(2)));
    expect(again.statusCode).toBe(409);
    expect(again.json().MessageKey).toBe('admissions.alreadyApplied');
  });

  it('withdraws a pending preference and the whole application, but not once an institute decided', async () => {
    const c = await verifiedCandidate(db());
    const created = (await submit(c.cookie, body(o(0), o(1), o(2)))).json().Data.Application;
    const [first, second, third] = created.Preferences as [
      { PreferenceID: number },
      { PreferenceID: number },
      { PreferenceID: number },
    ];
    const withdraw = (payload: object) =>
      ctx().app.inject({
        method: 'POST',
        url: applicationApi.withdraw.path,
        headers: { ...xhr, cookie: c.cookie },
        payload,
      });
    const one = await withdraw({ PreferenceID: first.PreferenceID });
    expect(one.statusCode).toBe(200);
    expect(one.json().Data.Application.Preferences.map((p: { Status: string }) => p.Status)).toEqual([
      'withdrawn',
      'pending',
      'pending',
    ]);
    // an institute rejects the second: neither it nor the whole application can be withdrawn now
    await db().execute(sql`update application_preferences set status = 'rejected' where id = ${second.PreferenceID}`);
    expect((await withdraw({ PreferenceID: second.PreferenceID })).statusCode).toBe(409);
    expect((await withdraw({})).statusCode).toBe(409);
    expect((await withdraw({ PreferenceID: third.PreferenceID })).statusCode).toBe(200);

    const other = await verifiedCandidate(db());
    await submit(other.cookie, body(o(0), o(1)));
    const all = await ctx().app.inject({
      method: 'POST',
      url: applicationApi.withdraw.path,
      headers: { ...xhr, cookie: other.cookie },
      payload: {},
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().Data.Application.Status).toBe('withdrawn');
    // someone else's preference is not found
    const foreign = await withdraw({ PreferenceID: second.PreferenceID + 1000 });
    expect(foreign.statusCode).toBe(404);
  });

  it("the dashboard's Apply circle: none 0 %, submitted 50 %, admitted 100 %", async () => {
    const c = await verifiedCandidate(db());
    const percent = async () => {
      const res = await ctx().app.inject({ url: accountsApi.profileProgress.path, headers: { cookie: c.cookie } });
      return res.json().Data.find((s: { Step: string }) => s.Step === 'Apply').Percent;
    };
    expect(await percent()).toBe(0);
    const application = (await submit(c.cookie, body(o(0)))).json().Data.Application;
    expect(await percent()).toBe(50);
    await db().execute(sql`update applications set status = 'admitted' where id = ${application.ApplicationID}`);
    expect(await percent()).toBe(100);
  });

  it('staff get 403 on every apply endpoint; visitors 401', async () => {
    const staff = await createUser(db(), { userTypeId: USER_TYPES.staff });
    const cookie = (await signIn(db(), staff.id)).cookie;
    for (const e of Object.values(applicationApi)) {
      const res = await ctx().app.inject({ method: e.method, url: e.path, headers: { ...xhr, cookie }, payload: {} });
      expect(res.statusCode, e.path).toBe(403);
      const anonymous = await ctx().app.inject({ method: e.method, url: e.path, headers: xhr, payload: {} });
      expect(anonymous.statusCode, e.path).toBe(401);
    }
  });
});
