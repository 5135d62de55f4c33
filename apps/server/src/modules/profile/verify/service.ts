import type { changeRequestSchema, VerificationState, VerificationStatusData } from '@portal/shared';
import type { z } from 'zod';
import { editableSteps, returnedFields, stepOfField } from '../../../db/admissions';
import type { Db } from '../../../db/client';
import { markedSections } from '../../../db/profile-review';
import { audit } from '../../../platform/audit';
import { ApiError } from '../../../platform/errors';
import { missingSteps } from '../progress';
import * as repo from './repo';

/**
 * Step 10, the person's half (issue 21 item 1, decision 063): their state, counts and the officer's
 * remarks; submitting a complete profile (which locks it); a verified person's change request.
 */

type Context = { ip: string; now: Date };

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function statusOf(db: Db, userId: number): Promise<VerificationStatusData> {
  const [row, missing, editable, sections] = await Promise.all([
    repo.verificationOf(db, userId),
    missingSteps(db, userId),
    editableSteps(db, userId),
    markedSections(db, userId),
  ]);
  const state: VerificationState = (row?.status as VerificationState | undefined) ?? 'notSubmitted';
  const returned =
    state === 'returned'
      ? (await returnedFields(db, userId)).flatMap((r) => {
          const step = stepOfField(r.field);
          return step ? [{ field: r.field, step, remark: r.remark }] : [];
        })
      : [];
  return {
    state,
    missing,
    returned,
    editableSteps: editable === 'all' ? [...STEPS_1_TO_9] : [...editable],
    submittedAt: iso(row?.submittedAt ?? null),
    decidedAt: iso(row?.decidedAt ?? null),
    submissions: row?.submissions ?? 0,
    verifyCount: row?.verifyCount ?? 0,
    rejectCount: row?.rejectCount ?? 0,
    changeRequestedAt: iso(row?.changeRequestedAt ?? null),
    sections,
  };
}
const STEPS_1_TO_9 = [
  'Primary',
  'Address',
  'Parent',
  'Category',
  'Qualification',
  'Training',
  'Additional',
  'Bank',
  'WorkExperience',
] as const;

/**
 * Submits the profile: refused while it is with an officer or verified (409), when a step is not
 * complete (400 naming each), or without an address district (400). The region is the permanent
 * address district's. The declaration is the request schema's.
 */
export async function submit(db: Db, userId: number, ctx: Context): Promise<VerificationState> {
  const missing = await missingSteps(db, userId);
  if (missing.length > 0) {
    throw new ApiError(
      400,
      'verification.profileIncomplete',
      missing.map((step) => ({ field: step, message: `verification.missing.${step}` })),
    );
  }
  return db.transaction(async (tx) => {
    const row = await repo.verificationOf(tx, userId, true);
    if (row?.status === 'submitted') throw new ApiError(409, 'verification.alreadySubmitted');
    if (row?.status === 'verified') throw new ApiError(409, 'verification.alreadyVerified');
    const regionId = await repo.addressRegion(tx, userId);
    if (regionId === null) {
      throw new ApiError(400, 'verification.profileIncomplete', [
        { field: 'Address', message: 'verification.missing.Address' },
      ]);
    }
    if (!(await repo.submit(tx, userId, regionId, ctx.now))) throw new ApiError(409, 'verification.alreadySubmitted');
    await audit(tx, ctx, 'verification.submitted', {
      userId,
      record: { type: 'user', id: userId },
      detail: { regionId, submission: (row?.submissions ?? 0) + 1 },
      at: ctx.now,
    });
    return 'submitted' as const;
  });
}

/** A verified person asks to change their profile (an officer approves by returning it, or declines). */
export async function requestChange(
  db: Db,
  userId: number,
  body: z.output<typeof changeRequestSchema>,
  ctx: Context,
): Promise<VerificationState> {
  return db.transaction(async (tx) => {
    const row = await repo.verificationOf(tx, userId, true);
    if (row?.status !== 'verified') throw new ApiError(409, 'verification.notVerified');
    if (row.changeRequestedAt) throw new ApiError(409, 'verification.changeAlreadyRequested');
    await repo.requestChange(tx, userId, body.Reason, ctx.now);
    await audit(tx, ctx, 'verification.changeRequested', {
      userId,
      record: { type: 'user', id: userId },
      at: ctx.now,
    });
    return 'verified' as const;
  });
}
