import { academicYear } from '@portal/shared/basics';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { letterCode } from '../platform/letter-code';
import type { Db } from './client';
import {
  admissionLetters,
  applicationPreferences,
  applications,
  courses,
  districts,
  institutes,
  users,
} from './schema';

/**
 * What an admission letter says, fixed when it is issued (`admission_letters.data`): a later change of
 * the institute's or the course's name does not change a letter already given.
 */
export type LetterData = {
  profileId: string;
  nameEn: string;
  nameMr: string;
  academicYear: string;
  instituteCode: string;
  instituteName: string;
  instituteAddress: string;
  districtEn: string;
  districtMr: string;
  courseCode: string;
  courseName: string;
  durationEn: string;
  durationMr: string;
};

/** The letter's reference number: `MSBSVETE/ADM/2026-27/000042`. */
export const referenceNumber = (id: number, year: string) => `MSBSVETE/ADM/${year}/${String(id).padStart(6, '0')}`;

/**
 * Issues the admission letter of an accepted preference, inside the accepting transaction (`tx`), and
 * returns it. `codeKey` signs its public code (platform/letter-code.ts). Decision 062.
 */
export async function issueAdmissionLetter(
  tx: Db,
  input: { preferenceId: number; now: Date; codeKey: Buffer },
): Promise<{ id: number; referenceNo: string; code: string }> {
  const [row] = await tx
    .select({
      userId: applications.userId,
      profileId: users.profileId,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      nameMr: applications.nameMr,
      academicYear: applications.academicYear,
      instituteCode: institutes.code,
      instituteName: institutes.name,
      instituteAddress: institutes.address,
      districtEn: districts.nameEn,
      districtMr: districts.nameMr,
      courseCode: courses.code,
      courseName: courses.name,
      durationEn: courses.durationLabel,
      durationMr: courses.durationLabelMr,
    })
    .from(applicationPreferences)
    .innerJoin(applications, eq(applications.id, applicationPreferences.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(institutes, eq(institutes.id, applicationPreferences.instituteId))
    .innerJoin(districts, eq(districts.id, institutes.districtId))
    .innerJoin(courses, eq(courses.id, applicationPreferences.courseId))
    .where(eq(applicationPreferences.id, input.preferenceId))
    .limit(1);
  if (!row) throw new Error(`issueAdmissionLetter: no preference ${input.preferenceId}`);
  const { userId, firstName, middleName, lastName, ...rest } = row;
  const data: LetterData = {
    ...rest,
    nameEn: [firstName, middleName, lastName].filter(Boolean).join(' '),
    durationMr: rest.durationMr || rest.durationEn,
    academicYear: rest.academicYear || academicYear(input.now),
  };
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('admission_letters', 'id'))::text as id`,
  )) as unknown as { rows: { id: string }[] };
  const id = Number(result.rows[0]?.id);
  const letter = { id, referenceNo: referenceNumber(id, data.academicYear), code: letterCode(id, input.codeKey) };
  await tx.insert(admissionLetters).values({
    ...letter,
    preferenceId: input.preferenceId,
    userId,
    data,
    issuedAt: input.now,
  });
  return letter;
}

/** Whether the person holds an admission letter that is not revoked (the dashboard's step 12 circle). */
export async function hasValidLetter(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: admissionLetters.id })
    .from(admissionLetters)
    .where(and(eq(admissionLetters.userId, userId), isNull(admissionLetters.revokedAt)))
    .limit(1);
  return Boolean(row);
}
