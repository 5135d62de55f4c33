import { academicYear, PROFILE_STEPS, type ProfileProgress, type ProfileStep, USER_TYPES } from '@portal/shared';
import { applicationStatus } from '../../db/admissions';
import type { Db } from '../../db/client';
import { STORED_PROFILE_STEPS } from '../../db/profile-steps';
import * as users from '../../db/users';
import * as repo from './repo';

/** The wizard steps a user has completed, from saved data. */
async function completedSteps(db: Db, userId: number): Promise<Set<ProfileStep>> {
  const [saved, listed] = await Promise.all([repo.savedSections(db, userId), repo.itemSections(db, userId)]);
  return new Set(
    Object.entries(STORED_PROFILE_STEPS)
      .filter(([name]) => saved.has(name) || listed.has(name))
      .map(([, step]) => step),
  );
}

/**
 * Percent complete of each of the 12 profile steps, computed from saved data: one small function per
 * step; `completed` is the wizard steps whose sections are saved (read once per request).
 */
type StepPercent = (db: Db, user: users.UserRow, completed: ReadonlySet<ProfileStep>, now: Date) => Promise<number>;

const percentOf = (present: boolean[]) =>
  Math.round((100 * present.filter(Boolean).length) / Math.max(present.length, 1));

/** Primary information: the fields registration asks for (staff also job roles, Aadhaar and documents). */
const primary: StepPercent = async (db, user) => {
  const fields = [user.firstName, user.genderCode, user.dob, user.email, user.mobile].map((v) => Boolean(v?.trim()));
  if (user.userTypeId === USER_TYPES.candidate) return percentOf(fields);
  return percentOf([
    ...fields,
    Boolean(user.photoPath),
    Boolean(user.signPath),
    Boolean(user.aadhaarFilePath),
    await users.hasAadhaar(db, user.id),
    (await users.jobRoleCount(db, user.id)) > 0,
  ]);
};

/** A step of the profile wizard: complete once its section is saved (completedSteps above). */
const section =
  (step: ProfileStep): StepPercent =>
  async (_db, _user, completed) =>
    completed.has(step) ? 100 : 0;

/** Steps that have no screen yet (verification, admission letter). */
const notStoredYet: StepPercent = async () => 0;

/** Step 11, this academic year's application: submitted 50 %, admitted 100 %, none or withdrawn 0 % (decision 064). */
const APPLY_PERCENT: Readonly<Record<string, number>> = { submitted: 50, admitted: 100 };
const apply: StepPercent = async (db, user, _completed, now) =>
  APPLY_PERCENT[(await applicationStatus(db, user.id, academicYear(now))) ?? ''] ?? 0;

const STEP_PERCENT: Record<ProfileStep, StepPercent> = {
  Primary: primary,
  Address: section('Address'),
  Parent: section('Parent'),
  Category: section('Category'),
  Qualification: section('Qualification'),
  Training: section('Training'),
  Additional: section('Additional'),
  Bank: section('Bank'),
  WorkExperience: section('WorkExperience'),
  Verify: notStoredYet,
  Apply: apply,
  AdmissionLetter: notStoredYet,
};

/** The signed-in user's progress (part 2 dashboard). */
export async function profileProgress(db: Db, userId: number, now: Date): Promise<ProfileProgress> {
  const [user, completed] = await Promise.all([users.signedInUser(db, userId), completedSteps(db, userId)]);
  return Promise.all(
    PROFILE_STEPS.map(async ({ step, route }) => ({
      Step: step,
      Route: route,
      Percent: await STEP_PERCENT[step](db, user, completed, now),
    })),
  );
}
