import {
  CASE_OFFICER_ACTIONS,
  type CaseAction,
  type CaseDeadline,
  type CaseInboxRow,
  type CaseKind,
  type CaseStatus,
  type caseActionRequestSchema,
  type caseInboxQuerySchema,
  DEADLINE_SOON_DAYS,
  daysBetween,
  moveAllowed,
  OPEN_CASE_STATUSES,
  startOfDayInIndia,
  todayInIndia,
} from '@portal/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { audit } from '../../platform/audit';
import { csvLine, UTF8_BOM } from '../../platform/csv';
import { ApiError } from '../../platform/errors';
import type { OfficerSession } from '../../platform/sessions';
import { filedFields } from '../cases/filed-form';
import { applyMove, assertAllowed } from '../cases/transitions';
import * as repo from './repo';

/**
 * The console's case inbox (issue 20 item 2, decision 057): complaints and grievances together, an
 * officer's region only (a case's region is its district's; officials of every region and admins see
 * all), with deadlines in India's calendar; the case page; the officers' actions through the one
 * transition table (cases/transitions.ts), each audited.
 */

type InboxQuery = z.output<typeof caseInboxQuerySchema>;

/** An officer's region, or null for every region. */
const scopeOf = (officer: OfficerSession) => officer.regionId;

const notFound = () => new ApiError(404, 'casework.caseNotFound');

/** The deadline of an open case at `now`: days left (India's calendar) and its colour. */
export function deadlineOf(
  status: string,
  dueAt: Date,
  now: Date,
): { daysLeft: number | null; deadline: CaseDeadline | null } {
  if (!(OPEN_CASE_STATUSES as readonly string[]).includes(status)) return { daysLeft: null, deadline: null };
  const daysLeft = daysBetween(todayInIndia(now), todayInIndia(dueAt));
  return { daysLeft, deadline: daysLeft < 0 ? 'overdue' : daysLeft <= DEADLINE_SOON_DAYS ? 'soon' : 'ok' };
}

function filterOf(officer: OfficerSession, query: InboxQuery, now: Date): repo.InboxFilter {
  return {
    regionScope: scopeOf(officer),
    kind: query.kind,
    status: query.status,
    regionId: query.regionId,
    districtId: query.districtId,
    institute: query.institute || undefined,
    overdue: query.overdue === undefined ? undefined : query.overdue === 'true',
    overdueBefore: startOfDayInIndia(todayInIndia(now)),
    openStatuses: OPEN_CASE_STATUSES,
    flag: query.flag,
  };
}

function inboxRow(row: repo.InboxRow, now: Date): CaseInboxRow {
  return {
    number: row.number,
    kind: row.kind as CaseKind,
    status: row.status as CaseStatus,
    dueDate: todayInIndia(row.dueAt),
    ...deadlineOf(row.status, row.dueAt, now),
    filedAt: row.createdAt.toISOString(),
    district:
      row.districtId === null
        ? null
        : { id: row.districtId, nameEn: row.districtEn ?? '', nameMr: row.districtMr ?? '' },
    institute: row.institute,
    assignedTo: row.assignedTo,
    escalated: row.escalatedAt !== null,
    appealed: row.appealedAt !== null,
  };
}

export async function inbox(db: Db, officer: OfficerSession, query: InboxQuery, now: Date) {
  const offset = (query.page - 1) * query.pageSize;
  const { rows, total } = await repo.inboxPage(db, filterOf(officer, query, now), query.sort, offset, query.pageSize);
  return { rows: rows.map((row) => inboxRow(row, now)), total };
}

const CSV_HEADER = [
  'number',
  'kind',
  'status',
  'dueDate',
  'daysLeft',
  'deadline',
  'filedAt',
  'district',
  'institute',
  'assignedTo',
  'escalated',
  'appealed',
];

/** The inbox's matching cases as CSV lines (the header first), read in batches. */
export async function* inboxCsv(db: Db, officer: OfficerSession, query: InboxQuery, now: Date) {
  yield UTF8_BOM + csvLine(CSV_HEADER);
  for await (const batch of repo.inboxAll(db, filterOf(officer, query, now), query.sort)) {
    yield batch
      .map((raw) => {
        const row = inboxRow(raw, now);
        return csvLine([
          row.number,
          row.kind,
          row.status,
          row.dueDate,
          row.daysLeft ?? '',
          row.deadline ?? '',
          row.filedAt,
          row.district?.nameEn ?? '',
          row.institute ?? '',
          row.assignedTo ?? '',
          row.escalated ? 'yes' : 'no',
          row.appealed ? 'yes' : 'no',
        ]);
      })
      .join('');
  }
}

