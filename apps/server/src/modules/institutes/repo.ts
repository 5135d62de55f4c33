import { USER_TYPES } from '@portal/shared';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicationPreferences,
  applications,
  courses,
  institutes,
  instituteUsers,
  profileItems,
  profileSections,
  uploads,
  users,
} from '../../db/schema';

// ---- accounts --------------------------------------------------------------------------------

/** Institutes whose code or name matches, for the admin's pick (at most 20). */
export async function instituteOptions(db: Db, q: string) {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: institutes.id, code: institutes.code, name: institutes.name, userId: instituteUsers.userId })
    .from(institutes)
    .leftJoin(instituteUsers, eq(instituteUsers.instituteId, institutes.id))
    .where(or(ilike(institutes.code, `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`), ilike(institutes.name, like)))
    .orderBy(asc(institutes.code))
    .limit(20);
}

export async function instituteById(db: Db, id: number) {
  const [row] = await db.select().from(institutes).where(eq(institutes.id, id)).limit(1);
  return row;
}

export async function listAccounts(db: Db) {
  return db
    .select({
      userId: users.id,
      profileId: users.profileId,
      contactName: users.firstName,
      mobile: users.mobile,
      createdAt: users.createdAt,
      instituteId: institutes.id,
      instituteCode: institutes.code,
      instituteName: institutes.name,
      passwordSetAt: instituteUsers.passwordSetAt,
    })
    .from(instituteUsers)
    .innerJoin(users, eq(users.id, instituteUsers.userId))
    .innerJoin(institutes, eq(institutes.id, instituteUsers.instituteId))
    .orderBy(desc(users.id))
    .limit(1000);
}

export async function nextUserId(db: Db) {
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('users', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0]?.id);
}

export async function insertInstituteUser(
  db: Db,
  user: typeof users.$inferInsert,
  account: typeof instituteUsers.$inferInsert,
) {
  await db.insert(users).values(user);
  await db.insert(instituteUsers).values(account);
}

/** Takes the set-password token: the account it opens, once, before it expires. */
export async function takeSetupToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(instituteUsers)
    .set({ setupTokenHash: null, setupExpiresAt: null, passwordSetAt: now })
    .where(and(eq(instituteUsers.setupTokenHash, tokenHash), sql`${instituteUsers.setupExpiresAt} > ${now}`))
    .returning({ userId: instituteUsers.userId });
  return row;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, userId))
    .returning({ profileId: users.profileId });
  return row;
}

// ---- the desk --------------------------------------------------------------------------------

/** The institute of a signed-in institute user. */
export async function instituteOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({ id: institutes.id, code: institutes.code, name: institutes.name })
    .from(instituteUsers)
    .innerJoin(institutes, eq(institutes.id, instituteUsers.instituteId))
    .where(eq(instituteUsers.userId, userId))
    .limit(1);
  return row;
}

