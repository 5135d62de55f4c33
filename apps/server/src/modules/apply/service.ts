import {
  type ApplicationStatus,
  type ApplicationView,
  academicYear,
  type Lang,
  type offeringsQuerySchema,
  type PreferenceStatus,
  type submitApplicationRequestSchema,
} from '@portal/shared';
import type { z } from 'zod';
import { verificationStatus } from '../../db/admissions';
import type { Db } from '../../db/client';
import { audit } from '../../platform/audit';
import { ApiError, isUniqueViolation, notFound } from '../../platform/errors';
import { entryLevelOf } from './eligibility';
import * as repo from './repo';

/** Step 11: a verified candidate applies, up to three preferences in order (issue 21 item 3, decision 064). */

type From = { userId: number; ip: string; now: Date };

const fieldError = (status: number, key: string, field: string) => new ApiError(status, key, [{ field, message: key }]);

export async function candidateLevel(db: Db, userId: number) {
  return entryLevelOf(await repo.qualificationsOf(db, userId));
}

export async function listOfferings(db: Db, userId: number, query: z.output<typeof offeringsQuerySchema>) {
  const level = await candidateLevel(db, userId);
  const { rows, total } = await repo.offerings(
    db,
    { districtId: query.DistrictID, sectorId: query.SectorID, courseId: query.CourseID, level },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  const lang: Lang = query.lang;
  return {
    Status: 'Success' as const,
    Total: total,
    Level: level,
    Data: rows.map((r) => ({
      InstituteID: r.instituteId,
      CourseID: r.courseId,
      InstituteCode: r.instituteCode,
      InstituteName: r.instituteName,
      District: lang === 'mr' ? r.districtMr : r.districtEn,
      CourseCode: r.courseCode,
      Course: r.courseName,
      Intake: r.intake,
    })),
  };
}

/** The candidate's verification and this academic year's application. */
export async function applicationView(db: Db, userId: number, now: Date): Promise<ApplicationView> {
  const year = academicYear(now);
  const [verification, application] = await Promise.all([
    verificationStatus(db, userId),
    repo.applicationOf(db, userId, year),
  ]);
  const preferences = application ? await repo.preferencesOf(db, application.id) : [];
  return {
    AcademicYear: year,
    Verification: verification ?? 'none',
    Application: application
      ? {
          ApplicationID: application.id,
          NameMr: application.nameMr,
          Status: application.status as ApplicationStatus,
          SubmittedAt: application.submittedAt.toISOString(),
          Preferences: preferences.map((p) => ({
            PreferenceID: p.id,
            Rank: p.rank,
            InstituteID: p.instituteId,
            CourseID: p.courseId,
            InstituteName: p.instituteName,
            InstituteCode: p.instituteCode,
            CourseName: p.courseName,
            CourseCode: p.courseCode,
            Status: p.status as PreferenceStatus,
            Remark: p.remark,
            DecidedAt: p.decidedAt?.toISOString() ?? null,
          })),
        }
      : null,
  };
}

/**
 * Submits the application: the profile verified, each preference an offering whose entry qualification
 * the saved qualifications meet, one application a year (the unique index decides a race).
 */
export async function submitApplication(
  db: Db,
  body: z.output<typeof submitApplicationRequestSchema>,
  { userId, ip, now }: From,
) {
  if ((await verificationStatus(db, userId)) !== 'verified') throw new ApiError(403, 'admissions.notVerified');
  const year = academicYear(now);
  if (await repo.applicationOf(db, userId, year))
    throw new ApiError(409, 'admissions.alreadyApplied', undefined, { year });
  const level = await candidateLevel(db, userId);
  const problems: { field: string; message: string }[] = [];
  for (const [i, p] of body.Preferences.entries()) {
    const found = await repo.offering(db, p.InstituteID, p.CourseID);
    if (!found) problems.push({ field: `Preferences.${i}.CourseID`, message: 'admissions.offeringNotFound' });
    else if (found.entryQualificationId > level)
      problems.push({ field: `Preferences.${i}.CourseID`, message: 'admissions.notEligible' });
  }
  if (problems.length > 0) throw new ApiError(400, problems[0]?.message ?? 'common.invalidInput', problems);
  try {
    await db.transaction(async (tx) => {
      const id = await repo.insertApplication(tx, {
        userId,
        academicYear: year,
        nameMr: body.NameMr,
        status: 'submitted',
        submittedAt: now,
        updatedAt: now,
      });
      await repo.insertPreferences(
        tx,
        body.Preferences.map((p, i) => ({
          applicationId: id,
          rank: i + 1,
          instituteId: p.InstituteID,
          courseId: p.CourseID,
          status: 'pending',
        })),
      );
      await audit(tx, { ip }, 'application.submitted', {
        userId,
        record: { type: 'application', id },
        detail: { year, preferences: body.Preferences.length },
        at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'admissions.alreadyApplied', undefined, { year });
    throw error;
  }
  return applicationView(db, userId, now);
}

/**
 * Withdraws one pending preference, or the whole application while no institute has decided on any of
 * it. The application row is locked, so an institute's decision and a withdrawal never cross.
 */
export async function withdraw(db: Db, preferenceId: number | undefined, { userId, ip, now }: From) {
  const year = academicYear(now);
  await db.transaction(async (tx) => {
    const application = await repo.applicationOf(tx, userId, year, true);
    if (!application) throw notFound('admissions.noApplication');
    const preferences = await repo.preferencesOf(tx, application.id);
    if (preferenceId !== undefined) {
      const preference = preferences.find((p) => p.id === preferenceId);
      if (!preference) throw notFound();
      if (preference.status !== 'pending') throw fieldError(409, 'admissions.notWithdrawable', 'PreferenceID');
    } else if (
      application.status !== 'submitted' ||
      preferences.some((p) => p.status !== 'pending' && p.status !== 'withdrawn')
    ) {
      throw fieldError(409, 'admissions.notWithdrawable', 'PreferenceID');
    }
    const changed = await repo.withdrawPending(tx, application.id, preferenceId);
    if (changed.length === 0) throw fieldError(409, 'admissions.notWithdrawable', 'PreferenceID');
    if (!(await repo.hasPending(tx, application.id)) && preferences.every((p) => p.status !== 'rejected')) {
      await repo.setApplicationStatus(tx, application.id, 'withdrawn', now);
    }
    await audit(tx, { ip }, 'application.withdrawn', {
      userId,
      record: { type: 'application', id: application.id },
      detail: { preferences: changed },
      at: now,
    });
  });
  return applicationView(db, userId, now);
}
