import { academicYear } from '@portal/shared';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { issueAdmissionLetter } from '../../db/admission-letters';
import type { Database, Db } from '../../db/client';
import { applicationPreferences, applications, instituteCourses, institutes } from '../../db/schema';
import { derivedKey } from '../../platform/vault';

/**
 * A letter for `userId` as the institute's accept would leave it (the accept itself is step 11's): an
 * application with the Marathi name, one accepted preference of a seeded offering, and the letter
 * issued from it by db/admission-letters.ts. `offering` picks the n-th seeded offering.
 */
export async function letterFor(
  ctx: { database: Database; config: Config },
  userId: number,
  nameMr: string,
  offering = 0,
) {
  const db: Db = ctx.database.db;
  const now = new Date('2026-06-15T06:30:00Z');
  const [course] = await db
    .select({ instituteId: instituteCourses.instituteId, courseId: instituteCourses.courseId })
    .from(instituteCourses)
    .innerJoin(institutes, eq(institutes.id, instituteCourses.instituteId))
    .orderBy(asc(instituteCourses.instituteId), asc(instituteCourses.courseId))
    .offset(offering)
    .limit(1);
  if (!course) throw new Error('letterFor: no seeded offering');
  return db.transaction(async (tx) => {
    const [application] = await tx
      .insert(applications)
      .values({ userId, academicYear: academicYear(now), nameMr, status: 'admitted', submittedAt: now, updatedAt: now })
      .returning({ id: applications.id });
    if (!application) throw new Error('letterFor: no application');
    const [preference] = await tx
      .insert(applicationPreferences)
      .values({ applicationId: application.id, rank: 1, ...course, status: 'accepted', decidedAt: now })
      .returning({ id: applicationPreferences.id });
    if (!preference) throw new Error('letterFor: no preference');
    return issueAdmissionLetter(tx, {
      preferenceId: preference.id,
      now,
      codeKey: derivedKey(ctx.config, 'admission-letter'),
    });
  });
}
