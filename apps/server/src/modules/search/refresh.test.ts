import type { InstituteSearchRow } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { courseCsv, instituteCsv, searchDataChanged } from './service';
import { allPages, getJson, parseCsv } from './test-helpers';

type Response = { Data: InstituteSearchRow[]; Total: number };

const csvText = async (chunks: AsyncIterable<string>) => {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
};

describe('search after board edits and in small export chunks', () => {
  const app = useTestApp();

  it('reads many small keyset chunks in exactly the order of the pages, for any sort', async () => {
    const ctx = app();
    const filter = { DistrictID: 490, lang: 'en' as const };
    for (const sort of [
      '-InstituteName',
      'Region',
      '-District',
      'CourseCode',
      '-Intake',
      'FullTimePartTime',
    ] as const) {
      const { rows: json } = await allPages<InstituteSearchRow>(ctx, '/api/Institute/Search', { ...filter, sort });
      const csv = parseCsv((await csvText(instituteCsv(ctx.database.db, { ...filter, sort }, 7))).slice(1)).slice(1);
      expect(csv.map((r) => `${r[3]}|${r[5]}`)).toEqual(json.map((r) => `${r.InstituteCode}|${r.CourseCode}`));
    }
    for (const sort of ['-Sector', 'Category', '-Duration', 'CourseNorms'] as const) {
      const { rows: json } = await allPages<{ CourseCode: string }>(ctx, '/api/Course/Search', { SectorID: 3, sort });
      const csv = parseCsv((await csvText(courseCsv(ctx.database.db, { SectorID: 3, lang: 'en', sort }, 5))).slice(1));
      expect(csv.slice(1).map((r) => r[3])).toEqual(json.map((r) => r.CourseCode));
    }
  });

  it('finds a new institute after searchDataChanged, and its CSV cells cannot run as formulas', async () => {
    const ctx = app();
    const db = ctx.database.db;
    await db.execute(sql`insert into institutes (id, code, name, address, region_id, district_id, taluka_id, type_id, full_time_part_time)
      values (999001, 'ZZT00001', '=HYPERLINK("http://evil.example")', 'Somewhere', 2, 490, 4180, 3, 'P')`);
    await db.execute(
      sql`insert into institute_courses (institute_id, course_id, intake) values (999001, 1, 24), (999001, 2, 30)`,
    );
    expect((await getJson<Response>(ctx, '/api/Institute/Search', { InstituteCode: 'zzt' })).body.Total).toBe(0);

    await searchDataChanged(db, ctx.app.caches);
    const { body } = await getJson<Response>(ctx, '/api/Institute/Search', { InstituteCode: 'zzt' });
    expect(body.Total).toBe(2);
    expect(body.Data.map((r) => r.Intake).sort()).toEqual([24, 30]);
    expect(body.Data[0]).toMatchObject({ InstituteName: '=HYPERLINK("http://evil.example")', FullTimePartTime: 'P' });
    const { body: all } = await getJson<Response>(ctx, '/api/Institute/Search', {
      FullTimePartTime: 'P',
      DistrictID: 490,
    });
    expect(all.Total).toBeGreaterThan(2);

    const res = await ctx.app.inject({ url: '/api/Institute/Search.csv?InstituteCode=ZZT' });
    const rows = parseCsv(res.body.slice(1));
    expect(rows[1]?.[4]).toBe(`'=HYPERLINK("http://evil.example")`);
  });
});
