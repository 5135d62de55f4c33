import { type AuditFilter, addDays, startOfDayInIndia } from '@portal/shared';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents, officers, users } from '../../db/schema';

/** The filter as conditions, each one served by an index of `audit_events` (db/schema/accounts.ts). */
function conditions(filter: AuditFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.profileId) {
    where.push(
      sql`${auditEvents.userId} = (select ${users.id} from ${users} where ${users.profileId} = ${filter.profileId})`,
    );
  }
  if (filter.officer) {
    where.push(
      sql`${auditEvents.officerId} = (select ${officers.id} from ${officers} where ${officers.loginId} = ${filter.officer})`,
    );
  }
  if (filter.event) where.push(eq(auditEvents.event, filter.event));
  if (filter.recordType) where.push(eq(auditEvents.recordType, filter.recordType));
  if (filter.recordId) where.push(eq(auditEvents.recordId, filter.recordId));
  if (filter.from) where.push(gte(auditEvents.at, startOfDayInIndia(filter.from)));
  if (filter.to) where.push(lt(auditEvents.at, startOfDayInIndia(addDays(filter.to, 1))));
  return where;
}

/** Up to `limit` entries matching `filter`, newest first (by id: the order they were written), older than `before`. */
export function entries(db: Db, filter: AuditFilter, limit: number, before?: number) {
  return db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      event: auditEvents.event,
      userId: auditEvents.userId,
      profileId: users.profileId,
      officerId: auditEvents.officerId,
      loginId: officers.loginId,
      officerName: officers.name,
      recordType: auditEvents.recordType,
      recordId: auditEvents.recordId,
      ip: auditEvents.ip,
      detail: auditEvents.detail,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .leftJoin(officers, eq(officers.id, auditEvents.officerId))
    .where(and(...conditions(filter), before === undefined ? undefined : lt(auditEvents.id, before)))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
}
export type EntryRow = Awaited<ReturnType<typeof entries>>[number];
