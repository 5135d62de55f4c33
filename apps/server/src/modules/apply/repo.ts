import { and, asc, count, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicationPreferences,
  applications,
  courses,
  instituteCourses,
  instituteSearch,
  instituteSearchCounts,
  institutes,
  profileItems,
} from '../../db/schema';

/** The candidate's saved qualifications (profile_items 'qualification'). */
export async function qualificationsOf(db: Db, userId: number) {
  const rows = await db
    .select({ data: profileItems.data })
    .from(profileItems)
    .where(and(eq(profileItems.userId, userId), eq(profileItems.section, 'qualification')));
  return rows.map((r) => (r.data ?? {}) as Record<string, unknown>);
}

export type OfferingFilter = { districtId?: number; sectorId?: number; courseId?: number; level: number };

/** Offerings (institute_search rows) the filter matches, by institute code then course code. */
export async function offerings(db: Db, f: OfferingFilter, page: { offset: number; limit: number }) {
  const v = instituteSearch;
  const where: SQL[] = [lte(v.entryQualificationId, f.level)];
  if (f.districtId) where.push(eq(v.districtId, f.districtId));
  if (f.sectorId) where.push(eq(v.sectorId, f.sectorId));
  if (f.courseId) where.push(eq(v.courseId, f.courseId));
  const condition = and(...where);
  const [rows, total] = await Promise.all([
    db
      .select({
        instituteId: v.instituteId,
        courseId: v.courseId,
        instituteCode: v.instituteCode,
        instituteName: v.instituteName,
        districtEn: v.districtEn,
        districtMr: v.districtMr,
        courseCode: v.courseCode,
        courseName: v.courseName,
        intake: v.intake,
      })
      .from(v)
      .where(condition)
      .orderBy(asc(v.instituteCodeKey), asc(v.courseCode))
      .offset(page.offset)
      .limit(page.limit),
    f.courseId ? countRows(db, condition) : countByGroups(db, f),
  ]);
  return { rows, total };
}

async function countRows(db: Db, condition: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(instituteSearch).where(condition);
  return row?.n ?? 0;
}

/**
 * Without a course, the total is a sum over institute_search_counts (rows per district × sector × …
 * × entry qualification), not a count of up to a million rows (decision 006): at 100× data the count
 * was most of the answer's time (decision 064).
 */
async function countByGroups(db: Db, f: OfferingFilter) {
  const c = instituteSearchCounts;
  const where: SQL[] = [lte(c.entryQualificationId, f.level)];
  if (f.districtId) where.push(eq(c.districtId, f.districtId));
  if (f.sectorId) where.push(eq(c.sectorId, f.sectorId));
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${c.rowCount}), 0)::int` })
    .from(c)
    .where(and(...where));
  return Number(row?.n ?? 0);
}

/** An offering's entry qualification, or undefined when the institute does not offer the course. */
export async function offering(db: Db, instituteId: number, courseId: number) {
  const [row] = await db
    .select({ entryQualificationId: courses.entryQualificationId })
    .from(instituteCourses)
    .innerJoin(courses, eq(courses.id, instituteCourses.courseId))
    .where(and(eq(instituteCourses.instituteId, instituteId), eq(instituteCourses.courseId, courseId)))
    .limit(1);
  return row;
}

export async function applicationOf(db: Db, userId: number, academicYear: string, forUpdate = false) {
  const query = db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.academicYear, academicYear)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function preferencesOf(db: Db, applicationId: number) {
  return db
    .select({
      id: applicationPreferences.id,
      rank: applicationPreferences.rank,
      instituteId: applicationPreferences.instituteId,
      courseId: applicationPreferences.courseId,
      status: applicationPreferences.status,
      remark: applicationPreferences.remark,
      decidedAt: applicationPreferences.decidedAt,
      instituteName: institutes.name,
      instituteCode: institutes.code,
      courseName: courses.name,
      courseCode: courses.code,
    })
    .from(applicationPreferences)
    .innerJoin(institutes, eq(institutes.id, applicationPreferences.instituteId))
    .innerJoin(courses, eq(courses.id, applicationPreferences.courseId))
    .where(eq(applicationPreferences.applicationId, applicationId))
    .orderBy(asc(applicationPreferences.rank));
}

export async function insertApplication(db: Db, row: typeof applications.$inferInsert) {
  const [created] = await db.insert(applications).values(row).returning({ id: applications.id });
  if (!created) throw new Error('insertApplication: nothing returned');
  return created.id;
}

export async function insertPreferences(db: Db, rows: (typeof applicationPreferences.$inferInsert)[]) {
  await db.insert(applicationPreferences).values(rows);
}

/** Withdraws the application's pending preferences (all, or the one named); the ids changed. */
export async function withdrawPending(db: Db, applicationId: number, preferenceId?: number) {
  const rows = await db
    .update(applicationPreferences)
    .set({ status: 'withdrawn' })
    .where(
      and(
        eq(applicationPreferences.applicationId, applicationId),
        eq(applicationPreferences.status, 'pending'),
        preferenceId === undefined ? undefined : eq(applicationPreferences.id, preferenceId),
      ),
    )
    .returning({ id: applicationPreferences.id });
  return rows.map((r) => r.id);
}

export async function setApplicationStatus(db: Db, id: number, status: string, now: Date) {
  await db.update(applications).set({ status, updatedAt: now }).where(eq(applications.id, id));
}

/** Whether any preference of the application is still pending. */
export async function hasPending(db: Db, applicationId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applicationPreferences)
    .where(and(eq(applicationPreferences.applicationId, applicationId), eq(applicationPreferences.status, 'pending')));
  return (row?.n ?? 0) > 0;
}
