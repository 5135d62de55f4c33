import { type AuditEvent, type AuditRecordType, startOfDayInIndia, todayInIndia } from '@portal/shared';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';

export type { AuditEvent } from '@portal/shared';

/** What an entry records besides its event and address; every part optional. */
export type AuditEntry = {
  /** The citizen who acted (users.id). */
  userId?: number | null;
  /** The official who acted (officers.id): give this or `userId`, not both. */
  officerId?: number | null;
  /** The record acted on: a case by its number, a notice or an account by its id. */
  record?: { type: AuditRecordType; id: string | number };
  /** Anything else worth knowing later; never a secret (no password, OTP, Aadhaar or account number). */
  detail?: Record<string, unknown>;
  /** When, from the app's clock (`app.clock.now()`); the database's time when left out. */
  at?: Date;
};

/**
 * The one way to write the audit log (issue 20 item 4; security events and every officer action).
 * `from` is where the event came from: a request, or just its `ip` (services take no request). Give
 * it the transaction of the change where there is one, so the entry and the change commit together.
 */
export async function audit(db: Pick<Db, 'insert'>, from: { ip: string }, event: AuditEvent, entry: AuditEntry = {}) {
  await db.insert(auditEvents).values({
    event,
    userId: entry.userId ?? null,
    officerId: entry.officerId ?? null,
    recordType: entry.record?.type ?? null,
    recordId: entry.record === undefined ? null : String(entry.record.id),
    ip: from.ip,
    detail: entry.detail ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

/**
 * The first moment kept at `now`: midnight in India of the same day a year ago (29 February → 28).
 * An entry of that day or later is kept; one of the day before goes.
 */
export function auditKeptFrom(now: Date): Date {
  const [year, month, day] = todayInIndia(now).split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  const date = `${year - 1}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
  return startOfDayInIndia(date);
}

/**
 * The audit-purge job: removes entries of days more than a year before today in India, the only way
 * an entry ever goes. The table's trigger refuses any other delete: this one names its cutoff in the
 * transaction's `portal.audit_purge_before`, and the trigger lets a row go only if it is older than the
 * cutoff and the cutoff is itself at least a year before the database's own clock.
 */
export async function purgeAudit(db: Db, now: Date): Promise<void> {
  const keptFrom = auditKeptFrom(now);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('portal.audit_purge_before', ${keptFrom.toISOString()}, true)`);
    await tx.delete(auditEvents).where(lt(auditEvents.at, keptFrom));
  });
}
