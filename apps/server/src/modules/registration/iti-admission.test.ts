import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { itiAdmissions } from '../../db/schema';
import { districtRows } from '../../db/seed/geography';
import { ITI_DEMO_COUNT, ITI_DEMO_FIRST, itiAdmissionRecords, seedItiAdmissions } from '../../db/seed/iti-admissions';
import { useTestApp } from '../../test/app';
import { testIp } from '../../test/factories';

describe('ITI admission lookup', () => {
  const ctx = useTestApp();
  const lookup = async (query: string) => {
    const res = await ctx().app.inject({ url: `/api/IITIAdmission/GetIITIAdmissionData${query}` });
    return { status: res.statusCode, body: res.json() };
  };

  it('anyone gets only a masked preview: no birth date, contacts, family, religion, category or address', async () => {
    const record = itiAdmissionRecords()[0];
    const res = await ctx().app.inject({
      url: `/api/IITIAdmission/GetIITIAdmissionData?ITIRegistrationNo=${ITI_DEMO_FIRST}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Status).toBe('Success');
    expect(Object.keys(body.Data).sort()).toEqual(
      ['CandidateFirstName', 'CandidateLastName', 'MobileEnding', 'RegistrationNumber'].sort(),
    );
    expect(body.Data.RegistrationNumber).toBe(ITI_DEMO_FIRST);
    // a fixed-length mask: the initial only, never the name's length (issue 17 item 18)
    expect(body.Data.CandidateFirstName).toBe(`${record?.CandidateFirstName.slice(0, 1)}•••`);
    expect(body.Data.CandidateLastName).toBe(`${record?.CandidateLastName.slice(0, 1)}•••`);
    expect(body.Data.MobileEnding).toBe(record?.PrimaryMobileNo.slice(-2));
    for (const value of [
      record?.CandidateFirstName,
      record?.CandidateLastName,
      record?.PrimaryMobileNo,
      record?.Email,
    ]) {
      expect(res.body).not.toContain(value);
    }
    expect(res.body).not.toContain(record?.DateOfBirth);
    // names of every length give masks of one length
    const lengths = new Set(
      itiAdmissionRecords()
        .slice(0, 40)
        .map((r) => r.CandidateFirstName.length),
    );
    expect(lengths.size).toBeGreaterThan(1);
    const masks = new Set<number>();
    for (const r of itiAdmissionRecords().slice(0, 40)) {
      const preview = await ctx().app.inject({
        url: `/api/IITIAdmission/GetIITIAdmissionData?ITIRegistrationNo=${r.RegistrationNumber}`,
        remoteAddress: testIp(),
      });
      const data = preview.json().Data;
      masks.add(String(data.CandidateFirstName).length);
      masks.add(String(data.CandidateLastName).length);
    }
    expect([...masks]).toEqual([4]);
  });

  it("'Registration Number Required' when the number is missing or empty", async () => {
    for (const query of ['', '?ITIRegistrationNo=', '?ITIRegistrationNo=%20']) {
      const res = await lookup(query);
      expect(res.status).toBe(400);
      expect(res.body.Message).toBe('Registration Number Required');
    }
  });

  it("'Invalid Registration Number' when it does not start with 2021/2022 or is malformed", async () => {
    for (const number of ['202012345678', 'ABC', '2021', '2021ABCD1234', "2021' OR '1'='1"]) {
      const res = await lookup(`?ITIRegistrationNo=${encodeURIComponent(number)}`);
      expect(res.status).toBe(400);
      expect(res.body.Message).toBe('Invalid Registration Number');
    }
  });

  it("'No Data Found' for a well-formed number that is not there", async () => {
    const res = await lookup('?ITIRegistrationNo=202199999999');
    expect(res.status).toBe(404);
    expect(res.body.Message).toBe('No Data Found');
  });

  it('seeds a few hundred demo records, marked demo, with Maharashtra districts; seeding again adds nothing', async () => {
    const db = ctx().database.db;
    const [before] = await db.select({ n: count() }).from(itiAdmissions).where(eq(itiAdmissions.isDemo, true));
    expect(before?.n).toBe(ITI_DEMO_COUNT);
    await seedItiAdmissions(db);
    const [after] = await db.select({ n: count() }).from(itiAdmissions);
    expect(after?.n).toBe(ITI_DEMO_COUNT);
  });

  it('the generator is deterministic and its numbers start with 2021 or 2022', () => {
    const a = itiAdmissionRecords();
    expect(itiAdmissionRecords()).toEqual(a);
    expect(new Set(a.map((r) => r.RegistrationNumber)).size).toBe(a.length);
    expect(a.every((r) => /^(2021|2022)\d{8}$/.test(r.RegistrationNumber))).toBe(true);
    const districts = new Set(districtRows.map((d) => d.nameEn));
    expect(a.every((r) => districts.has(r.District))).toBe(true);
    expect(a[0]?.RegistrationNumber).toBe(ITI_DEMO_FIRST);
  });
});
