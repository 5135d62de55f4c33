import { z } from 'zod';
import { isRealDate } from '../values/fields';
import { langQuery, successEnvelope } from './common';
import { profileIdRule } from './fields';

/**
 * The audit log (issue 20 item 4): every security event and officer action, who did it (a citizen or
 * an official), what, to which record, when and from where. Written only by the server's
 * `audit(...)` (platform/audit.ts), read by admins in the console, kept a year.
 */

/**
 * What happened. A new event is one entry here and its label in the console's audit catalogs (en, mr);
 * the server's `AuditEvent` type is this list.
 */
export const AUDIT_EVENTS = [
  'registration',
  'registration.repeated',
  'login.ok',
  'login.failed',
  'login.locked',
  'logout',
  'password.reset',
  'securityQuestion.changed',
  'securityQuestion.wrongPassword',
  'securityAnswer.locked',
  'profile.primary',
  'officer.login.ok',
  'officer.login.failed',
  'officer.login.locked',
  'officer.logout',
  'officer.password.changed',
  'officer.created',
  'officer.deactivated',
  'officer.reactivated',
  'officer.reset',
  'case.action',
  'content.notice.created',
  'content.notice.edited',
  'content.notice.published',
  'content.notice.unpublished',
  'content.notice.attached',
  'content.notice.detached',
  'content.ticker.edited',
  'content.page.edited',
  'content.faq.created',
  'content.faq.edited',
  'content.faq.removed',
  'content.faq.reordered',
  'audit.exported',
  'letter.revoked',
  'verification.submitted',
  'verification.decided',
  'verification.changeRequested',
  'verification.changeDecided',
  'institute.account.created',
  'institute.password.set',
  'application.submitted',
  'application.withdrawn',
  'application.decided',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/** Which kind of record an entry is about (with its id or number in `recordId`). */
export const AUDIT_RECORD_TYPES = [
  'user',
  'officer',
  'case',
  'notice',
  'page',
  'faq',
  'announcement',
  'letter',
  'application',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/** Rows of one page of the log, and the bounds of its filters. */
export const AUDIT_LIMITS = { pageSizeDefault: 50, pageSizeMax: 100, recordIdMax: 40, loginIdMax: 64 } as const;

const invalid = { message: 'common.invalidInput' };
const day = z
  .string(invalid)
  .max(10, invalid)
  .refine((v) => isRealDate(v) && v <= '2099-12-31', invalid);

/**
 * The filters of GET /api/console/audit and its CSV: each optional, all bounded. `from` and `to` are
 * India's dates, both included. A record is named by its type and id together.
 */
const filterFields = {
  /** A citizen, by profile ID. */
  profileId: profileIdRule().optional(),
  /** An official, by login ID. */
  officer: z
    .string(invalid)
    .trim()
    .min(1, invalid)
    .max(AUDIT_LIMITS.loginIdMax, invalid)
    .regex(/^[A-Za-z0-9._@-]+$/, invalid)
    .optional(),
  event: z.enum(AUDIT_EVENTS, invalid).optional(),
  recordType: z.enum(AUDIT_RECORD_TYPES, invalid).optional(),
  recordId: z
    .string(invalid)
    .trim()
    .min(1, invalid)
    .max(AUDIT_LIMITS.recordIdMax, invalid)
    .regex(/^[A-Za-z0-9._:-]+$/, invalid)
    .optional(),
  from: day.optional(),
  to: day.optional(),
  lang: langQuery,
};
function filterRules(v: { from?: string; to?: string; recordType?: string; recordId?: string }, ctx: z.RefinementCtx) {
  if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'audit.toBeforeFrom' });
  if (v.recordId && !v.recordType) {
    ctx.addIssue({ code: 'custom', path: ['recordType'], message: 'audit.recordTypeRequired' });
  }
}
export const auditFilterSchema = z.object(filterFields).superRefine(filterRules);
export type AuditFilter = z.output<typeof auditFilterSchema>;

/** One page: newest first; `before` is the `next` of the previous page (an entry's id). */
export const auditQuerySchema = z
  .object({
    ...filterFields,
    before: z.coerce.number(invalid).int(invalid).min(1, invalid).max(Number.MAX_SAFE_INTEGER, invalid).optional(),
    pageSize: z.coerce
      .number(invalid)
      .int(invalid)
      .min(1, invalid)
      .max(AUDIT_LIMITS.pageSizeMax, invalid)
      .default(AUDIT_LIMITS.pageSizeDefault),
  })
  .superRefine(filterRules);
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO date-time. */
  at: z.string(),
  event: z.enum(AUDIT_EVENTS),
  /** Who: a citizen (by profile ID), an official (by login ID and name), or nobody known (a failed sign-in). */
  actor: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('citizen'), profileId: z.string() }),
    z.object({ kind: z.literal('officer'), loginId: z.string(), name: z.string() }),
    z.object({ kind: z.literal('none') }),
  ]),
  recordType: z.enum(AUDIT_RECORD_TYPES).nullable(),
  recordId: z.string().nullable(),
  ip: z.string().nullable(),
  /** What else the event recorded (never a secret), as JSON text. */
  detail: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = successEnvelope(
  z.object({
    rows: z.array(auditEntrySchema).max(AUDIT_LIMITS.pageSizeMax),
    /** The `before` of the next (older) page; null on the last. */
    next: z.number().int().nullable(),
  }),
);
