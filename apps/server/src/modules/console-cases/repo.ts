import type { CaseInboxSort } from '@portal/shared';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  caseDocuments,
  caseEvents,
  cases,
  districts,
  institutesUnderInquiry,
  officers,
  regions,
} from '../../db/schema';
import type { Tx } from '../cases/transitions';

/** The inbox's filters, already checked; `regionScope` is the officer's region (null: every region). */
export type InboxFilter = {
  regionScope: number | null;
  kind?: string | undefined;
  status?: string | undefined;
  regionId?: number | undefined;
  districtId?: number | undefined;
  institute?: string | undefined;
  /** Cases open with their due day before `today`: `overdueBefore` is 00:00 of today in India. */
  overdue?: boolean | undefined;
  overdueBefore: Date;
  openStatuses: readonly string[];
  flag?: 'escalated' | 'appealed' | undefined;
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(f: InboxFilter): SQL | undefined {
  const overdue = and(lt(cases.dueAt, f.overdueBefore), inArray(cases.status, [...f.openStatuses]));
  return and(
    f.regionScope === null ? undefined : eq(cases.regionId, f.regionScope),
    f.kind ? eq(cases.kind, f.kind) : undefined,
    f.status ? eq(cases.status, f.status) : undefined,
    f.regionId ? eq(cases.regionId, f.regionId) : undefined,
    f.districtId ? eq(cases.districtId, f.districtId) : undefined,
    f.institute ? ilike(cases.institute, likePattern(f.institute)) : undefined,
    f.overdue === true ? overdue : f.overdue === false ? sql`not (${overdue})` : undefined,
    f.flag === 'escalated' ? isNotNull(cases.escalatedAt) : undefined,
    f.flag === 'appealed' ? isNotNull(cases.appealedAt) : undefined,
  );
}

/** Each sort's key: a time and the id after it, or the (unique) number; and its direction. */
const SORT_KEYS: Record<CaseInboxSort, { time: PgColumn | null; descending: boolean }> = {
  dueDate: { time: cases.dueAt, descending: false },
  '-dueDate': { time: cases.dueAt, descending: true },
  filed: { time: cases.createdAt, descending: false },
  '-filed': { time: cases.createdAt, descending: true },
  number: { time: null, descending: false },
  '-number': { time: null, descending: true },
};

function orderOf(sort: CaseInboxSort): SQL[] {
  const { time, descending } = SORT_KEYS[sort];
  const by = descending ? desc : asc;
  return time ? [by(time), by(cases.id)] : [by(cases.number)];
}

/** Where a keyset batch starts: the last row of the batch before, its time as text (microseconds kept). */
type Cursor = { keyTime: string | null; id: number; number: string };

/** The rows after `cursor` in the sort's order. */
function after(sort: CaseInboxSort, cursor: Cursor): SQL {
  const { time, descending } = SORT_KEYS[sort];
  const op = sql.raw(descending ? '<' : '>');
  return time
    ? sql`(${time}, ${cases.id}) ${op} (${cursor.keyTime}::timestamptz, ${cursor.id})`
    : sql`${cases.number} ${op} ${cursor.number}`;
}

const assignee = alias(officers, 'assignee');
const rowColumns = {
  id: cases.id,
  number: cases.number,
  kind: cases.kind,
  status: cases.status,
  dueAt: cases.dueAt,
  createdAt: cases.createdAt,
  districtId: cases.districtId,
  districtEn: districts.nameEn,
  districtMr: districts.nameMr,
  institute: cases.institute,
  assignedTo: assignee.name,
  escalatedAt: cases.escalatedAt,
  appealedAt: cases.appealedAt,
};

/** One page of the inbox and the number of all matching cases. */
export async function inboxPage(db: Db, filter: InboxFilter, sort: CaseInboxSort, offset: number, limit: number) {
  const [rows, [count]] = await Promise.all([
    inboxRows(db, filter, sort, offset, limit),
    db.select({ total: sql<number>`count(*)::int` }).from(cases).where(where(filter)),
  ]);
  return { rows, total: count?.total ?? 0 };
}
export type InboxRow = Awaited<ReturnType<typeof inboxRows>>[number];

/**
 * Every matching case, in batches of `batch` for the CSV (never the whole table in memory), each batch
 * starting after the last row of the one before (keyset: an offset read again every row it skipped).
 */
export async function* inboxAll(db: Db, filter: InboxFilter, sort: CaseInboxSort, batch = 1000) {
  const time = SORT_KEYS[sort].time;
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await db
      .select({ ...rowColumns, keyTime: time ? sql<string>`${time}::text` : sql<null>`null` })
      .from(cases)
      .leftJoin(districts, eq(districts.id, cases.districtId))
      .leftJoin(assignee, eq(assignee.id, cases.assignedTo))
      .where(and(where(filter), cursor && after(sort, cursor)))
      .orderBy(...orderOf(sort))
      .limit(batch);
    yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    cursor = last;
  }
}

