import {
  type changeDecisionRequestSchema,
  messageNumber,
  USER_TYPES,
  type VerificationQueueRow,
  type verificationDecisionRequestSchema,
  type verificationQueueQuerySchema,
} from '@portal/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { documentsOf, markedSections, reviewSections } from '../../db/profile-review';
import { audit } from '../../platform/audit';
import { ApiError } from '../../platform/errors';
import type { OfficerSession } from '../../platform/sessions';
import { queueSms } from '../../platform/sms-outbox';
import * as repo from './repo';

/**
 * Step 10, the officer's half (issue 21 item 2, decision 063): the queue of submitted profiles of the
 * officer's region (officials of every region and admins see all, with a region filter), oldest
 * first, keyset-paged; the review of every field and document; the decision, recorded with who and
 * when, counted, audited and told to the person by a bilingual SMS in the same transaction.
 */

type Context = { ip: string; now: Date };
type QueueQuery = z.output<typeof verificationQueueQuerySchema>;

const notFound = () => new ApiError(404, 'verification.profileNotFound');

const nameOf = (row: { firstName: string; middleName: string; lastName: string }) =>
  [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' ');

function queueRow(row: NonNullable<repo.VerificationRow>): VerificationQueueRow {
  return {
    userId: row.userId,
    profileId: row.profileId,
    name: nameOf(row),
    role: row.userTypeId === USER_TYPES.staff ? 'staff' : 'candidate',
    region: { id: row.regionId, nameEn: row.regionEn, nameMr: row.regionMr },
    submittedAt: row.submittedAt.toISOString(),
    submissions: row.submissions,
    changeRequestedAt: row.changeRequestedAt?.toISOString() ?? null,
    changeReason: row.changeReason,
  };
}

/** `<ISO time>_<user id>`: where the next page starts. */
const cursorOf = (at: Date, userId: number) => `${at.toISOString()}_${userId}`;
function parseCursor(after: string | undefined) {
  if (!after) return undefined;
  const [at = '', userId = ''] = after.split('_');
  const date = new Date(at);
  if (Number.isNaN(date.getTime()))
    throw new ApiError(400, 'common.invalidPage', [{ field: 'after', message: 'common.invalidPage' }]);
  return { at: date, userId: Number(userId) };
}

/** One page of the queue (submitted profiles) or of the change requests, oldest first. */
export async function queue(db: Db, officer: OfficerSession, query: QueueQuery, changes = false) {
  const filter: repo.QueueFilter = {
    regionScope: officer.regionId,
    regionId: query.regionId,
    after: parseCursor(query.after),
    limit: query.pageSize + 1,
  };
  const found = await (changes ? repo.changeRequestPage(db, filter) : repo.queuePage(db, filter));
  const rows = found.slice(0, query.pageSize);
  const last = rows.at(-1);
  const next =
    found.length > query.pageSize && last
      ? cursorOf(changes ? (last.changeRequestedAt ?? last.submittedAt) : last.submittedAt, last.userId)
      : null;
  return { rows: rows.map(queueRow), next };
}

/**
 * The review page: the person (a staff member's institute too), their state and counts, every
 * section's items with the last marks.
 */
export async function review(db: Db, officer: OfficerSession, userId: number) {
  const row = await repo.inScope(db, userId, officer.regionId);
  if (!row) throw notFound();
  const [institute, sections] = await Promise.all([repo.instituteOf(db, userId), markedSections(db, userId)]);
  return {
    row: queueRow(row),
    status: row.status as 'submitted' | 'returned' | 'verified',
    decidedAt: row.decidedAt?.toISOString() ?? null,
    verifyCount: row.verifyCount,
    rejectCount: row.rejectCount,
    institute: institute ?? null,
    sections,
  };
}

/** A document of a profile in the officer's scope: one the profile holds, stored as the person's upload. */
export async function document(db: Db, officer: OfficerSession, userId: number, file: string) {
  const row = await repo.inScope(db, userId, officer.regionId);
  if (!row) throw notFound();
  if (!documentsOf(await reviewSections(db, userId)).has(file))
    throw new ApiError(404, 'verification.documentNotFound');
  const upload = await repo.uploadOf(db, userId, file);
  if (!upload) throw new ApiError(404, 'verification.documentNotFound');
  return upload;
}

/**
 * The decision on a submitted profile: every item marked (unknown or unmarked ones: 400), verified when
 * none is returned, returned otherwise; marks, counts, who and when, the SMS and the audit entry commit
 * together. A profile not waiting for a decision (decided meanwhile, or resubmitted is not yet): 409.
 */
