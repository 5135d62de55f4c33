import type { ProfileStep } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../platform/errors';
import type { Db } from './client';
import { STORED_PROFILE_STEPS } from './profile-steps';
import { applications, profileFieldReviews, profileVerifications } from './schema';

/**
 * Queries on steps 10–12 that more than one module makes (decision 046): the profile locks its steps
 * while a submission is with an officer or verified, the application needs a verified profile.
 */

export type VerificationStatus = 'submitted' | 'returned' | 'verified';

/** The person's verification status; null before their first submission. */
export async function verificationStatus(db: Db, userId: number): Promise<VerificationStatus | null> {
  const [row] = await db
    .select({ status: profileVerifications.status })
    .from(profileVerifications)
    .where(eq(profileVerifications.userId, userId))
    .limit(1);
  return (row?.status as VerificationStatus | undefined) ?? null;
}

/**
 * The wizard step of each storage name a reviewed field starts with (`address.PAddress1`): the
 * stored sections, the account's own fields (`primary`) and the languages, which step 7 holds.
 */
export const SECTION_STEPS: Readonly<Record<string, ProfileStep>> = {
  ...STORED_PROFILE_STEPS,
  primary: 'Primary',
  language: 'Additional',
};

/** The step of a reviewed field's key; undefined for a key of no known section. */
export const stepOfField = (field: string): ProfileStep | undefined => SECTION_STEPS[field.split('.')[0] ?? ''];

/** The fields an officer returned with their remarks (the latest marks). */
export function returnedFields(db: Db, userId: number) {
  return db
    .select({ field: profileFieldReviews.field, remark: profileFieldReviews.remark })
    .from(profileFieldReviews)
    .where(and(eq(profileFieldReviews.userId, userId), eq(profileFieldReviews.verdict, 'returned')))
    .orderBy(profileFieldReviews.field);
}

/**
 * The steps a person may edit now: every step before submitting; none while submitted or verified;
 * when returned, the steps holding returned fields (every step when an officer approved a change
 * request, which returns the profile without field marks).
 */
export async function editableSteps(db: Db, userId: number): Promise<'all' | Set<ProfileStep>> {
  return editableIn(db, userId, await verificationStatus(db, userId));
}

/** `editableSteps` of a person whose status is already read. */
async function editableIn(
  db: Db,
  userId: number,
  status: VerificationStatus | null,
): Promise<'all' | Set<ProfileStep>> {
  if (status === null) return 'all';
  if (status !== 'returned') return new Set();
  const steps = (await returnedFields(db, userId)).map((r) => stepOfField(r.field)).filter((s) => s !== undefined);
  return steps.length === 0 ? 'all' : new Set(steps);
}

/**
 * Refuses a save of a step the person may not edit now (409 naming why): the profile is with an
 * officer, verified, or returned without this step's fields. Every profile save endpoint calls it,
 * with the `status` its session was read with (platform/sessions.ts): no query unless it was returned.
 */
export async function assertEditable(db: Db, userId: number, step: ProfileStep, status: VerificationStatus | null) {
  if (status === null) return;
  if (status === 'submitted') throw new ApiError(409, 'verification.lockedSubmitted');
  if (status === 'verified') throw new ApiError(409, 'verification.lockedVerified');
  const editable = await editableIn(db, userId, status);
  if (editable !== 'all' && !editable.has(step)) throw new ApiError(409, 'verification.lockedStep');
}

/** The person's application of an academic year: its status, or null when there is none. */
export async function applicationStatus(db: Db, userId: number, year: string): Promise<string | null> {
  const [row] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.academicYear, year)))
    .limit(1);
  return row?.status ?? null;
}
