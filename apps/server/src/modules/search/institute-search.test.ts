import { INSTITUTE_SEARCH_COLUMNS, type InstituteSearchRow } from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { dbRows, dbValue } from '../../test/database';
import { allPages, getJson, parseCsv, type Query, sqlJoin } from './test-helpers';

type Response = { Data: InstituteSearchRow[]; Total: number };
type Row = Omit<InstituteSearchRow, 'SrNo'>;
const SEARCH = '/api/Institute/Search';

/** The search answered from the base tables (not the search views), in English or Marathi. */
const expectedSelect = (lang: 'en' | 'mr' = 'en') => sql`
  select r.${sql.identifier(`name_${lang}`)} as "Region", d.${sql.identifier(`name_${lang}`)} as "District",
    i.code as "InstituteCode", i.name as "InstituteName", c.code as "CourseCode", c.name as "Course",
    i.full_time_part_time as "FullTimePartTime", ic.intake as "Intake"
  from institute_courses ic
  join institutes i on i.id = ic.institute_id
  join courses c on c.id = ic.course_id
  join regions r on r.id = i.region_id
  join districts d on d.id = i.district_id`;

const code = sql`lower(i.code) collate "C"`;
/** The documented order of each sort column, ending in the tie-break institute code, course code. */
const orderOf = (column: string, lang: 'en' | 'mr'): SQL[] => {
  const tieBreak = [code, sql`c.code`];
  const by: Record<string, SQL[]> = {
    SrNo: tieBreak,
    InstituteCode: tieBreak,
    Region: [sql`r.${sql.identifier(`name_${lang}`)}`, ...tieBreak],
    District: [sql`d.${sql.identifier(`name_${lang}`)}`, ...tieBreak],
    InstituteName: [sql`i.name`, ...tieBreak],
    CourseCode: [sql`c.code`, code],
    Course: [sql`c.name`, ...tieBreak],
    FullTimePartTime: [sql`i.full_time_part_time`, ...tieBreak],
    Intake: [sql`ic.intake`, ...tieBreak],
  };
  return by[column] ?? tieBreak;
};

const pairs = (rows: { InstituteCode: string; CourseCode: string }[]) =>
  rows.map((r) => `${r.InstituteCode}|${r.CourseCode}`);
const withoutSrNo = ({ SrNo: _, ...row }: InstituteSearchRow): Row => row;
const byPair = (a: Row, b: Row) => pairs([a])[0]?.localeCompare(pairs([b])[0] ?? '') ?? 0;