export async function decide(
  db: Db,
  officer: OfficerSession,
  userId: number,
  body: z.output<typeof verificationDecisionRequestSchema>,
  ctx: Context,
) {
  if (!(await repo.inScope(db, userId, officer.regionId))) throw notFound();
  // the profile cannot change while it is submitted: its items read before the transaction stay true
  const items = new Set((await reviewSections(db, userId)).flatMap((s) => s.items.map((i) => i.field)));
  const seen = new Set<string>();
  const unknown = body.marks.flatMap((mark, i) => {
    const bad = !items.has(mark.field) || seen.has(mark.field);
    seen.add(mark.field);
    return bad ? [{ field: `marks.${i}.field`, message: 'verification.fieldInvalid' }] : [];
  });
  if (unknown.length > 0) {
    throw new ApiError(400, 'verification.fieldsUnknown', unknown, {
      fields: unknown.map((u) => body.marks[Number(u.field.split('.')[1])]?.field ?? '').join(', '),
    });
  }
  const unmarked = [...items].filter((field) => !seen.has(field));
  if (unmarked.length > 0) {
    throw new ApiError(
      400,
      'verification.fieldsUnmarked',
      unmarked.slice(0, 50).map((field) => ({ field, message: 'verification.marksRequired' })),
      { unmarked: unmarked.length },
    );
  }
  const returned = body.marks.filter((m) => m.verdict === 'returned').length;
  const verified = body.marks.length - returned;
  const status: 'verified' | 'returned' = returned === 0 ? 'verified' : 'returned';
  return db.transaction(async (tx) => {
    const row = await repo.inScope(tx, userId, officer.regionId, true);
    if (!row) throw notFound();
    if (row.status !== 'submitted') throw new ApiError(409, 'verification.notSubmittedNow');
    await repo.replaceMarks(tx, userId, officer.officerId, body.marks, ctx.now);
    await repo.decide(tx, userId, {
      status,
      decidedAt: ctx.now,
      decidedBy: officer.officerId,
      verifyCount: verified,
      rejectCount: returned,
      changeRequestedAt: null,
      changeReason: null,
    });
    await queueSms(
      tx,
      {
        mobile: row.mobile,
        template: status === 'verified' ? 'verificationVerified' : 'verificationReturned',
        lang: 'bilingual',
        vars: (lang) => ({ profileId: row.profileId, returned: messageNumber(returned, lang) }),
      },
      ctx.now,
    );
    await audit(tx, ctx, 'verification.decided', {
      officerId: officer.officerId,
      record: { type: 'user', id: userId },
      detail: {
        status,
        verifyCount: verified,
        rejectCount: returned,
        returned: body.marks.filter((m) => m.verdict === 'returned').map((m) => ({ field: m.field, remark: m.remark })),
      },
      at: ctx.now,
    });
    return status;
  });
}

/**
 * A verified person's change request: approved, the profile is returned with no field marks (every
 * step reopens until it is submitted again); declined, it stays verified. Either way the person is told.
 */
export async function decideChange(
  db: Db,
  officer: OfficerSession,
  userId: number,
  body: z.output<typeof changeDecisionRequestSchema>,
  ctx: Context,
) {
  return db.transaction(async (tx) => {
    const row = await repo.inScope(tx, userId, officer.regionId, true);
    if (!row) throw notFound();
    if (row.status !== 'verified' || !row.changeRequestedAt) throw new ApiError(409, 'verification.noChangeRequest');
    const status = body.approve ? ('returned' as const) : ('verified' as const);
    if (body.approve) await repo.replaceMarks(tx, userId, officer.officerId, [], ctx.now);
    await repo.decide(tx, userId, {
      status,
      decidedAt: ctx.now,
      decidedBy: officer.officerId,
      changeRequestedAt: null,
      changeReason: null,
    });
    await queueSms(
      tx,
      {
        mobile: row.mobile,
        template: body.approve ? 'verificationChangeApproved' : 'verificationChangeDeclined',
        lang: 'bilingual',
        vars: () => ({ profileId: row.profileId }),
      },
      ctx.now,
    );
    await audit(tx, ctx, 'verification.changeDecided', {
      officerId: officer.officerId,
      record: { type: 'user', id: userId },
      detail: { approve: body.approve, reason: row.changeReason, remark: body.remark },
      at: ctx.now,
    });
    return status;
  });
}
