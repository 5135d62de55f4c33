import { type Overview, overviewApi, startOfDayInIndia } from '@portal/shared';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cases, districts, profileItems, profileSections } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { createOfficer, createUser, signIn, signInOfficer } from '../../test/factories';

/**
 * The console's overview (issue 20 item 5) on seeded fixtures at a pinned clock, 00:10 on 2 April 2026
 * in India (still 1 April in UTC): registrations per India's day, profiles by status, cases by status
 * and district, the share decided within the deadline and the median days, for an admin (every
 * region) and officers of region 1 and region 2 (their own region only).
 */
describe('GET /api/console/overview', () => {
  const now = new Date('2026-04-01T18:40:00Z');
  const ctx = useTestApp({}, { clock: { now: () => now } });
  const db = () => ctx().database.db;

  type Place = { id: number; nameEn: string; nameMr: string };
  let place: { a: Place; b: Place; c: Place } | undefined;

  /** Two districts of region 1 (a, b) and one of region 2 (c); four citizens; six cases. */
  async function fixtures() {
    const inRegion = (regionId: number) =>
      db()
        .select({ id: districts.id, nameEn: districts.nameEn, nameMr: districts.nameMr })
        .from(districts)
        .where(eq(districts.regionId, regionId))
        .orderBy(asc(districts.id))
        .limit(2);
    const [a, b] = await inRegion(1);
    const [c] = await inRegion(2);
    if (!a || !b || !c) throw new Error('seeded districts missing');
    place = { a, b, c };

    const citizen = (createdAt: string) => createUser(db(), { createdAt: new Date(createdAt) });
    const complete = await citizen('2026-04-01T18:35:00Z'); // 00:05 on 2 April in India
    const started = await citizen('2026-04-01T18:25:00Z'); // 23:55 on 1 April
    await citizen('2026-03-03T18:29:00Z'); // 23:59 on 3 March: a day before the 30
    await citizen('2026-03-03T18:31:00Z'); // 00:01 on 4 March: the first of the 30
    const address = (districtId: number) => ({ PDistrictID: districtId, CDistrictID: districtId });
    await db()
      .insert(profileSections)
      .values([
        ...['parent', 'category', 'additional', 'bank'].map((section) => ({ userId: complete.id, section, data: {} })),
        { userId: complete.id, section: 'address', data: address(a.id) },
        { userId: started.id, section: 'address', data: address(c.id) },
      ]);
    await db()
      .insert(profileItems)
      .values(
        ['qualification', 'training', 'workExperience'].map((section) => ({ userId: complete.id, section, data: {} })),
      );

    let serial = 900000;
    const file = (c: {
      kind?: 'complaint' | 'grievance';
      district: Place | null;
      region: number | null;
      created: string;
      dueDay: string;
      status: string;
      closed?: string;
    }) => {
      serial += 1;
      return db()
        .insert(cases)
        .values({
          kind: c.kind ?? 'complaint',
          number: `CMP-2026-${serial}`,
          status: c.status,
          mobile: '9800000000',
          data: {},
          createdAt: new Date(c.created),
          updatedAt: new Date(c.created),
          dueAt: startOfDayInIndia(c.dueDay),
          districtId: c.district?.id ?? null,
          regionId: c.region,
          closedAt: c.closed ? new Date(c.closed) : null,
        });
    };
    // on its due day (23:30 in India on 31 March): within; 30 days
    await file({
      district: a,
      region: 1,
      created: '2026-03-01T10:00:00Z',
      dueDay: '2026-03-31',
      status: 'closed',
      closed: '2026-03-31T18:00:00Z',
    });
    // rejected 00:30 on 13 March in India (12 March in UTC): within; 3 days by India's calendar
    await file({
      district: a,
      region: 1,
      created: '2026-03-10T04:00:00Z',
      dueDay: '2026-04-09',
      status: 'rejected',
      closed: '2026-03-12T19:00:00Z',
    });
    // 00:01 on 4 March in India, the day after its due day (3 March in UTC): late; 31 days
    await file({
      district: b,
      region: 1,
      created: '2026-02-01T04:00:00Z',
      dueDay: '2026-03-03',
      status: 'closed',
      closed: '2026-03-03T18:31:00Z',
    });
    await file({
      district: c,
      region: 2,
      created: '2026-03-20T04:00:00Z',
      dueDay: '2026-04-19',
      status: 'underReview',
    });
    // within; 5 days
    await file({
      district: c,
      region: 2,
      created: '2026-03-20T04:00:00Z',
      dueDay: '2026-04-19',
      status: 'closed',
      closed: '2026-03-25T04:00:00Z',
    });
    await file({
      kind: 'grievance',
      district: null,
      region: null,
      created: '2026-03-30T04:00:00Z',
      dueDay: '2026-04-20',
      status: 'received',
    });
  }

  /** The fixtures, made once for the file; their districts. */
  const given = async () => {
    if (!place) await fixtures();
    return place as NonNullable<typeof place>;
  };
  const overviewAs = async (role: 'officer' | 'admin', regionId: number | null, lang = 'en') => {
    await given();
    const official = await createOfficer(db(), { role, regionId });
    const res = await ctx().app.inject({
      url: `${overviewApi.get.path}?lang=${lang}`,
      headers: await signInOfficer(db(), official.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { Data: Overview }).Data;
  };
  const nonZero = <T extends { count: number }>(rows: T[]) => rows.filter((r) => r.count > 0);

  it("counts registrations per India's day over the last 30 days, today included", async () => {
    const { registrations } = await overviewAs('admin', null);
    expect(registrations).toHaveLength(30);
    expect(registrations[0]?.date).toBe('2026-03-04');
    expect(registrations.at(-1)?.date).toBe('2026-04-02');
    expect(nonZero(registrations)).toEqual([
      { date: '2026-03-04', count: 1 },
      { date: '2026-04-01', count: 1 },
      { date: '2026-04-02', count: 1 },
    ]);
  });

  it('counts profiles by the wizard sections saved: none, some, all', async () => {
    const { profiles } = await overviewAs('admin', null);
    expect(profiles).toEqual([
      { status: 'notStarted', count: 2 },
      { status: 'inProgress', count: 1 },
      { status: 'complete', count: 1 },
    ]);
  });

  it('counts cases by status and district, the share decided within the deadline and the median days (admin: every region)', async () => {
    const all = await overviewAs('admin', null);
    const { a, b, c } = await given();
    expect(all.regionId).toBeNull();
    expect(nonZero(all.casesByStatus)).toEqual([
      { status: 'received', count: 1 },
      { status: 'underReview', count: 1 },
      { status: 'closed', count: 3 },
      { status: 'rejected', count: 1 },
    ]);
    const twoEach = [
      { districtId: a.id, district: a.nameEn, count: 2 },
      { districtId: c.id, district: c.nameEn, count: 2 },
    ].sort((x, y) => x.district.localeCompare(y.district));
    expect(all.casesByDistrict).toEqual([
      ...twoEach,
      { districtId: b.id, district: b.nameEn, count: 1 },
      { districtId: null, district: null, count: 1 },
    ]);
    expect(all.decided).toEqual({ total: 4, withinDeadline: 3 });
    // 3, 5, 30, 31 days
    expect(all.medianDaysToClose).toBe(17.5);
  });

  it('gives an officer their region only; an admin with a region still sees every region', async () => {
    const { a, b, c } = await given();
    const one = await overviewAs('officer', 1);
    expect(one.regionId).toBe(1);
    expect(nonZero(one.registrations)).toEqual([{ date: '2026-04-02', count: 1 }]);
    expect(one.profiles).toEqual([
      { status: 'notStarted', count: 0 },
      { status: 'inProgress', count: 0 },
      { status: 'complete', count: 1 },
    ]);
    expect(one.casesByDistrict.map((d) => [d.districtId, d.count])).toEqual([
      [a.id, 2],
      [b.id, 1],
    ]);
    expect(one.decided).toEqual({ total: 3, withinDeadline: 2 });
    expect(one.medianDaysToClose).toBe(30);

    const two = await overviewAs('officer', 2, 'mr');
    expect(nonZero(two.registrations)).toEqual([{ date: '2026-04-01', count: 1 }]);
    expect(nonZero(two.profiles)).toEqual([{ status: 'inProgress', count: 1 }]);
    expect(two.casesByDistrict).toEqual([{ districtId: c.id, district: c.nameMr, count: 2 }]);
    expect(two.decided).toEqual({ total: 1, withinDeadline: 1 });
    expect(two.medianDaysToClose).toBe(5);

    const everyRegion = await overviewAs('officer', null);
    expect(everyRegion.decided).toEqual({ total: 4, withinDeadline: 3 });
    const admin = await overviewAs('admin', 1);
    expect(admin.regionId).toBeNull();
    expect(admin.decided).toEqual({ total: 4, withinDeadline: 3 });
  });

  it('has no median before any case is decided', async () => {
    const six = await overviewAs('officer', 6);
    expect(six.decided).toEqual({ total: 0, withinDeadline: 0 });
    expect(six.medianDaysToClose).toBeNull();
    expect(six.casesByDistrict).toEqual([]);
  });

  it('is for officials: 401 without a session, 403 for a citizen', async () => {
    expect((await ctx().app.inject({ url: overviewApi.get.path })).statusCode).toBe(401);
    const citizen = await createUser(db());
    const res = await ctx().app.inject({ url: overviewApi.get.path, headers: await signIn(db(), citizen.id) });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a language it does not have: 400 naming lang', async () => {
    const official = await createOfficer(db(), { role: 'admin', regionId: null });
    const res = await ctx().app.inject({
      url: `${overviewApi.get.path}?lang=fr`,
      headers: await signInOfficer(db(), official.id),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['lang']);
  });
});
