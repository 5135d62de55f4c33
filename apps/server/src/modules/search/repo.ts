import { type CourseSearchFilter, type InstituteSearchFilter, type Lang, MAHARASHTRA_STATE_ID } from '@portal/shared';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  courseCategories,
  courses as courseTable,
  districts,
  entryQualifications,
  institutes as instituteTable,
  regions,
  sectors,
  talukas,
} from '../../db/schema';

/**
 * Queries of the public search. Institute search reads the `institute_search` view (one indexed row
 * per institute × course, see db/schema/search.ts); course search reads `courses`. Every value
 * reaches SQL as a parameter; identifiers come only from the fixed maps below.
 */

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A result read in one order: rows, their count, and the sort key for paging and keyset chunks. */
export type SortedSource = {
  /** `select` list of the output row; the sort key columns are added as k0, k1, … */
  select: SQL;
  /** `from` clause with its joins. */
  from: SQL;
  where: SQL | undefined;
  /** A scalar query giving the number of matching rows. */
  count: SQL;
  /** The key in ascending order, unique per row (ends in a tie-break). */
  key: SQL[];
  descending: boolean;
};

const whereOf = (conditions: SQL[]) => (conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined);
const orderOf = (source: SortedSource, reversed: boolean) => {
  const direction = source.descending !== reversed ? sql` desc` : sql` asc`;
  return sql.join(
    source.key.map((k) => sql`${k}${direction}`),
    sql`, `,
  );
};
const keyColumns = (source: SortedSource) =>
  sql.join(
    source.key.map((k, i) => sql`${k} as ${sql.identifier(`k${i}`)}`),
    sql`, `,
  );

