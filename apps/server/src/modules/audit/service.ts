import {
  type AuditEntry,
  type AuditEvent,
  type AuditFilter,
  type AuditQuery,
  type AuditRecordType,
  type Lang,
  messageText,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { csvLine, UTF8_BOM } from '../../platform/csv';
import { type EntryRow, entries } from './repo';

/** Rows per query of a CSV export: memory stays flat however long the log is. */
const CSV_CHUNK_ROWS = 1000;

function actorOf(row: EntryRow): AuditEntry['actor'] {
  if (row.officerId !== null) {
    return { kind: 'officer', loginId: row.loginId ?? String(row.officerId), name: row.officerName ?? '' };
  }
  if (row.userId !== null) return { kind: 'citizen', profileId: row.profileId ?? String(row.userId) };
  return { kind: 'none' };
}

const entryOf = (row: EntryRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  event: row.event as AuditEvent,
  actor: actorOf(row),
  recordType: row.recordType as AuditRecordType | null,
  recordId: row.recordId,
  ip: row.ip,
  detail: row.detail === null ? null : JSON.stringify(row.detail),
});

/** One page of the log, newest first, and the cursor of the next (older) page. */
export async function auditPage(db: Db, query: AuditQuery) {
  const rows = await entries(db, query, query.pageSize + 1, query.before);
  const page = rows.slice(0, query.pageSize);
  return { rows: page.map(entryOf), next: rows.length > query.pageSize ? (page.at(-1)?.id ?? null) : null };
}

/** India's time of `at` as ISO 8601 with its offset: 2026-03-31T23:59:00+05:30. */
const indiaTime = (at: Date) => `${new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19)}+05:30`;

const COLUMNS = ['at', 'event', 'actor', 'recordType', 'recordId', 'ip', 'detail'] as const;

function csvRow(row: EntryRow, lang: Lang) {
  const entry = entryOf(row);
  const { actor } = entry;
  const who =
    actor.kind === 'officer'
      ? `${actor.loginId} (${actor.name})`
      : actor.kind === 'citizen'
        ? actor.profileId
        : messageText('audit.actor.none', lang);
  return csvLine([
    indiaTime(row.at),
    messageText(`audit.event.${entry.event}`, lang),
    who,
    entry.recordType ? messageText(`audit.record.${entry.recordType}`, lang) : '',
    entry.recordId ?? '',
    entry.ip ?? '',
    entry.detail ?? '',
  ]);
}

/** The whole filtered log as CSV (newest first), in the filter's language, one keyset chunk at a time. */
export async function* auditCsv(db: Db, filter: AuditFilter, chunkRows = CSV_CHUNK_ROWS): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(COLUMNS.map((c) => messageText(`audit.column.${c}`, filter.lang)));
  let before: number | undefined;
  for (;;) {
    const rows = await entries(db, filter, chunkRows, before);
    if (rows.length > 0) yield rows.map((row) => csvRow(row, filter.lang)).join('');
    if (rows.length < chunkRows) return;
    before = rows.at(-1)?.id;
  }
}
