import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profileFieldReviews, profileVerifications, regions, uploads, users } from '../../db/schema';

/** The database or a transaction on it. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** A queue's filter: the officer's region (null: every region), an admin's region filter, the cursor. */
export type QueueFilter = {
  regionScope: number | null;
  regionId?: number | undefined;
  /** The last row of the page before: its time (submitted or change requested) and user id. */
  after?: { at: Date; userId: number } | undefined;
  limit: number;
};

const columns = {
  userId: profileVerifications.userId,
  status: profileVerifications.status,
  regionId: profileVerifications.regionId,
  regionEn: regions.nameEn,
  regionMr: regions.nameMr,
  submittedAt: profileVerifications.submittedAt,
  submissions: profileVerifications.submissions,
  decidedAt: profileVerifications.decidedAt,
  verifyCount: profileVerifications.verifyCount,
  rejectCount: profileVerifications.rejectCount,
  changeRequestedAt: profileVerifications.changeRequestedAt,
  changeReason: profileVerifications.changeReason,
  profileId: users.profileId,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  userTypeId: users.userTypeId,
  mobile: users.mobile,
};
export type VerificationRow = Awaited<ReturnType<typeof inScope>> & {};

const scoped = (f: Pick<QueueFilter, 'regionScope' | 'regionId'>) => [
  f.regionScope === null ? undefined : eq(profileVerifications.regionId, f.regionScope),
  f.regionId === undefined ? undefined : eq(profileVerifications.regionId, f.regionId),
];

const base = (db: Executor) =>
  db
    .select(columns)
    .from(profileVerifications)
    .innerJoin(users, eq(users.id, profileVerifications.userId))
    .innerJoin(regions, eq(regions.id, profileVerifications.regionId));

/**
 * Submitted profiles, oldest submission first, one keyset page (the index
 * profile_verifications_queue_idx: status, region, submitted_at, user_id). Across every region the
 * page is each region's first rows after the cursor, merged: one short index scan per region rather
 * than a sort of every submitted profile (bench/verification-queue.ts).
 */
export async function queuePage(db: Executor, f: QueueFilter) {
  const after = f.after
    ? sql`and (v.submitted_at, v.user_id) > (${f.after.at.toISOString()}::timestamptz, ${f.after.userId})`
    : sql``;
  const region = f.regionScope ?? f.regionId;
  const sameRegion = f.regionScope !== null && f.regionId !== undefined && f.regionId !== f.regionScope;
  if (sameRegion) return [];
  const ids = (await db.execute(
    region === undefined || region === null
      ? sql`select p.user_id from regions r cross join lateral (
            select v.user_id, v.submitted_at from profile_verifications v
            where v.status = 'submitted' and v.region_id = r.id ${after}
            order by v.submitted_at, v.user_id limit ${f.limit}) p
          order by p.submitted_at, p.user_id limit ${f.limit}`
      : sql`select v.user_id from profile_verifications v
          where v.status = 'submitted' and v.region_id = ${region} ${after}
          order by v.submitted_at, v.user_id limit ${f.limit}`,
  )) as unknown as { rows: { user_id: number }[] };
  const userIds = ids.rows.map((r) => Number(r.user_id));
  if (userIds.length === 0) return [];
  return base(db)
    .where(inArray(profileVerifications.userId, userIds))
    .orderBy(asc(profileVerifications.submittedAt), asc(profileVerifications.userId));
}

/** Verified profiles whose person asked for a change, oldest request first, one keyset page. */
export function changeRequestPage(db: Executor, f: QueueFilter) {
  return base(db)
    .where(
      and(
        isNotNull(profileVerifications.changeRequestedAt),
        ...scoped(f),
        f.after
          ? sql`(${profileVerifications.changeRequestedAt}, ${profileVerifications.userId}) > (${f.after.at.toISOString()}::timestamptz, ${f.after.userId})`
          : undefined,
      ),
    )
    .orderBy(asc(profileVerifications.changeRequestedAt), asc(profileVerifications.userId))
    .limit(f.limit);
}

/** A person's verification if it is in the scope (null: every region); `lock` inside a transaction. */
export async function inScope(db: Executor, userId: number, regionScope: number | null, lock = false) {
  const query = base(db)
    .where(
      and(
        eq(profileVerifications.userId, userId),
        regionScope === null ? undefined : eq(profileVerifications.regionId, regionScope),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update', { of: profileVerifications }) : await query;
  return row ?? null;
}

/** The stored upload of a person by key: its type for serving. */
export async function uploadOf(db: Executor, userId: number, path: string) {
  const [row] = await db
    .select({ path: uploads.path, mime: uploads.mime })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.path, path)))
    .limit(1);
  return row ?? null;
}

export type Mark = { field: string; verdict: 'verified' | 'returned'; remark: string };

/** The officer's marks replace the earlier ones (which the audit log keeps). */
export async function replaceMarks(tx: Executor, userId: number, officerId: number, marks: Mark[], at: Date) {
  await tx.delete(profileFieldReviews).where(eq(profileFieldReviews.userId, userId));
  if (marks.length > 0) {
    await tx.insert(profileFieldReviews).values(marks.map((m) => ({ userId, officerId, at, ...m })));
  }
}

export async function decide(tx: Executor, userId: number, set: Partial<typeof profileVerifications.$inferInsert>) {
  await tx.update(profileVerifications).set(set).where(eq(profileVerifications.userId, userId));
}