describe('Search Institute (GET /api/Institute/Search)', () => {
  const app = useTestApp();
  const ids = {
    district: 490,
    region: 0,
    taluka: 0,
    sector: 3,
    courseType: 2,
    course: 0,
    qualification: 3,
    institute: 0,
  };

  beforeAll(async () => {
    const ctx = app();
    ids.region = await dbValue(ctx, sql`select region_id as v from districts where id = ${ids.district}`);
    ids.taluka = await dbValue(
      ctx,
      sql`select taluka_id as v from institutes where district_id = ${ids.district}
        group by taluka_id order by count(*) desc, taluka_id limit 1`,
    );
    ids.course = await dbValue(
      ctx,
      sql`select course_id as v from institute_courses group by course_id order by count(*) desc, course_id limit 1`,
    );
    ids.institute = await dbValue(ctx, sql`select min(id) as v from institutes where district_id = ${ids.district}`);
  });

  it('lists one row per institute and course offered; Total counts all of them', async () => {
    const ctx = app();
    const { status, body } = await getJson<Response>(ctx, SEARCH);
    expect(status).toBe(200);
    expect(body.Total).toBe(await dbValue(ctx, sql`select count(*)::integer as v from institute_courses`));
    expect(body.Total).toBeGreaterThan(10_000);
    expect(body.Data).toHaveLength(20);
    expect(body.Data.map((r) => r.SrNo)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  // Each filter alone: the answer is exactly the rows of the base tables that satisfy it.
  const filters: [string, () => Query, () => SQL][] = [
    [
      'InstituteCode (case-insensitive prefix)',
      () => ({ InstituteCode: 'pun00' }),
      () => sql`upper(i.code) like 'PUN00%'`,
    ],
    ['InstituteID', () => ({ InstituteID: ids.institute }), () => sql`i.id = ${ids.institute}`],
    ['RegionID', () => ({ RegionID: ids.region }), () => sql`i.region_id = ${ids.region}`],
    ['DistrictID', () => ({ DistrictID: ids.district }), () => sql`i.district_id = ${ids.district}`],
    ['TalukaID', () => ({ TalukaID: ids.taluka }), () => sql`i.taluka_id = ${ids.taluka}`],
    ['SectorID', () => ({ SectorID: ids.sector }), () => sql`c.sector_id = ${ids.sector}`],
    [
      'CourseTypeID (course category)',
      () => ({ CourseTypeID: ids.courseType }),
      () => sql`c.category_id = ${ids.courseType}`,
    ],
    ['CourseID', () => ({ CourseID: ids.course }), () => sql`c.id = ${ids.course}`],
    [
      'EntryQualificationID',
      () => ({ EntryQualificationID: ids.qualification }),
      () => sql`c.entry_qualification_id = ${ids.qualification}`,
    ],
    ['FullTimePartTime F', () => ({ FullTimePartTime: 'F' }), () => sql`i.full_time_part_time = 'F'`],
    ['FullTimePartTime P', () => ({ FullTimePartTime: 'P' }), () => sql`i.full_time_part_time = 'P'`],
  ];
  it.each(filters)('filters by %s alone', async (_name, query, where) => {
    const ctx = app();
    const { rows, total } = await allPages<InstituteSearchRow>(ctx, SEARCH, query());
    const expected = await dbRows<Row>(ctx, sql`${expectedSelect()} ${sqlJoin([where()])}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(total).toBe(expected.length);
    expect(rows.map(withoutSrNo).sort(byPair)).toEqual(expected.sort(byPair));
  });

  // Combinations: the conditions add up (AND).
  const combinations: [string, () => Query, () => SQL[]][] = [
    [
      'DistrictID + SectorID',
      () => ({ DistrictID: ids.district, SectorID: ids.sector }),
      () => [sql`i.district_id = ${ids.district}`, sql`c.sector_id = ${ids.sector}`],
    ],
    [
      'RegionID + FullTimePartTime + CourseTypeID',
      () => ({ RegionID: ids.region, FullTimePartTime: 'F', CourseTypeID: ids.courseType }),
      () => [
        sql`i.region_id = ${ids.region}`,
        sql`i.full_time_part_time = 'F'`,
        sql`c.category_id = ${ids.courseType}`,
      ],
    ],
    [
      'DistrictID + TalukaID + EntryQualificationID',
      () => ({ DistrictID: ids.district, TalukaID: ids.taluka, EntryQualificationID: 2 }),
      () => [sql`i.district_id = ${ids.district}`, sql`i.taluka_id = ${ids.taluka}`, sql`c.entry_qualification_id = 2`],
    ],
    [
      'InstituteCode + SectorID',
      () => ({ InstituteCode: 'PUN', SectorID: ids.sector }),
      () => [sql`upper(i.code) like 'PUN%'`, sql`c.sector_id = ${ids.sector}`],
    ],
  ];
  it.each(combinations)('combines %s', async (_name, query, where) => {
    const ctx = app();
    const { rows, total } = await allPages<InstituteSearchRow>(ctx, SEARCH, query());
    const expected = await dbRows<Row>(ctx, sql`${expectedSelect()} ${sqlJoin(where())}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(total).toBe(expected.length);
    expect(rows.map(withoutSrNo).sort(byPair)).toEqual(expected.sort(byPair));
  });

  it('combines all ten filters (one institute, one of its courses)', async () => {
    const ctx = app();
    const [offer] = await dbRows<{
      code: string;
      institute: number;
      region: number;
      district: number;
      taluka: number;
      sector: number;
      category: number;
      course: number;
      qualification: number;
      ftpt: string;
    }>(
      ctx,
      sql`select i.code, i.id as institute, i.region_id as region, i.district_id as district, i.taluka_id as taluka,
          c.sector_id as sector, c.category_id as category, c.id as course, c.entry_qualification_id as qualification,
          i.full_time_part_time as ftpt
        from institute_courses ic join institutes i on i.id = ic.institute_id join courses c on c.id = ic.course_id
        where i.id = ${ids.institute} order by c.code limit 1`,
    );
    if (!offer) throw new Error('no offering');
    const { body } = await getJson<Response>(ctx, SEARCH, {
      InstituteCode: offer.code.slice(0, 5).toLowerCase(),
      InstituteID: offer.institute,
      RegionID: offer.region,
      DistrictID: offer.district,
      TalukaID: offer.taluka,
      SectorID: offer.sector,
      CourseTypeID: offer.category,
      CourseID: offer.course,
      EntryQualificationID: offer.qualification,
      FullTimePartTime: offer.ftpt,
    });
    expect(body.Total).toBe(1);
    expect(body.Data).toEqual([expect.objectContaining({ SrNo: 1, InstituteCode: offer.code })]);
  });

  it('finds nothing for filters that exclude each other: empty Data, Total 0', async () => {
    const ctx = app();
    const otherRegion = ids.region === 1 ? 2 : 1;
    const { status, body } = await getJson<Response>(ctx, SEARCH, { DistrictID: ids.district, RegionID: otherRegion });
    expect(status).toBe(200);
    expect(body).toEqual({ Data: [], Total: 0 });
    expect((await getJson<Response>(ctx, SEARCH, { InstituteCode: 'zz9' })).body).toEqual({ Data: [], Total: 0 });
  });

  it('refuses LIKE wildcards in the institute code instead of matching everything', async () => {
    for (const InstituteCode of ['%', 'PUN_', '_']) {
      expect((await getJson<Response>(app(), SEARCH, { InstituteCode })).status).toBe(400);
    }
  });

  describe('paging', () => {
    it('gives an empty page with the Total beyond the last page', async () => {
      const ctx = app();
      const { body: first } = await getJson<Response>(ctx, SEARCH, { DistrictID: ids.district });
      const lastPage = Math.ceil(first.Total / 20);
      const last = (await getJson<Response>(ctx, SEARCH, { DistrictID: ids.district, page: lastPage })).body;
      expect(last.Total).toBe(first.Total);
      expect(last.Data).toHaveLength(first.Total - (lastPage - 1) * 20);
      expect(last.Data.at(-1)?.SrNo).toBe(first.Total);
      const beyond = (await getJson<Response>(ctx, SEARCH, { DistrictID: ids.district, page: lastPage + 1 })).body;
      expect(beyond).toEqual({ Data: [], Total: first.Total });
      const far = (await getJson<Response>(ctx, SEARCH, { page: 1_000_000, pageSize: 100 })).body;
      expect(far.Data).toEqual([]);
      expect(far.Total).toBeGreaterThan(10_000);
    });

    it('covers every row exactly once across pages, SrNo running on', async () => {
      const ctx = app();
      const { rows, total } = await allPages<InstituteSearchRow>(ctx, SEARCH, { DistrictID: ids.district });
      expect(rows).toHaveLength(total);
      expect(new Set(pairs(rows)).size).toBe(total);
      expect(rows.map((r) => r.SrNo)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    });

    it('accepts pageSize 1 and 100 and defaults to 20', async () => {
      const ctx = app();
      expect((await getJson<Response>(ctx, SEARCH, { pageSize: 1 })).body.Data).toHaveLength(1);
      expect((await getJson<Response>(ctx, SEARCH, { pageSize: 100 })).body.Data).toHaveLength(100);
      expect((await getJson<Response>(ctx, SEARCH)).body.Data).toHaveLength(20);
    });
  });

  describe('sorting', () => {
    const expectedPage = async (column: string, descending: boolean, offset: number, lang: 'en' | 'mr' = 'en') => {
      const direction = descending ? sql` desc` : sql` asc`;
      const order = sql.join(
        orderOf(column, lang).map((k) => sql`${k}${direction}`),
        sql`, `,
      );
      return dbRows<Row>(app(), sql`${expectedSelect(lang)} order by ${order} limit 20 offset ${offset}`);
    };

    // Page 1 and a deep page (read from the far end of the result) of every column, both ways.
    const cases = INSTITUTE_SEARCH_COLUMNS.flatMap((column) =>
      [false, true].flatMap((descending) => [1, 400].map((page) => [column, descending, page] as const)),
    );
    it.each(cases)(
      'sorts by %s (descending: %s), page %i, with the stable tie-break',
      async (column, descending, page) => {
        const ctx = app();
        const sort = `${descending ? '-' : ''}${column}`;
        const { status, body } = await getJson<Response>(ctx, SEARCH, { sort, page });
        expect(status).toBe(200);
        const offset = (page - 1) * 20;
        expect(body.Data.map(withoutSrNo)).toEqual(await expectedPage(column, descending, offset));
        expect(body.Data.map((r) => r.SrNo)).toEqual(Array.from({ length: 20 }, (_, i) => offset + i + 1));
      },
    );

    it('sorts Region and District by their Marathi names with lang=mr', async () => {
      const ctx = app();
      for (const column of ['Region', 'District']) {
        const { body } = await getJson<Response>(ctx, SEARCH, { sort: `-${column}`, lang: 'mr' });
        expect(body.Data.map(withoutSrNo)).toEqual(await expectedPage(column, true, 0, 'mr'));
      }
    });

    it('puts the last row of the ascending order first when descending', async () => {
      const ctx = app();
      const { body: asc } = await getJson<Response>(ctx, SEARCH, { sort: 'Intake' });
      const lastPage = Math.ceil(asc.Total / 20);
      const { body: ascLast } = await getJson<Response>(ctx, SEARCH, { sort: 'Intake', page: lastPage });
      const { body: desc } = await getJson<Response>(ctx, SEARCH, { sort: '-Intake' });
      expect(withoutSrNo(desc.Data[0] as InstituteSearchRow)).toEqual(
        withoutSrNo(ascLast.Data.at(-1) as InstituteSearchRow),
      );
    });
  });

  it('names regions and districts in Marathi with lang=mr and keeps course names in English', async () => {
    const ctx = app();
    const { body } = await getJson<Response>(ctx, SEARCH, { DistrictID: ids.district, lang: 'mr' });
    expect(body.Data[0]).toMatchObject({ Region: 'पुणे', District: 'पुणे' });
    const english = await getJson<Response>(ctx, SEARCH, { DistrictID: ids.district });
    expect(body.Data.map((r) => r.Course)).toEqual(english.body.Data.map((r) => r.Course));
    expect(body.Data[0]?.Course).toMatch(/^[\x20-\x7E–]+$/);
  });

  describe('bad parameters → 400 naming the field', () => {
    const bad: [Query, string][] = [
      [{ sort: 'Salary' }, 'sort'],
      [{ sort: '-' }, 'sort'],
      [{ sort: 'intake' }, 'sort'],
      [{ DistrictID: 'abc' }, 'DistrictID'],
      [{ DistrictID: '1.5' }, 'DistrictID'],
      [{ DistrictID: '0' }, 'DistrictID'],
      [{ DistrictID: '99999999999' }, 'DistrictID'],
      [{ RegionID: '-1' }, 'RegionID'],
      [{ TalukaID: 'x' }, 'TalukaID'],
      [{ InstituteID: 'x' }, 'InstituteID'],
      [{ SectorID: 'x' }, 'SectorID'],
      [{ CourseTypeID: 'x' }, 'CourseTypeID'],
      [{ CourseID: 'x' }, 'CourseID'],
      [{ EntryQualificationID: 'x' }, 'EntryQualificationID'],
      [{ FullTimePartTime: 'X' }, 'FullTimePartTime'],
      [{ FullTimePartTime: 'f' }, 'FullTimePartTime'],
      [{ FullTimePartTime: 'FP' }, 'FullTimePartTime'],
      [{ InstituteCode: "PUN' OR 1=1" }, 'InstituteCode'],
      [{ InstituteCode: 'A'.repeat(21) }, 'InstituteCode'],
      [{ page: '0' }, 'page'],
      [{ page: 'abc' }, 'page'],
      [{ pageSize: '101' }, 'pageSize'],
      [{ pageSize: '0' }, 'pageSize'],
      [{ lang: 'hi' }, 'lang'],
    ];
    it.each(bad)('%j → 400 on %s', async (query, field) => {
      const ctx = app();
      for (const path of [SEARCH, `${SEARCH}.csv`]) {
        if (path.endsWith('.csv') && (field === 'page' || field === 'pageSize')) continue;
        const res = await getJson<{ Status: string; errors: { field: string; message: string }[] }>(ctx, path, query);
        expect(res.status).toBe(400);
        expect(res.body.Status).toBe('Error');
        expect(res.body.errors.map((e) => e.field)).toEqual([field]);
        expect(res.body.errors[0]?.message).not.toBe('');
      }
    });

    it('answers in Marathi when asked', async () => {
      const res = await app().app.inject({ url: `${SEARCH}?FullTimePartTime=X`, headers: { 'accept-language': 'mr' } });
      expect(res.json().Message).toMatch(/[\u0900-\u097F]/);
    });
  });

  describe('CSV export (GET /api/Institute/Search.csv)', () => {
    const csv = async (query: Query = {}) => {
      const res = await app().app.inject({
        url: `${SEARCH}.csv?${new URLSearchParams(query as Record<string, string>)}`,
      });
      return { res, text: res.body, rows: parseCsv(res.body.replace(/^\uFEFF/, '')) };
    };

    it('is an attachment, UTF-8 with a BOM, with the column titles as its header row', async () => {
      const { res, text, rows } = await csv({ DistrictID: String(ids.district) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="institutes.csv"');
      expect(text.startsWith('\uFEFF')).toBe(true);
      expect(rows[0]).toEqual([
        'Sr. No.',
        'Region',
        'District',
        'Institute Code',
        'Institute Name',
        'Course Code',
        'Course',
        'Full Time/Part Time',
        'Intake',
      ]);
      expect(text.endsWith('\r\n')).toBe(true);
    });

    it('holds every matching row (CSV rows = JSON Total) in the same order, across chunks', async () => {
      const ctx = app();
      const { body } = await getJson<Response>(ctx, SEARCH);
      const { rows } = await csv();
      const data = rows.slice(1);
      expect(body.Total).toBeGreaterThan(5000); // more than one chunk of the export
      expect(data).toHaveLength(body.Total);
      expect(data.map((r) => r[0])).toEqual(Array.from({ length: body.Total }, (_, i) => String(i + 1)));
      expect(new Set(data.map((r) => `${r[3]}|${r[5]}`)).size).toBe(body.Total);
      expect(data.slice(0, 20).map((r) => r[3])).toEqual(body.Data.map((r) => r.InstituteCode));
    });

    it('matches the JSON rows cell by cell for the same filters and sort', async () => {
      const ctx = app();
      const query = { DistrictID: ids.district, sort: '-Intake' };
      const { rows: json, total } = await allPages<InstituteSearchRow>(ctx, SEARCH, query);
      const { rows } = await csv({ DistrictID: String(ids.district), sort: '-Intake' });
      const data = rows.slice(1);
      expect(data).toHaveLength(total);
      const text = { F: 'Full Time', P: 'Part Time' };
      expect(data).toEqual(
        json.map((r) => [
          String(r.SrNo),
          r.Region,
          r.District,
          r.InstituteCode,
          r.InstituteName,
          r.CourseCode,
          r.Course,
          text[r.FullTimePartTime],
          String(r.Intake),
        ]),
      );
      // Institute names hold commas: the cells are quoted, not split.
      expect(json.some((r) => r.InstituteName.includes(','))).toBe(true);
    });

    it('writes the header and the place names in Marathi with lang=mr', async () => {
      const { rows } = await csv({ DistrictID: String(ids.district), lang: 'mr' });
      expect(rows[0]?.[0]).toBe('अ. क्र.');
      expect(rows[0]?.[4]).toBe('संस्थेचे नाव');
      expect(rows[1]?.slice(1, 3)).toEqual(['पुणे', 'पुणे']);
      expect(['पूर्णवेळ', 'अर्धवेळ']).toContain(rows[1]?.[7]);
    });

    it('gives only the header row when nothing matches', async () => {
      const { rows } = await csv({ InstituteCode: 'zz9' });
      expect(rows).toHaveLength(1);
    });
  });
});
