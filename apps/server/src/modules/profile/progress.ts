import { academicYear, PROFILE_STEPS, type ProfileProgress, type ProfileStep, USER_TYPES } from '@portal/shared';
import { hasValidLetter } from '../../db/admission-letters';
import { applicationStatus, verificationStatus } from '../../db/admissions';
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
/** Steps 1–9 need no clock. */
type WizardPercent = (db: Db, user: users.UserRow, completed: ReadonlySet<ProfileStep>) => Promise<number>;

const percentOf = (present: boolean[]) =>
  Math.round((100 * present.filter(Boolean).length) / Math.max(present.length, 1));

/** Primary information: the fields registration asks for (staff also job roles, Aadhaar and documents). */
const primary: WizardPercent = async (db, user) => {
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
  (step: ProfileStep): WizardPercent =>
  async (_db, _user, completed) =>
    completed.has(step) ? 100 : 0;

/** Step 12: complete once the person holds an admission letter that is not revoked. */
const admissionLetter: StepPercent = async (db, user) => ((await hasValidLetter(db, user.id)) ? 100 : 0);

/**
 * Verify (step 10, decision 063): not submitted 0 %, submitted 50 %, verified 100 %; returned is 50 %
 * too, and the dashboard says "returned" beside it from GET /api/Profile/verificationStatus.
 */
export const VERIFY_PERCENT = { none: 0, submitted: 50, returned: 50, verified: 100 } as const;

/** Step 11, this academic year's application: submitted 50 %, admitted 100 %, none or withdrawn 0 % (decision 064). */
const APPLY_PERCENT: Readonly<Record<string, number>> = { submitted: 50, admitted: 100 };
const apply: StepPercent = async (db, user, _completed, now) =>
  APPLY_PERCENT[(await applicationStatus(db, user.id, academicYear(now))) ?? ''] ?? 0;

/** Steps 1–9: what the profile holds. */
const WIZARD_PERCENT = {
  Primary: primary,
  Address: section('Address'),
  Parent: section('Parent'),
  Category: section('Category'),
  Qualification: section('Qualification'),
  Training: section('Training'),
  Additional: section('Additional'),
  Bank: section('Bank'),
  WorkExperience: section('WorkExperience'),
} satisfies Partial<Record<ProfileStep, WizardPercent>>;

/** Every step but Verify, whose percent follows from the status `profileProgress` reads once. */
const STEP_PERCENT: Record<Exclude<ProfileStep, 'Verify'>, StepPercent> = {
  ...WIZARD_PERCENT,
  Apply: apply,
  AdmissionLetter: admissionLetter,
};

/** The wizard steps (1–9) not complete yet, in order: what submitting for verification needs. */
export async function missingSteps(db: Db, userId: number): Promise<ProfileStep[]> {
  const [user, completed] = await Promise.all([users.signedInUser(db, userId), completedSteps(db, userId)]);
  const steps = PROFILE_STEPS.slice(0, 9).map(({ step }) => step as keyof typeof WIZARD_PERCENT);
  // steps 1–9 are what the profile holds, whatever the day: the clock is not asked
  const percents = await Promise.all(steps.map((step) => WIZARD_PERCENT[step](db, user, completed)));
  return steps.filter((_, i) => percents[i] !== 100);
}

/** The signed-in user's progress (part 2 dashboard); the verification status is read once, for its percent and its state. */
export async function profileProgress(db: Db, userId: number, now: Date): Promise<ProfileProgress> {
  const [user, completed, verification] = await Promise.all([
    users.signedInUser(db, userId),
    completedSteps(db, userId),
    verificationStatus(db, userId),
  ]);
  return Promise.all(
    PROFILE_STEPS.map(async ({ step, route }) =>
      step === 'Verify'
        ? {
            Step: step,
            Route: route,
            Percent: VERIFY_PERCENT[verification ?? 'none'],
            State: verification ?? 'notSubmitted',
          }
        : { Step: step, Route: route, Percent: await STEP_PERCENT[step](db, user, completed, now) },
    ),
  );
}