function inboxRows(db: Db, filter: InboxFilter, sort: CaseInboxSort, offset: number, limit: number) {
  return db
    .select(rowColumns)
    .from(cases)
    .leftJoin(districts, eq(districts.id, cases.districtId))
    .leftJoin(assignee, eq(assignee.id, cases.assignedTo))
    .where(where(filter))
    .orderBy(...orderOf(sort))
    .offset(offset)
    .limit(limit);
}

/** The case with every field, if it is in the scope (null: every region). */
export async function caseInScope(db: Db | Tx, number: string, regionScope: number | null, lock = false) {
  const query = db
    .select({
      ...rowColumns,
      mobile: cases.mobile,
      lang: cases.lang,
      data: cases.data,
      regionId: cases.regionId,
      regionEn: regions.nameEn,
      regionMr: regions.nameMr,
      closedAt: cases.closedAt,
      appealReason: cases.appealReason,
      rating: cases.rating,
    })
    .from(cases)
    .leftJoin(districts, eq(districts.id, cases.districtId))
    .leftJoin(regions, eq(regions.id, cases.regionId))
    .leftJoin(assignee, eq(assignee.id, cases.assignedTo))
    .where(and(eq(cases.number, number), regionScope === null ? undefined : eq(cases.regionId, regionScope)));
  const [row] = lock ? await query.for('update', { of: cases }) : await query;
  return row;
}

export function documentsOf(db: Db, caseId: number) {
  return db
    .select({ id: caseDocuments.id, name: caseDocuments.name, mime: caseDocuments.mime, size: caseDocuments.size })
    .from(caseDocuments)
    .where(eq(caseDocuments.caseId, caseId))
    .orderBy(asc(caseDocuments.id))
    .limit(10);
}

export async function documentOf(db: Db, caseId: number, documentId: number) {
  const [row] = await db
    .select({ storageKey: caseDocuments.storageKey, mime: caseDocuments.mime, name: caseDocuments.name })
    .from(caseDocuments)
    .where(and(eq(caseDocuments.caseId, caseId), eq(caseDocuments.id, documentId)));
  return row;
}

export function timelineOf(db: Db, caseId: number) {
  return db
    .select({
      at: caseEvents.at,
      action: caseEvents.action,
      remarks: caseEvents.remarks,
      officer: officers.name,
    })
    .from(caseEvents)
    .leftJoin(officers, eq(officers.id, caseEvents.actorId))
    .where(eq(caseEvents.caseId, caseId))
    .orderBy(asc(caseEvents.at), asc(caseEvents.id))
    .limit(500);
}

/** Active officials a case of `regionId` may be assigned to: officers of that region and of every region, admins. */
export function assignableOfficers(db: Db | Tx, regionId: number | null) {
  return db
    .select({ id: officers.id, name: officers.name })
    .from(officers)
    .where(
      and(
        eq(officers.active, true),
        regionId === null ? isNull(officers.regionId) : or(eq(officers.regionId, regionId), isNull(officers.regionId)),
      ),
    )
    .orderBy(asc(officers.name))
    .limit(500);
}

/** Adds the complaint's institute to the public list of institutes under inquiry (once per case). */
export async function openInquiry(
  tx: Tx,
  row: { caseId: number; institute: string; districtId: number; since: string },
) {
  const [existing] = await tx
    .select({ id: institutesUnderInquiry.id })
    .from(institutesUnderInquiry)
    .where(and(eq(institutesUnderInquiry.caseId, row.caseId), isNull(institutesUnderInquiry.closedOn)));
  if (existing) return;
  // the institute is named as the complainant wrote it, in both languages' lists
  await tx.insert(institutesUnderInquiry).values({
    instituteName: row.institute,
    instituteNameMr: row.institute,
    districtId: row.districtId,
    since: row.since,
    caseId: row.caseId,
  });
}

/**
 * The escalation (a pg-boss job): open cases whose due day has passed and are not yet escalated get the
 * admins' flag and an `escalated` step on their timeline, in one transaction. Answers how many.
 */
export async function escalateOverdue(db: Db, overdueBefore: Date, openStatuses: readonly string[], now: Date) {
  return db.transaction(async (tx) => {
    const flagged = await tx
      .update(cases)
      .set({ escalatedAt: now, updatedAt: now })
      .where(and(isNull(cases.escalatedAt), lt(cases.dueAt, overdueBefore), inArray(cases.status, [...openStatuses])))
      .returning({ id: cases.id });
    if (flagged.length > 0) {
      await tx.insert(caseEvents).values(flagged.map(({ id }) => ({ caseId: id, at: now, action: 'escalated' })));
    }
    return flagged.length;
  });
}
