import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';

/** Security events (ARCHITECTURE "Security decisions"); `detail` never holds a secret. */
export type AuditEvent =
  | 'registration'
  | 'registration.repeated'
  | 'login.ok'
  | 'login.failed'
  | 'login.locked'
  | 'logout'
  | 'password.reset'
  | 'securityQuestion.changed'
  | 'securityQuestion.wrongPassword'
  | 'securityAnswer.locked'
  | 'profile.primary'
  /** An official's action on a case (console; `detail`: officerId, number, action, new status). */
  | 'case.action'
  // the console's officials (issue 20): `detail.officerId` is who, `detail.target` the official acted on
  | 'officer.login.ok'
  | 'officer.login.failed'
  | 'officer.login.locked'
  | 'officer.logout'
  | 'officer.password.changed'
  | 'officer.created'
  | 'officer.deactivated'
  | 'officer.reactivated'
  | 'officer.reset';

/** `from` is where the event came from: a request, or just its `ip` (services take no request). */
export async function audit(
  db: Pick<Db, 'insert'>,
  from: { ip: string },
  event: AuditEvent,
  entry: { userId?: number | null; detail?: Record<string, unknown> } = {},
) {
  await db.insert(auditEvents).values({
    event,
    userId: entry.userId ?? null,
    ip: from.ip,
    detail: entry.detail ?? null,
  });
}
