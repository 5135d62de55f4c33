import {
  COURSE_SEARCH_COLUMNS,
  type CourseSearchFilter,
  type CourseSearchQuery,
  type CourseSearchRow,
  FULL_TIME_PART_TIME_TEXT,
  INSTITUTE_SEARCH_COLUMNS,
  type InstituteSearchFilter,
  type InstituteSearchQuery,
  type InstituteSearchRow,
  type Lang,
  messageText,
  SEARCH_COLUMN_TITLES,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { refreshSearchViews } from '../../db/search-views';
import { csvLine, UTF8_BOM } from '../../platform/csv';
import type { Invalidation } from '../../platform/invalidation';
import {
  type CourseRow,
  chunkAfter,
  countOf,
  courseSource,
  type InstituteRow,
  instituteSource,
  pageOf,
  type SortedSource,
} from './repo';

/** Below this offset a page and its Total come in one statement; deeper pages count first. */
const DEEP_OFFSET = 5000;
/** Rows per query of a CSV export: small enough to keep memory flat at any result size. */
const CSV_CHUNK_ROWS = 5000;

/**
 * One page of a sorted result and the number of all matching rows. A page past the middle is read
 * from the other end in reversed order, so the last page of a million rows is as cheap as the first
 * (an OFFSET walks every row it skips).
 */
async function page<T>(db: Db, source: SortedSource, pageNo: number, pageSize: number) {
  const offset = (pageNo - 1) * pageSize;
  if (offset < DEEP_OFFSET) {
    const { rows, total = 0 } = await pageOf<T>(db, source, {
      offset,
      limit: pageSize,
      reversed: false,
      withTotal: true,
    });
    return { rows, total, offset };
  }
  const total = await countOf(db, source);
  if (offset >= total) return { rows: [] as T[], total, offset };
  const limit = Math.min(pageSize, total - offset);
  const rowsAfter = total - offset - limit;
  if (rowsAfter >= offset) {
    const { rows } = await pageOf<T>(db, source, { offset, limit, reversed: false, withTotal: false });
    return { rows, total, offset };
  }
  const { rows } = await pageOf<T>(db, source, { offset: rowsAfter, limit, reversed: true, withTotal: false });
  return { rows: rows.reverse(), total, offset };
}

/** Rows of the whole result, in order, one keyset chunk at a time. */
async function* allRows<T>(db: Db, source: SortedSource, chunkRows: number): AsyncGenerator<T[]> {
  let after: unknown[] | undefined;
  for (;;) {
    const rows = await chunkAfter<T>(db, source, after, chunkRows);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < chunkRows) return;
    const last = rows.at(-1) as Record<string, unknown>;
    after = source.key.map((_, i) => last[`k${i}`]);
  }
}

const instituteRow = (row: InstituteRow, srNo: number): InstituteSearchRow => ({
  SrNo: srNo,
  Region: row.Region,
  District: row.District,
  InstituteCode: row.InstituteCode,
  InstituteName: row.InstituteName,
  CourseCode: row.CourseCode,
  Course: row.Course,
  FullTimePartTime: row.FullTimePartTime,
  Intake: row.Intake,
});

export async function searchInstitutes(db: Db, query: InstituteSearchQuery) {
  const { rows, total, offset } = await page<InstituteRow>(db, instituteSource(query), query.page, query.pageSize);
  return { Data: rows.map((row, i) => instituteRow(row, offset + i + 1)), Total: total };
}

/**
 * The Total that GET /api/Institute/Search answers for `filter` with each CourseID in turn: the same
 * source and count, so another module's figure (the chatbot's) agrees with the search by construction.
 */
export async function instituteTotals(db: Db, filter: InstituteSearchFilter, courseIds: readonly number[]) {
  const totals = new Map<number, number>();
  for (const CourseID of courseIds) totals.set(CourseID, await countOf(db, instituteSource({ ...filter, CourseID })));
  return totals;
}

const courseRow = (row: CourseRow): CourseSearchRow => ({
  Sector: row.Sector,
  Category: row.Category,
  Course: row.Course,
  CourseCode: row.CourseCode,
  Duration: row.Duration,
  ModelCurriculum: row.ModelCurriculum,
  QualificationPack: row.QualificationPack,
  CourseNorms: row.CourseNorms,
});

export async function searchCourses(db: Db, query: CourseSearchQuery) {
  const { rows, total } = await page<CourseRow>(db, courseSource(query), query.page, query.pageSize);
  return { Data: rows.map(courseRow), Total: total };
}

const header = (columns: readonly (keyof typeof SEARCH_COLUMN_TITLES)[], lang: Lang) =>
  UTF8_BOM + csvLine(columns.map((c) => messageText(SEARCH_COLUMN_TITLES[c], lang)));

/** The CSV export of an institute search: every matching row, same order, in chunks of text. */
export async function* instituteCsv(
  db: Db,
  filter: InstituteSearchFilter,
  chunkRows = CSV_CHUNK_ROWS,
): AsyncGenerator<string> {
  const { lang } = filter;
  const fullTimePartTime = {
    F: messageText(FULL_TIME_PART_TIME_TEXT.F, lang),
    P: messageText(FULL_TIME_PART_TIME_TEXT.P, lang),
  };
  yield header(INSTITUTE_SEARCH_COLUMNS, lang);
  let srNo = 0;
  for await (const rows of allRows<InstituteRow>(db, instituteSource(filter), chunkRows)) {
    yield rows
      .map((r) =>
        csvLine([
          ++srNo,
          r.Region,
          r.District,
          r.InstituteCode,
          r.InstituteName,
          r.CourseCode,
          r.Course,
          fullTimePartTime[r.FullTimePartTime] ?? r.FullTimePartTime,
          r.Intake,
        ]),
      )
      .join('');
  }
}

/** The CSV export of a course search. */
export async function* courseCsv(
  db: Db,
  filter: CourseSearchFilter,
  chunkRows = CSV_CHUNK_ROWS,
): AsyncGenerator<string> {
  yield header(COURSE_SEARCH_COLUMNS, filter.lang);
  for await (const rows of allRows<CourseRow>(db, courseSource(filter), chunkRows)) {
    yield rows
      .map((r) =>
        csvLine([
          r.Sector,
          r.Category,
          r.Course,
          r.CourseCode,
          r.Duration,
          r.ModelCurriculum,
          r.QualificationPack,
          r.CourseNorms,
        ]),
      )
      .join('');
  }
}

/** Options of the search selects, with Group linking each child to its parent. */
export { filterLists as searchFilters } from './repo';

/** After the board changes institutes, courses or their offerings: rebuild the views, drop cached lists everywhere. */
export async function searchDataChanged(db: Db, caches: Pick<Invalidation, 'invalidate'>) {
  await refreshSearchViews(db);
  await caches.invalidate('search');
}
