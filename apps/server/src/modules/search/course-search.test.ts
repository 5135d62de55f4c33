import { COURSE_SEARCH_COLUMNS, type CourseSearchRow } from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseTextMr } from '../../db/seed/search/marathi';
import { useTestApp } from '../../test/app';
import { dbRows, dbValue } from '../../test/database';
import { allPages, getJson, parseCsv, type Query, sqlJoin } from './test-helpers';

type Response = { Data: CourseSearchRow[]; Total: number };
const SEARCH = '/api/Course/Search';

/** The course search answered from the base tables. */
const expectedSelect = (lang: 'en' | 'mr' = 'en') => sql`
  select s.${sql.identifier(`name_${lang}`)} as "Sector", cc.${sql.identifier(`name_${lang}`)} as "Category",
    c.name as "Course", c.code as "CourseCode", c.duration_label as "Duration",
    c.model_curriculum as "ModelCurriculum", c.qualification_pack as "QualificationPack",
    c.course_norms as "CourseNorms"
  from courses c
  join sectors s on s.id = c.sector_id
  join course_categories cc on cc.id = c.category_id`;

/** Each column's order ends in the course code; Duration sorts by hours, not by its label. */
const orderOf = (column: string, lang: 'en' | 'mr'): SQL[] => {
  const name = sql.identifier(`name_${lang}`);
  const by: Record<string, SQL[]> = {
    Sector: [sql`s.${name}`, sql`c.code`],
    Category: [sql`cc.${name}`, sql`c.code`],
    Course: [sql`c.name`, sql`c.code`],
    CourseCode: [sql`c.code`],
    Duration: [sql`c.duration_hours`, sql`c.code`],
    ModelCurriculum: [sql`c.model_curriculum`, sql`c.code`],
    QualificationPack: [sql`c.qualification_pack`, sql`c.code`],
    CourseNorms: [sql`c.course_norms`, sql`c.code`],
  };
  return by[column] ?? [sql`c.code`];
};
const byCode = (a: CourseSearchRow, b: CourseSearchRow) => a.CourseCode.localeCompare(b.CourseCode);

