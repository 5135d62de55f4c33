import { PROFILE_STEPS, type ProfileProgress, type ProfileStep, USER_TYPES } from '@portal/shared';
import type { Db } from '../../db/client';
import * as repo from './repo';

/**
 * Percent complete of each of the 12 profile steps, computed from saved data. One small function per
 * step: a step's issue replaces `notStoredYet` with a function that reads its own tables.
 */
type StepPercent = (db: Db, user: repo.UserRow) => Promise<number>;

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
    await repo.hasAadhaar(db, user.id),
    (await repo.jobRoleCount(db, user.id)) > 0,
  ]);
};

/** Steps whose data no issue stores yet. */
const notStoredYet: StepPercent = async () => 0;

const STEP_PERCENT: Record<ProfileStep, StepPercent> = {
  Primary: primary,
  Address: notStoredYet,
  Parent: notStoredYet,
  Category: notStoredYet,
  Qualification: notStoredYet,
  Training: notStoredYet,
  Additional: notStoredYet,
  Bank: notStoredYet,
  WorkExperience: notStoredYet,
  Verify: notStoredYet,
  Apply: notStoredYet,
  AdmissionLetter: notStoredYet,
};

export async function profileProgress(db: Db, user: repo.UserRow): Promise<ProfileProgress> {
  return Promise.all(
    PROFILE_STEPS.map(async ({ step, route }) => ({
      Step: step,
      Route: route,
      Percent: await STEP_PERCENT[step](db, user),
    })),
  );
}