/** LIKE pattern for a case-insensitive prefix: the typed text matches literally. */
export const prefixPattern = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function countOf(db: Db, source: SortedSource): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select (${source.count}) as n`);
  return row?.n ?? 0;
}

/**
 * Rows `offset`..`offset + limit` of the order (or of the reversed order), with the total when
 * asked: one statement, so a page and its Total cost one round trip.
 */
export async function pageOf<T>(
  db: Db,
  source: SortedSource,
  window: { offset: number; limit: number; reversed: boolean; withTotal: boolean },
): Promise<{ rows: T[]; total?: number }> {
  const where = source.where ? sql`where ${source.where}` : sql``;
  const page = sql`select ${source.select} from ${source.from} ${where}
    order by ${orderOf(source, window.reversed)} limit ${window.limit} offset ${window.offset}`;
  if (!window.withTotal) return { rows: await rowsOf<T>(db, page) };
  // The LEFT JOIN keeps one row (with the total) when the page is empty.
  const rows = await rowsOf<T & { _total: number; _page: number | null }>(
    db,
    sql`select t._total, p.* from (select (${source.count}) as _total) t
      left join lateral (select 1 as _page, q.* from (${page}) q) p on true`,
  );
  const total = rows[0]?._total ?? 0;
  return { rows: rows.filter((r) => r._page !== null), total };
}

/** The next `limit` rows after `after` (a key from a previous chunk's k0, k1, …) in order. */
export async function chunkAfter<T>(
  db: Db,
  source: SortedSource,
  after: unknown[] | undefined,
  limit: number,
): Promise<(T & Record<`k${number}`, unknown>)[]> {
  const conditions = source.where ? [source.where] : [];
  if (after) {
    // Row comparison walks a composite index from the last key on, whatever the page depth.
    const op = source.descending ? sql`<` : sql`>`;
    const values = sql.join(
      after.map((v) => sql`${v}`),
      sql`, `,
    );
    conditions.push(sql`(${sql.join(source.key, sql`, `)}) ${op} (${values})`);
  }
  const where = whereOf(conditions);
  return rowsOf(
    db,
    sql`select ${source.select}, ${keyColumns(source)} from ${source.from} ${where ? sql`where ${where}` : sql``}
      order by ${orderOf(source, false)} limit ${limit}`,
  );
}

// ---- Institute search --------------------------------------------------------------------------

const col = (name: string) => sql`${sql.identifier(name)}`;

/**
 * Sort column -> key in the view, each ending in the unique tie-break (institute code, course code).
 * The code sorts by institute_code_key (lower case, byte order): the index that serves the prefix.
 */
function instituteKey(column: string, lang: Lang): SQL[] {
  const tieBreak = [col('institute_code_key'), col('course_code')];
  switch (column) {
    case 'Region':
      return [col(`region_${lang}`), ...tieBreak];
    case 'District':
      return [col(`district_${lang}`), ...tieBreak];
    case 'InstituteName':
      return [col('institute_name'), ...tieBreak];
    case 'CourseCode':
      return [col('course_code'), col('institute_code_key')];
    case 'Course':
      return [col('course_name'), ...tieBreak];
    case 'FullTimePartTime':
      return [col('full_time_part_time'), ...tieBreak];
    case 'Intake':
      return [col('intake'), ...tieBreak];
    default: // SrNo, InstituteCode
      return tieBreak;
  }
}

/**
 * Conditions of an institute search, and whether the counts view can count it: it holds counts by
 * region, district, F/P, sector, course type and entry qualification only.
 */
function instituteConditions(filter: InstituteSearchFilter): { conditions: SQL[]; isCounted: boolean } {
  const conditions: SQL[] = [];
  const equal = (column: string, value: number | string | undefined) => {
    if (value !== undefined) conditions.push(sql`${col(column)} = ${value}`);
  };
  equal('region_id', filter.RegionID);
  equal('district_id', filter.DistrictID);
  equal('full_time_part_time', filter.FullTimePartTime);
  equal('sector_id', filter.SectorID);
  equal('category_id', filter.CourseTypeID);
  equal('entry_qualification_id', filter.EntryQualificationID);
  const counted = conditions.length;
  equal('taluka_id', filter.TalukaID);
  equal('institute_id', filter.InstituteID);
  equal('course_id', filter.CourseID);
  if (filter.InstituteCode !== undefined) {
    conditions.push(sql`${col('institute_code_key')} like ${prefixPattern(filter.InstituteCode)}`);
  }
  return { conditions, isCounted: conditions.length === counted };
}

export type InstituteRow = {
  Region: string;
  District: string;
  InstituteCode: string;
  InstituteName: string;
  CourseCode: string;
  Course: string;
  FullTimePartTime: 'F' | 'P';
  Intake: number;
};

export function instituteSource(filter: InstituteSearchFilter): SortedSource {
  const lang = filter.lang;
  const sort = filter.sort ?? 'SrNo';
  const descending = sort.startsWith('-');
  const { conditions, isCounted } = instituteConditions(filter);
  const where = whereOf(conditions);
  const whereClause = where ? sql`where ${where}` : sql``;
  return {
    select: sql`${col(`region_${lang}`)} as "Region", ${col(`district_${lang}`)} as "District",
      institute_code as "InstituteCode", institute_name as "InstituteName", course_code as "CourseCode",
      course_name as "Course", full_time_part_time as "FullTimePartTime", intake as "Intake"`,
    from: sql`institute_search`,
    where,
    count: isCounted
      ? sql`select coalesce(sum(row_count), 0)::integer from institute_search_counts ${whereClause}`
      : sql`select count(*)::integer from institute_search ${whereClause}`,
    key: instituteKey(descending ? sort.slice(1) : sort, lang),
    descending,
  };
}

// ---- Course search ----------------------------------------------------------------------------

export type CourseRow = {
  Sector: string;
  Category: string;
  Course: string;
  CourseCode: string;
  Duration: string;
  ModelCurriculum: string;
  QualificationPack: string;
  CourseNorms: string;
};

function courseKey(column: string, lang: Lang): SQL[] {
  const code = sql`c.code`;
  switch (column) {
    // coalesce: a NULL in the key would drop the row from keyset chunks.
    case 'Sector':
      return [sql`coalesce(s.${col(`name_${lang}`)}, '')`, code];
    case 'Category':
      return [sql`coalesce(cc.${col(`name_${lang}`)}, '')`, code];
    case 'Course':
      return [sql`c.name`, code];
    case 'Duration':
      return [sql`c.duration_hours`, code];
    case 'ModelCurriculum':
      return [sql`c.model_curriculum`, code];
    case 'QualificationPack':
      return [sql`c.qualification_pack`, code];
    case 'CourseNorms':
      return [sql`c.${col(lang === 'mr' ? 'course_norms_mr' : 'course_norms')}`, code];
    default: // CourseCode
      return [code];
  }
}

export function courseSource(filter: CourseSearchFilter): SortedSource {
  const lang = filter.lang;
  const sort = filter.sort ?? 'CourseCode';
  const descending = sort.startsWith('-');
  const conditions: SQL[] = [];
  if (filter.SectorID !== undefined) conditions.push(sql`c.sector_id = ${filter.SectorID}`);
  if (filter.CourseCategoryID !== undefined) conditions.push(sql`c.category_id = ${filter.CourseCategoryID}`);
  if (filter.CourseID !== undefined) conditions.push(sql`c.id = ${filter.CourseID}`);
  if (filter.CourseCode !== undefined) conditions.push(sql`lower(c.code) like ${prefixPattern(filter.CourseCode)}`);
  const where = whereOf(conditions);
  return {
    select: sql`coalesce(s.${col(`name_${lang}`)}, '') as "Sector", coalesce(cc.${col(`name_${lang}`)}, '') as "Category",
      c.name as "Course", c.code as "CourseCode", c.${col(lang === 'mr' ? 'duration_label_mr' : 'duration_label')} as "Duration",
      c.model_curriculum as "ModelCurriculum", c.qualification_pack as "QualificationPack",
      c.${col(lang === 'mr' ? 'course_norms_mr' : 'course_norms')} as "CourseNorms"`,
    from: sql`courses c left join sectors s on s.id = c.sector_id
      left join course_categories cc on cc.id = c.category_id`,
    where,
    count: sql`select count(*)::integer from courses c ${where ? sql`where ${where}` : sql``}`,
    key: courseKey(descending ? sort.slice(1) : sort, lang),
    descending,
  };
}

// ---- Filter lists -------------------------------------------------------------------------------

const nameIn = (lang: Lang, row: { nameEn: string; nameMr: string }) => (lang === 'mr' ? row.nameMr : row.nameEn);

export async function filterLists(db: Db, lang: Lang) {
  const [instituteRows, regionRows, districtRows, talukaRows, sectorRows, categoryRows, courseRows, qualificationRows] =
    await Promise.all([
      db
        .select({ id: instituteTable.id, name: instituteTable.name, districtId: instituteTable.districtId })
        .from(instituteTable)
        .orderBy(asc(instituteTable.name), asc(instituteTable.id)),
      db.select().from(regions).orderBy(asc(regions.id)),
      db.select().from(districts).where(eq(districts.stateId, MAHARASHTRA_STATE_ID)).orderBy(asc(districts.nameEn)),
      db
        .select({ id: talukas.id, districtId: talukas.districtId, nameEn: talukas.nameEn, nameMr: talukas.nameMr })
        .from(talukas)
        .innerJoin(districts, eq(districts.id, talukas.districtId))
        .where(eq(districts.stateId, MAHARASHTRA_STATE_ID))
        .orderBy(asc(talukas.nameEn), asc(talukas.id)),
      db.select().from(sectors).orderBy(asc(sectors.nameEn)),
      db.select().from(courseCategories).orderBy(asc(courseCategories.id)),
      db
        .select({ id: courseTable.id, name: courseTable.name, sectorId: courseTable.sectorId })
        .from(courseTable)
        .orderBy(asc(courseTable.name), asc(courseTable.id)),
      db.select().from(entryQualifications).orderBy(asc(entryQualifications.id)),
    ]);
  const byText = <T extends { Text: string }>(list: T[]) =>
    lang === 'en' ? list : list.sort((a, b) => a.Text.localeCompare(b.Text, 'mr'));
  return {
    institutes: instituteRows.map((r) => ({ Value: r.id, Text: r.name, Group: r.districtId })),
    regions: regionRows.map((r) => ({ Value: r.id, Text: nameIn(lang, r) })),
    districts: byText(districtRows.map((r) => ({ Value: r.id, Text: nameIn(lang, r), Group: r.regionId }))),
    talukas: byText(talukaRows.map((r) => ({ Value: r.id, Text: nameIn(lang, r), Group: r.districtId }))),
    sectors: byText(sectorRows.map((r) => ({ Value: r.id, Text: nameIn(lang, r) }))),
    courseTypes: categoryRows.map((r) => ({ Value: r.id, Text: nameIn(lang, r) })),
    courses: courseRows.map((r) => ({ Value: r.id, Text: r.name, Group: r.sectorId })),
    entryQualifications: qualificationRows.map((r) => ({ Value: r.id, Text: nameIn(lang, r) })),
  };
}
