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
  // the console's content screens (issue 20 item 3): detail { officerId, and the record }
  | 'content.notice.created'
  | 'content.notice.edited'
  | 'content.notice.published'
  | 'content.notice.unpublished'
  | 'content.notice.attached'
  | 'content.notice.detached'
  | 'content.ticker.edited'
  | 'content.page.edited'
  | 'content.faq.created'
  | 'content.faq.edited'
  | 'content.faq.removed'
  | 'content.faq.reordered'
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
  db: Db,
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
