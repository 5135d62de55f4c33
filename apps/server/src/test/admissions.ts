import { createHash, randomBytes } from 'node:crypto';
import { USER_TYPES } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  courses,
  instituteCourses,
  institutes,
  instituteUsers,
  profileItems,
  profileVerifications,
  sessions,
} from '../db/schema';
import { createUser } from './factories';

/**
 * A live session at the process clock (a test may fake it: on PostgreSQL the table's default would be the
 * server's real time); the cookie header to send. `officerId` for the console's cookie.
 */
export async function sessionAt(db: Db, who: { userId: number } | { officerId: number }) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insert(sessions)
    .values({ id: createHash('sha256').update(token).digest('hex'), ...who, createdAt: now, lastSeenAt: now });
  return { cookie: `${'officerId' in who ? 'csid' : 'sid'}=${token}` };
}

/** Test data of steps 11 and 12: verified candidates, offerings of a chosen intake, institute accounts. */

let next = 0;
const uniqueId = async (db: Db, table: 'institutes' | 'courses') => {
  next += 1;
  const result = (await db.execute(
    sql`select coalesce(max(id), 0)::int + ${1000 + next + (process.pid % 1000) * 10} as id from ${sql.raw(table)}`,
  )) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0]?.id);
};

/** A new institute (a copy of a seeded one's place) offering a new course with this intake and entry level. */
export async function newOffering(db: Db, { intake = 3, entry = 2 }: { intake?: number; entry?: number } = {}) {
  const [template] = await db.select().from(institutes).limit(1);
  const [courseTemplate] = await db.select().from(courses).limit(1);
  if (!template || !courseTemplate) throw new Error('newOffering: the seed has no institutes or courses');
  const instituteId = await uniqueId(db, 'institutes');
  const courseId = await uniqueId(db, 'courses');
  const tag = randomBytes(3).toString('hex').toUpperCase();
  await db.insert(institutes).values({ ...template, id: instituteId, code: `T${tag}`, name: `Test Institute ${tag}` });
  await db.insert(courses).values({
    ...courseTemplate,
    id: courseId,
    code: `C${tag}`,
    name: `Test Course ${tag}`,
    entryQualificationId: entry,
  });
  await db.insert(instituteCourses).values({ instituteId, courseId, intake });
  return { instituteId, courseId, instituteName: `Test Institute ${tag}`, courseName: `Test Course ${tag}` };
}

/** Adds an offering of an existing institute. */
export async function addCourse(db: Db, instituteId: number, { intake = 3, entry = 2 } = {}) {
  const [courseTemplate] = await db.select().from(courses).limit(1);
  if (!courseTemplate) throw new Error('addCourse: no courses');
  const courseId = await uniqueId(db, 'courses');
  const tag = randomBytes(3).toString('hex').toUpperCase();
  await db.insert(courses).values({
    ...courseTemplate,
    id: courseId,
    code: `C${tag}`,
    name: `Test Course ${tag}`,
    entryQualificationId: entry,
  });
  await db.insert(instituteCourses).values({ instituteId, courseId, intake });
  return courseId;
}

/** A candidate whose profile an officer verified, with an SSC (10th) qualification unless told otherwise. */
export async function verifiedCandidate(
  db: Db,
  { qualificationType = 1, status = 'verified' }: { qualificationType?: number | null; status?: string } = {},
) {
  const user = await createUser(db, { userTypeId: USER_TYPES.candidate });
  if (qualificationType !== null)
    await db.insert(profileItems).values({
      userId: user.id,
      section: 'qualification',
      data: { QualificationGroup: 'S', QualificationType: qualificationType, ClassGrade: 'First Class' },
    });
  const now = new Date();
  await db
    .insert(profileVerifications)
    .values({ userId: user.id, status, regionId: 1, submittedAt: now, firstSubmittedAt: now });
  return { ...user, ...(await sessionAt(db, { userId: user.id })) };
}

/** An institute's account with its password set, signed in. */
export async function instituteUser(db: Db, instituteId: number) {
  const user = await createUser(db, { userTypeId: USER_TYPES.institute, dob: null });
  const profileId = `MH2026I${String(user.id).padStart(6, '0')}`;
  await db.execute(sql`update users set profile_id = ${profileId} where id = ${user.id}`);
  await db.insert(instituteUsers).values({ userId: user.id, instituteId, createdBy: 1, passwordSetAt: new Date() });
  return { ...user, profileId, ...(await sessionAt(db, { userId: user.id })) };
}
