import { randomBytes } from 'node:crypto';
import {
  applicationApi,
  consoleInstitutesApi,
  consoleOfficersApi,
  instituteDeskApi,
  menuApi,
  USER_TYPES,
} from '@portal/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admissionLetters, instituteSeats, smsOutbox, uploads } from '../../db/schema';
import { addCourse, instituteUser, newOffering, verifiedCandidate } from '../../test/admissions';
import { useTestApp, xhr } from '../../test/app';
import { createOfficer, GOOD_PASSWORD, loginAs, signInOfficer, testMobile } from '../../test/factories';

/** Institutes' accounts and desk (issue 21 item 4). */
describe('institute accounts and their desk', () => {
  let now = new Date('2026-11-27T06:00:00Z');
  const ctx = useTestApp({}, { clock: { now: () => now } });
  const db = () => ctx().database.db;
  const inject = ctx;

  const apply = async (offerings: { instituteId: number; courseId: number }[], qualificationType = 1) => {
    const c = await verifiedCandidate(db(), { qualificationType });
    const res = await inject().app.inject({
      method: 'POST',
      url: applicationApi.submit.path,
      headers: { ...xhr, cookie: c.cookie },
      payload: {
        NameMr: 'आशा पाटील',
        Preferences: offerings.map((o) => ({ InstituteID: o.instituteId, CourseID: o.courseId })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return {
      ...c,
      application: res.json().Data.Application as {
        ApplicationID: number;
        Preferences: [{ PreferenceID: number }, { PreferenceID: number }];
      },
    };
  };
  const decide = (cookie: string, preferenceId: number, payload: object) =>
    inject().app.inject({
      method: 'POST',
      url: instituteDeskApi.decide.path.replace(':id', String(preferenceId)),
      headers: { ...xhr, cookie },
      payload,
    });

  it('an admin creates the account; the SMS link sets the password once; then it signs in as SDI', async () => {
    const admin = await createOfficer(db(), { role: 'admin', regionId: null });
    const adminCookie = (await signInOfficer(db(), admin.id)).cookie;
    const { instituteId, instituteName } = await newOffering(db());
    const options = await inject().app.inject({
      url: `${consoleInstitutesApi.options.path}?q=${encodeURIComponent(instituteName)}`,
      headers: { cookie: adminCookie },
    });
    expect(options.json().Data).toEqual([expect.objectContaining({ InstituteID: instituteId, HasAccount: false })]);
    const mobile = testMobile();
    const created = await inject().app.inject({
      method: 'POST',
      url: consoleInstitutesApi.create.path,
      headers: { ...xhr, cookie: adminCookie },
      payload: { InstituteID: instituteId, ContactName: 'Sunita Deshmukh', Mobile: mobile },
    });
    expect(created.statusCode, created.body).toBe(200);
    const account = created.json().Data;
    expect(account.ProfileID).toMatch(/^MH2026I\d{6}$/);
    expect(account.PasswordSet).toBe(false);
    // a second account for the same institute is refused naming the field
    const twice = await inject().app.inject({
      method: 'POST',
      url: consoleInstitutesApi.create.path,
      headers: { ...xhr, cookie: adminCookie },
      payload: { InstituteID: instituteId, ContactName: 'Other', Mobile: testMobile() },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].field).toBe('InstituteID');

    // no password yet: it cannot sign in with anything
    const before = await loginAs(inject().app, {
      profileId: account.ProfileID,
      password: GOOD_PASSWORD,
      userTypeId: USER_TYPES.institute,
    });
    expect(before.res.statusCode).toBe(401);

    const [sms] = await db().select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    const token = /#([A-Za-z0-9_-]+)/.exec(sms?.body ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    // the link points at the portal's own address, not the request's Host; the console SMS provider (a
    // demo) shows it to the admin too, as OTPs are shown
    expect(sms?.body).toContain(`${inject().config.publicOrigin}/institute/set-password#${token}`);
    expect(account.DemoLink).toBe(`${inject().config.publicOrigin}/institute/set-password#${token}`);
    const setPassword = (Token: string) =>
      inject().app.inject({
        method: 'POST',
        url: instituteDeskApi.setPassword.path,
        headers: xhr,
        payload: { Token, NewPassword: GOOD_PASSWORD },
      });
    expect((await setPassword(randomBytes(32).toString('base64url'))).statusCode).toBe(400);
    const set = await setPassword(token);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().Data.ProfileID).toBe(account.ProfileID);
    // single use
    const again = await setPassword(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({ field: 'Token', key: 'admissions.setupLinkInvalid' });

    const signedIn = await loginAs(inject().app, {
      profileId: account.ProfileID,
      password: GOOD_PASSWORD,
      userTypeId: USER_TYPES.institute,
    });
    expect(signedIn.res.statusCode, signedIn.res.body).toBe(200);
    expect(signedIn.res.json().DashBoardPathReact).toBe('/institute');
    const me = await inject().app.inject({ url: instituteDeskApi.me.path, headers: { cookie: signedIn.cookie ?? '' } });
    expect(me.json().Data.InstituteID).toBe(instituteId);
    // its menu leads to the desk, not to a person's dashboard
    const menu = await inject().app.inject({
      url: `${menuApi.userMenu.path}?RegionID=1&UserTypeID=92&UserLoginID=${account.ProfileID}`,
      headers: { cookie: signedIn.cookie ?? '' },
    });
    const links = menu.json().Data.map((m: { LinkURL: string }) => m.LinkURL);
    expect(links).toContain('/institute');
    expect(links).not.toContain('/dashboard');
  });

  it('a set-password link expires after 48 hours', async () => {
    const admin = await createOfficer(db(), { role: 'admin', regionId: null });
    const adminCookie = (await signInOfficer(db(), admin.id)).cookie;
    const { instituteId } = await newOffering(db());
    const mobile = testMobile();
    await inject().app.inject({
      method: 'POST',
      url: consoleInstitutesApi.create.path,
      headers: { ...xhr, cookie: adminCookie },
      payload: { InstituteID: instituteId, ContactName: 'Late User', Mobile: mobile },
    });
    const [sms] = await db().select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    const token = /#([A-Za-z0-9_-]+)/.exec(sms?.body ?? '')?.[1] ?? '';
    const saved = now;
    now = new Date(saved.getTime() + 48 * 60 * 60 * 1000 + 1000);
    try {
      const res = await inject().app.inject({
        method: 'POST',
        url: instituteDeskApi.setPassword.path,
        headers: xhr,
        payload: { Token: token, NewPassword: GOOD_PASSWORD },
      });
      expect(res.statusCode).toBe(400);
    } finally {
      now = saved;
    }
  });

  it('an institute sees and decides only applications to its own courses; others get 404', async () => {
    const mine = await newOffering(db());
    const theirs = await newOffering(db());
    const me = await instituteUser(db(), mine.instituteId);
    const other = await instituteUser(db(), theirs.instituteId);
    const notApplicant = await verifiedCandidate(db());
    const a = await apply([mine, theirs]);
    const photoKey = `${randomBytes(16).toString('hex')}.jpg`;
    await db().insert(uploads).values({ userId: a.id, fileType: 'Photo', path: photoKey, mime: 'image/jpeg', size: 3 });
    await inject().app.storage.put(photoKey, Buffer.from('jpg'));
    // a document of someone who did not apply to this institute
    const strangerKey = `${randomBytes(16).toString('hex')}.jpg`;
    await db()
      .insert(uploads)
      .values({ userId: notApplicant.id, fileType: 'Photo', path: strangerKey, mime: 'image/jpeg', size: 3 });
    await inject().app.storage.put(strangerKey, Buffer.from('jpg'));

    const list = await inject().app.inject({ url: instituteDeskApi.applications.path, headers: { cookie: me.cookie } });
    expect(list.json().Data.map((r: { ApplicantID: number }) => r.ApplicantID)).toEqual([a.id]);
    expect(list.json().Total).toBe(1);
    const pending = await inject().app.inject({
      url: `${instituteDeskApi.applications.path}?status=accepted`,
      headers: { cookie: me.cookie },
    });
    expect(pending.json().Total).toBe(0);

    const profile = (cookie: string, userId: number) =>
      inject().app.inject({
        url: instituteDeskApi.applicant.path.replace(':userId', String(userId)),
        headers: { cookie },
      });
    const read = await profile(me.cookie, a.id);
    expect(read.statusCode).toBe(200);
    expect(read.json().Data.NameMr).toBe('आशा पाटील');
    expect(read.json().Data.Documents).toHaveLength(1);
    expect((await profile(me.cookie, notApplicant.id)).statusCode).toBe(404);
    const photo = read.json().Data.Documents[0].Path as string;
    expect(photo).toBe(photoKey);
    const file = (cookie: string, userId: number, path: string) =>
      inject().app.inject({
        url: `${instituteDeskApi.applicantFile.path.replace(':userId', String(userId))}?path=${encodeURIComponent(path)}`,
        headers: { cookie },
      });
    const own = await file(me.cookie, a.id, photoKey);
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('jpg');
    // not an applicant to this institute, or someone else's file under an applicant's id: 404
    expect((await file(me.cookie, notApplicant.id, strangerKey)).statusCode).toBe(404);
    expect((await file(me.cookie, a.id, strangerKey)).statusCode).toBe(404);
    expect((await profile(other.cookie, notApplicant.id)).statusCode).toBe(404);

    // the other institute decides its own preference, never mine
    const [minePref, theirPref] = a.application.Preferences;
    expect((await decide(other.cookie, minePref.PreferenceID, { Decision: 'reject', Remark: 'No' })).statusCode).toBe(
      404,
    );
    const rejected = await decide(other.cookie, theirPref.PreferenceID, {
      Decision: 'reject',
      Remark: 'Seats are for locals',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    // a reject needs a remark
    const noRemark = await decide(me.cookie, minePref.PreferenceID, { Decision: 'reject', Remark: '' });
    expect(noRemark.statusCode).toBe(400);
    expect(noRemark.json().errors[0].field).toBe('Remark');

    const accepted = await decide(me.cookie, minePref.PreferenceID, { Decision: 'accept', Remark: '' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().Data.ReferenceNo).toMatch(/^MSBSVETE\/ADM\/2026-27\/\d{6}$/);
    const view = await inject().app.inject({ url: applicationApi.get.path, headers: { cookie: a.cookie } });
    expect(view.json().Data.Application.Status).toBe('admitted');
    expect(view.json().Data.Application.Preferences.map((p: { Status: string }) => p.Status)).toEqual([
      'accepted',
      'rejected',
    ]);
    const letters = await db().select().from(admissionLetters).where(eq(admissionLetters.userId, a.id));
    expect(letters).toHaveLength(1);
    // decided once only
    expect((await decide(me.cookie, minePref.PreferenceID, { Decision: 'accept' })).statusCode).toBe(409);
  });

  it('accepting closes the other pending preferences, which can no longer be withdrawn', async () => {
    const first = await newOffering(db());
    const second = await newOffering(db());
    const inst = await instituteUser(db(), first.instituteId);
    const a = await apply([second, first]);
    const res = await decide(inst.cookie, a.application.Preferences[1].PreferenceID, { Decision: 'accept' });
    expect(res.statusCode, res.body).toBe(200);
    const view = await inject().app.inject({ url: applicationApi.get.path, headers: { cookie: a.cookie } });
    expect(view.json().Data.Application.Preferences.map((p: { Status: string }) => p.Status)).toEqual([
      'closed',
      'accepted',
    ]);
    const withdraw = await inject().app.inject({
      method: 'POST',
      url: applicationApi.withdraw.path,
      headers: { ...xhr, cookie: a.cookie },
      payload: { PreferenceID: a.application.Preferences[0].PreferenceID },
    });
    expect(withdraw.statusCode).toBe(409);
  });

  it('seats never exceed the intake under 20 parallel accepts (intake 3)', async () => {
    const offering = await newOffering(db(), { intake: 3 });
    const inst = await instituteUser(db(), offering.instituteId);
    const applicants = [];
    for (let i = 0; i < 20; i += 1) applicants.push(await apply([offering]));
    const results = await Promise.all(
      applicants.map((a) => decide(inst.cookie, a.application.Preferences[0].PreferenceID, { Decision: 'accept' })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().MessageKey).toBe('admissions.intakeFull');
    const [seats] = await db()
      .select()
      .from(instituteSeats)
      .where(and(eq(instituteSeats.instituteId, offering.instituteId), eq(instituteSeats.courseId, offering.courseId)));
    expect(seats?.taken).toBe(3);
    const accepted = (await db().execute(
      sql`select count(*)::int as n from application_preferences where institute_id = ${offering.instituteId} and status = 'accepted'`,
    )) as unknown as { rows: { n: number }[] };
    expect(accepted.rows[0]?.n).toBe(3);
    // another course of the same institute has its own seats
    const course = await addCourse(db(), offering.instituteId, { intake: 1 });
    const b = await apply([{ instituteId: offering.instituteId, courseId: course }]);
    expect(
      (await decide(inst.cookie, b.application.Preferences[0].PreferenceID, { Decision: 'accept' })).statusCode,
    ).toBe(200);
  });

  it('a candidate cannot call institute or console endpoints; an institute cannot call the candidate or console ones', async () => {
    const c = await verifiedCandidate(db());
    const { instituteId } = await newOffering(db());
    const inst = await instituteUser(db(), instituteId);
    const institutes = [
      instituteDeskApi.me,
      instituteDeskApi.applications,
      instituteDeskApi.applicant,
      instituteDeskApi.applicantFile,
      instituteDeskApi.decide,
    ];
    const path = (p: string) => p.replace(':userId', '1').replace(':id', '1');
    for (const e of [...institutes, ...Object.values(consoleInstitutesApi), consoleOfficersApi.list]) {
      const res = await inject().app.inject({
        method: e.method,
        url: path(e.path),
        headers: { ...xhr, cookie: c.cookie },
        payload: {},
      });
      expect(res.statusCode, e.path).toBe(403);
    }
    for (const e of [...Object.values(applicationApi), ...Object.values(consoleInstitutesApi)]) {
      const res = await inject().app.inject({
        method: e.method,
        url: e.path,
        headers: { ...xhr, cookie: inst.cookie },
        payload: {},
      });
      expect(res.statusCode, e.path).toBe(403);
    }
  });
});