describe('Search Course (GET /api/Course/Search)', () => {
  const app = useTestApp();

  it('lists every course; Total counts them all', async () => {
    const ctx = app();
    const { status, body } = await getJson<Response>(ctx, SEARCH);
    expect(status).toBe(200);
    expect(body.Total).toBe(await dbValue(ctx, sql`select count(*)::integer as v from courses`));
    expect(body.Data).toHaveLength(20);
  });

  const filters: [string, Query, SQL[]][] = [
    ['SectorID', { SectorID: 3 }, [sql`c.sector_id = 3`]],
    ['CourseCategoryID', { CourseCategoryID: 4 }, [sql`c.category_id = 4`]],
    ['CourseID', { CourseID: 17 }, [sql`c.id = 17`]],
    ['CourseCode (case-insensitive prefix)', { CourseCode: 'aut-00' }, [sql`c.code like 'AUT-00%'`]],
    [
      'SectorID + CourseCategoryID',
      { SectorID: 9, CourseCategoryID: 2 },
      [sql`c.sector_id = 9`, sql`c.category_id = 2`],
    ],
    [
      'SectorID + CourseCode',
      { SectorID: 3, CourseCode: 'AUT-001' },
      [sql`c.sector_id = 3`, sql`c.code like 'AUT-001%'`],
    ],
  ];
  it.each(filters)('filters by %s', async (_name, query, where) => {
    const ctx = app();
    const { rows, total } = await allPages<CourseSearchRow>(ctx, SEARCH, query);
    const expected = await dbRows<CourseSearchRow>(ctx, sql`${expectedSelect()} ${sqlJoin(where)}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(total).toBe(expected.length);
    expect(rows.sort(byCode)).toEqual(expected.sort(byCode));
  });

  it('combines all four filters', async () => {
    const ctx = app();
    const [course] = await dbRows<{ id: number; sector: number; category: number; code: string }>(
      ctx,
      sql`select id, sector_id as sector, category_id as category, code from courses where code = 'AUT-0002'`,
    );
    if (!course) throw new Error('AUT-0002 missing');
    const query = {
      SectorID: course.sector,
      CourseCategoryID: course.category,
      CourseID: course.id,
      CourseCode: 'aut',
    };
    const { body } = await getJson<Response>(ctx, SEARCH, query);
    expect(body.Total).toBe(1);
    expect(body.Data.map((r) => r.CourseCode)).toEqual(['AUT-0002']);
    const otherCategory = course.category === 1 ? 2 : 1;
    expect((await getJson<Response>(ctx, SEARCH, { ...query, CourseCategoryID: otherCategory })).body.Total).toBe(0);
  });

  it('finds nothing (the page shows "Course is Empty!") for a sector and a course of another sector', async () => {
    const ctx = app();
    const courseOfSector3 = await dbValue<number>(ctx, sql`select min(id) as v from courses where sector_id = 3`);
    const { status, body } = await getJson<Response>(ctx, SEARCH, { SectorID: 4, CourseID: courseOfSector3 });
    expect(status).toBe(200);
    expect(body).toEqual({ Data: [], Total: 0 });
  });

  it('gives an empty page with the Total beyond the last page', async () => {
    const ctx = app();
    const { body } = await getJson<Response>(ctx, SEARCH, { SectorID: 3 });
    const last = Math.ceil(body.Total / 20);
    expect((await getJson<Response>(ctx, SEARCH, { SectorID: 3, page: last })).body.Data.length).toBe(
      body.Total - (last - 1) * 20,
    );
    expect((await getJson<Response>(ctx, SEARCH, { SectorID: 3, page: last + 1 })).body).toEqual({
      Data: [],
      Total: body.Total,
    });
  });

  const cases = COURSE_SEARCH_COLUMNS.flatMap((column) =>
    [false, true].map((descending) => [column, descending] as const),
  );
  it.each(cases)('sorts by %s (descending: %s) with the course code as tie-break', async (column, descending) => {
    const ctx = app();
    const direction = descending ? sql` desc` : sql` asc`;
    const order = sql.join(
      orderOf(column, 'en').map((k) => sql`${k}${direction}`),
      sql`, `,
    );
    for (const page of [1, 30]) {
      const { body } = await getJson<Response>(ctx, SEARCH, { sort: `${descending ? '-' : ''}${column}`, page });
      const expected = await dbRows<CourseSearchRow>(
        ctx,
        sql`${expectedSelect()} order by ${order} limit 20 offset ${(page - 1) * 20}`,
      );
      expect(body.Data).toEqual(expected);
    }
  });

  it('names sectors and categories in Marathi with lang=mr and keeps course names in English', async () => {
    const ctx = app();
    const { body } = await getJson<Response>(ctx, SEARCH, { SectorID: 3, lang: 'mr' });
    expect(body.Data[0]).toMatchObject({ Sector: 'वाहन उद्योग (ऑटोमोटिव्ह)' });
    expect(body.Data[0]?.Category).toMatch(/[\u0900-\u097F]/);
    expect(body.Data[0]?.Course).toMatch(/^[\x20-\x7E–]+$/);
  });

  it('gives durations and course norms in Marathi with lang=mr, in the page and in the CSV', async () => {
    const ctx = app();
    const query = { CourseCategoryID: 1, sort: 'CourseNorms' };
    const en = (await allPages<CourseSearchRow>(ctx, SEARCH, query)).rows;
    const mr = (await allPages<CourseSearchRow>(ctx, SEARCH, { ...query, lang: 'mr' })).rows;
    expect(mr.map((r) => r.CourseCode).sort()).toEqual(en.map((r) => r.CourseCode).sort());
    const english = new Map(en.map((r) => [r.CourseCode, r]));
    for (const row of mr) {
      // No Latin letters or Western digits left: "3 Months" is "३ महिने", "Lab" is "प्रयोगशाळा".
      expect(row.Duration).toMatch(/^[^A-Za-z0-9]+$/);
      expect(row.CourseNorms).toMatch(/^[^A-Za-z0-9]+$/);
      expect(row.Duration).toBe(courseTextMr(english.get(row.CourseCode)?.Duration ?? ''));
      expect(row.CourseNorms).toBe(courseTextMr(english.get(row.CourseCode)?.CourseNorms ?? ''));
    }
    // Sorted by the Marathi norms (then the code) on the Marathi page.
    const sorted = await dbRows<{ code: string }>(
      ctx,
      sql`select code from courses where category_id = 1 order by course_norms_mr, code`,
    );
    expect(mr.map((r) => r.CourseCode)).toEqual(sorted.map((r) => r.code));
    const csv = parseCsv(
      (await ctx.app.inject({ url: `${SEARCH}.csv?CourseCategoryID=1&sort=CourseNorms&lang=mr` })).body.slice(1),
    );
    expect(csv.slice(1).map((cells) => [cells[3], cells[4], cells[7]])).toEqual(
      mr.map((r) => [r.CourseCode, r.Duration, r.CourseNorms]),
    );
    expect(csv[1]?.[4]).toMatch(/^[०-९]+ (तास|महिने|वर्ष|वर्षे)$/);
  });

  const bad: [Query, string][] = [
    [{ SectorID: 'abc' }, 'SectorID'],
    [{ CourseCategoryID: '0' }, 'CourseCategoryID'],
    [{ CourseID: '2.5' }, 'CourseID'],
    [{ CourseCode: '%' }, 'CourseCode'],
    [{ sort: 'Intake' }, 'sort'],
    [{ sort: '--Sector' }, 'sort'],
    [{ page: '0' }, 'page'],
    [{ pageSize: '101' }, 'pageSize'],
  ];
  it.each(bad)('%j → 400 on %s', async (query, field) => {
    const res = await getJson<{ Status: string; errors: { field: string }[] }>(app(), SEARCH, query);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.field)).toEqual([field]);
    if (field !== 'page' && field !== 'pageSize') {
      expect(
        (await app().app.inject({ url: `${SEARCH}.csv?${new URLSearchParams(query as Record<string, string>)}` }))
          .statusCode,
      ).toBe(400);
    }
  });

  describe('CSV export (GET /api/Course/Search.csv)', () => {
    it('holds every matching row in the same order, with a header row, as an attachment with a BOM', async () => {
      const ctx = app();
      const { rows: json, total } = await allPages<CourseSearchRow>(ctx, SEARCH, {
        CourseCategoryID: 2,
        sort: '-Duration',
      });
      const res = await ctx.app.inject({ url: `${SEARCH}.csv?CourseCategoryID=2&sort=-Duration` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="courses.csv"');
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      const rows = parseCsv(res.body.slice(1));
      expect(rows[0]).toEqual([
        'Sector',
        'Category',
        'Course',
        'Course Code',
        'Duration',
        'Model Curriculum',
        'Qualification Pack',
        'Course Norms',
      ]);
      expect(rows.slice(1)).toHaveLength(total);
      expect(rows.slice(1)).toEqual(
        json.map((r) => [
          r.Sector,
          r.Category,
          r.Course,
          r.CourseCode,
          r.Duration,
          r.ModelCurriculum,
          r.QualificationPack,
          r.CourseNorms,
        ]),
      );
    });

    it('exports all courses when not filtered (CSV rows = JSON Total)', async () => {
      const ctx = app();
      const { body } = await getJson<Response>(ctx, SEARCH);
      const res = await ctx.app.inject({ url: `${SEARCH}.csv?lang=mr` });
      const rows = parseCsv(res.body.slice(1));
      expect(rows[0]?.[0]).toBe('क्षेत्र');
      expect(rows.slice(1)).toHaveLength(body.Total);
    });
  });
});