/** The staff who named the institute at registration, newest first (index users_institute_idx). */
export async function staffOf(db: Db, instituteId: number, page: { offset: number; limit: number }) {
  const where = and(eq(users.instituteId, instituteId), eq(users.userTypeId, USER_TYPES.staff));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        profileId: users.profileId,
        firstName: users.firstName,
        middleName: users.middleName,
        lastName: users.lastName,
        mobile: users.mobile,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Preferences naming the institute, newest first, optionally by status. */
export async function applicationsTo(
  db: Db,
  instituteId: number,
  status: string | undefined,
  page: { offset: number; limit: number },
) {
  const p = applicationPreferences;
  const where = and(eq(p.instituteId, instituteId), status ? eq(p.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: p.id,
        rank: p.rank,
        status: p.status,
        remark: p.remark,
        applicantId: applications.userId,
        nameMr: applications.nameMr,
        submittedAt: applications.submittedAt,
        profileId: users.profileId,
        firstName: users.firstName,
        middleName: users.middleName,
        lastName: users.lastName,
        courseCode: courses.code,
        courseName: courses.name,
      })
      .from(p)
      .innerJoin(applications, eq(applications.id, p.applicationId))
      .innerJoin(users, eq(users.id, applications.userId))
      .innerJoin(courses, eq(courses.id, p.courseId))
      .where(where)
      .orderBy(desc(p.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(p).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Whether the user applied to one of the institute's courses (a preference not withdrawn). */
export async function appliedTo(db: Db, instituteId: number, userId: number) {
  const [row] = await db
    .select({ id: applicationPreferences.id })
    .from(applicationPreferences)
    .innerJoin(applications, eq(applications.id, applicationPreferences.applicationId))
    .where(
      and(
        eq(applicationPreferences.instituteId, instituteId),
        eq(applications.userId, userId),
        ne(applicationPreferences.status, 'withdrawn'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function applicantUser(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function latestNameMr(db: Db, userId: number) {
  const [row] = await db
    .select({ nameMr: applications.nameMr })
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.id))
    .limit(1);
  return row?.nameMr ?? '';
}

export async function sectionsOf(db: Db, userId: number, names: string[]) {
  return db
    .select({ section: profileSections.section, data: profileSections.data })
    .from(profileSections)
    .where(and(eq(profileSections.userId, userId), inArray(profileSections.section, names)));
}

export async function itemsOf(db: Db, userId: number, names: string[]) {
  return db
    .select({ section: profileItems.section, data: profileItems.data })
    .from(profileItems)
    .where(and(eq(profileItems.userId, userId), inArray(profileItems.section, names)))
    .orderBy(asc(profileItems.id));
}

export async function uploadsOf(db: Db, userId: number, fileTypes: readonly string[]) {
  return db
    .select({ path: uploads.path, fileType: uploads.fileType, name: uploads.name, mime: uploads.mime })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.fileType, [...fileTypes])))
    .orderBy(asc(uploads.id));
}

// ---- deciding --------------------------------------------------------------------------------

/** The preference with its application, locked, if it names the institute. */
export async function preferenceToDecide(db: Db, preferenceId: number, instituteId: number) {
  const [row] = await db
    .select({
      id: applicationPreferences.id,
      status: applicationPreferences.status,
      courseId: applicationPreferences.courseId,
      applicationId: applications.id,
      applicationStatus: applications.status,
      academicYear: applications.academicYear,
      userId: applications.userId,
      mobile: users.mobile,
      courseName: courses.name,
    })
    .from(applicationPreferences)
    .innerJoin(applications, eq(applications.id, applicationPreferences.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(courses, eq(courses.id, applicationPreferences.courseId))
    .where(and(eq(applicationPreferences.id, preferenceId), eq(applicationPreferences.instituteId, instituteId)))
    .limit(1);
  if (!row) return undefined;
  // the application is the lock a withdrawal and every decision on it take
  await db.execute(sql`select id from ${applications} where id = ${row.applicationId} for update`);
  const [fresh] = await db
    .select({ status: applicationPreferences.status, applicationStatus: applications.status })
    .from(applicationPreferences)
    .innerJoin(applications, eq(applications.id, applicationPreferences.applicationId))
    .where(eq(applicationPreferences.id, preferenceId));
  return { ...row, ...fresh };
}

/**
 * Takes one seat of the offering for the year in ONE guarded statement: `taken < intake`, so parallel
 * accepts never pass the intake. False when every seat is taken.
 */
export async function takeSeat(db: Db, instituteId: number, courseId: number, academicYear: string) {
  const result = (await db.execute(sql`
    insert into institute_seats as s (institute_id, course_id, academic_year, taken)
    select ic.institute_id, ic.course_id, ${academicYear}, 1
      from institute_courses ic
     where ic.institute_id = ${instituteId} and ic.course_id = ${courseId} and ic.intake > 0
    on conflict (institute_id, course_id, academic_year) do update
       set taken = s.taken + 1
     where s.taken < (select intake from institute_courses
                       where institute_id = ${instituteId} and course_id = ${courseId})
    returning s.taken`)) as unknown as { rows: { taken: number }[] };
  return result.rows.length === 1;
}

export async function decidePreference(
  db: Db,
  id: number,
  values: { status: string; remark: string; decidedAt: Date; decidedBy: number },
) {
  await db.update(applicationPreferences).set(values).where(eq(applicationPreferences.id, id));
}

/** The application's other pending preferences close when one is accepted. */
export async function closeOthers(db: Db, applicationId: number, acceptedId: number, now: Date) {
  await db
    .update(applicationPreferences)
    .set({ status: 'closed', decidedAt: now })
    .where(
      and(
        eq(applicationPreferences.applicationId, applicationId),
        eq(applicationPreferences.status, 'pending'),
        ne(applicationPreferences.id, acceptedId),
      ),
    );
  await db.update(applications).set({ status: 'admitted', updatedAt: now }).where(eq(applications.id, applicationId));
}
