import {
  APPEAL_DAYS,
  addDays,
  CASE_KIND_SPECS,
  CASE_TRANSITIONS,
  type CaseAction,
  type CaseKind,
  type CaseMove,
  type CaseStatus,
  formatDate,
  moveAllowed,
  startOfDayInIndia,
  todayInIndia,
} from '@portal/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caseEvents, cases } from '../../db/schema';
import { ApiError } from '../../platform/errors';
import type { CaseSmsTemplate } from '../../platform/sms';
import { queueSms } from '../../platform/sms-outbox';

/**
 * Every move of a case goes through here (decision 057): the transition table (CASE_TRANSITIONS in
 * @portal/shared) says whether it is allowed, and the new status, its timeline step and the filer's SMS
 * (English and Marathi in one message, through the outbox) are written in one transaction, so the public
 * status page shows the step the moment the status changes and the SMS is never lost.
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The case as a move needs it. */
export type MovableCase = {
  id: number;
  kind: string;
  number: string;
  status: string;
  mobile: string;
  dueAt: Date;
};

const SMS_OF: Record<CaseMove, CaseSmsTemplate> = {
  acknowledge: 'caseUnderReview',
  assign: 'caseAssigned',
  requestInfo: 'caseInfoRequested',
  underInquiry: 'caseUnderInquiry',
  findings: 'caseFindingsRecorded',
  close: 'caseClosed',
  reject: 'caseRejected',
  appeal: 'caseAppealed',
};

/** 00:00 in India of the due day: the filing day in India's calendar plus the kind's due days. */
export function dueAtFor(kind: CaseKind, filed: Date): Date {
  return startOfDayInIndia(addDays(todayInIndia(filed), CASE_KIND_SPECS[kind].dueDays));
}

/** The last day (India) the filer may appeal a case decided at `decidedAt`. */
export function appealUntil(decidedAt: Date): string {
  return addDays(todayInIndia(decidedAt), APPEAL_DAYS);
}

/** 409 naming the move and the status, when the table does not allow it. */
export function assertAllowed(move: CaseMove, row: Pick<MovableCase, 'kind' | 'status'>) {
  if (!moveAllowed(move, row.kind as CaseKind, row.status as CaseStatus)) {
    throw new ApiError(409, 'consoleCases.notAllowed', [{ field: 'action', message: 'consoleCases.notAllowed' }], {
      action: move,
      status: row.status,
    });
  }
}

/**
 * Makes `move` on the case inside `tx`: checks the table, sets the status (and `set`'s columns), writes the
 * timeline step and queues the SMS. `remarks` are shown to the filer; `actorId` is the official (null: the filer).
 */
export async function applyMove(
  tx: Tx,
  row: MovableCase,
  move: CaseMove,
  input: { remarks: string | null; actorId: number | null; now: Date; set?: Partial<typeof cases.$inferInsert> },
): Promise<CaseStatus> {
  assertAllowed(move, row);
  const to: CaseStatus | null = CASE_TRANSITIONS[move].to;
  const status = to ?? (row.status as CaseStatus);
  const decided = to === 'closed' || to === 'rejected';
  const dueAt = input.set?.dueAt ?? row.dueAt;
  await tx
    .update(cases)
    .set({ ...input.set, status, updatedAt: input.now, ...(decided ? { closedAt: input.now } : {}) })
    .where(eq(cases.id, row.id));
  const action: CaseAction = to ?? 'assigned';
  await tx.insert(caseEvents).values({
    caseId: row.id,
    at: input.now,
    action,
    remarks: input.remarks || null,
    actorId: input.actorId,
  });
  const until = appealUntil(input.now);
  await queueSms(
    tx,
    {
      mobile: row.mobile,
      template: SMS_OF[move],
      lang: 'bilingual',
      vars: (lang) => ({
        number: row.number,
        due: formatDate(todayInIndia(dueAt), lang),
        appealUntil: formatDate(until, lang),
      }),
    },
    input.now,
  );
  return status;
}