export async function caseDetail(db: Db, officer: OfficerSession, number: string, now: Date) {
  const row = await repo.caseInScope(db, number, scopeOf(officer));
  if (!row) throw notFound();
  const kind = row.kind as CaseKind;
  const [documents, timeline, assignable, fields] = await Promise.all([
    repo.documentsOf(db, row.id),
    repo.timelineOf(db, row.id),
    repo.assignableOfficers(db, row.regionId),
    filedFields(db, kind, row.data),
  ]);
  const status = row.status as CaseStatus;
  return {
    ...inboxRow(row, now),
    region: row.regionId === null ? null : { id: row.regionId, nameEn: row.regionEn ?? '', nameMr: row.regionMr ?? '' },
    lang: row.lang,
    mobile: row.mobile,
    closedAt: row.closedAt?.toISOString() ?? null,
    appealReason: row.appealReason,
    rating: row.rating,
    fields,
    documents,
    timeline: timeline.map((e) => ({
      at: e.at.toISOString(),
      action: e.action as CaseAction,
      remarks: e.remarks,
      officer: e.officer,
    })),
    actions: CASE_OFFICER_ACTIONS.filter((action) => moveAllowed(action, kind, status)),
    officers: assignable,
  };
}

/** A document of a case in the officer's scope: its stored key and type (404 otherwise). */
export async function caseDocument(db: Db, officer: OfficerSession, number: string, documentId: number) {
  const row = await repo.caseInScope(db, number, scopeOf(officer));
  const document = row ? await repo.documentOf(db, row.id, documentId) : undefined;
  if (!document) throw new ApiError(404, 'casework.documentNotFound');
  return document;
}

/** What the filer reads on the timeline for an action: the action taken or the reason first, then the remarks. */
function remarksOf(input: z.output<typeof caseActionRequestSchema>) {
  const lead = input.action === 'close' ? input.actionTaken : input.action === 'reject' ? input.reason : '';
  return [lead, input.remarks].filter(Boolean).join('\n\n');
}

/**
 * An officer's action on a case of their scope (404 outside it, revealing nothing): the move through the
 * transition table (409 naming the action when it is not allowed), its side effects in the same
 * transaction, an audit entry. `underInquiry` puts the complaint's institute on the public list: the
 * caller drops the `complaint` cache after the commit (`inquiryOpened`).
 */
export async function act(
  db: Db,
  officer: OfficerSession,
  number: string,
  input: z.output<typeof caseActionRequestSchema>,
  from: { ip: string; now: Date },
) {
  const { now } = from;
  const result = await db.transaction(async (tx) => {
    const row = await repo.caseInScope(tx, number, scopeOf(officer), true);
    if (!row) throw notFound();
    assertAllowed(input.action, row);
    let set: Parameters<typeof applyMove>[3]['set'] = {};
    if (input.action === 'assign') {
      const allowed = await repo.assignableOfficers(tx, row.regionId);
      if (!allowed.some((o) => o.id === input.officerId)) {
        throw new ApiError(400, 'casework.officerNotAssignable', [
          { field: 'officerId', message: 'casework.officerNotAssignable' },
        ]);
      }
      set = { assignedTo: input.officerId };
    }
    if (input.action === 'underInquiry' && row.institute && row.districtId !== null) {
      await repo.openInquiry(tx, {
        caseId: row.id,
        institute: row.institute,
        districtId: row.districtId,
        since: todayInIndia(now),
      });
    }
    const status = await applyMove(tx, row, input.action, {
      remarks: remarksOf(input),
      actorId: officer.officerId,
      now,
      set,
    });
    await audit(tx, from, 'case.action', {
      officerId: officer.officerId,
      record: { type: 'case', id: row.number },
      detail: { action: input.action, status },
      at: now,
    });
    return status;
  });
  return { status: result, inquiryOpened: input.action === 'underInquiry' };
}

/** The escalation job (jobs.ts): open cases whose due day has passed in India get the admins' flag and a timeline step. */
export function escalateOverdueCases(db: Db, now: Date) {
  return repo.escalateOverdue(db, startOfDayInIndia(todayInIndia(now)), OPEN_CASE_STATUSES, now);
}
