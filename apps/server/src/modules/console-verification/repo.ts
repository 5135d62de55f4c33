import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { institutes, profileFieldReviews, profileVerifications, regions, uploads, users } from '../../db/schema';

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

const base = (db: Executor) =>
  db
    .select(columns)
    .from(profileVerifications)
    .innerJoin(users, eq(users.id, profileVerifications.userId))
    .innerJoin(regions, eq(regions.id, profileVerifications.regionId));

/** The two lists: which rows, and the time they are in order of. */
const LISTS = {
  queue: { where: sql`v.status = 'submitted'`, at: sql.raw('v.submitted_at') },
  changes: { where: sql`v.change_requested_at is not null`, at: sql.raw('v.change_requested_at') },
} as const;

/**
 * One keyset page of a list, oldest first: the submitted profiles (index
 * profile_verifications_queue_idx: status, region, submitted_at, user_id) or the change requests
 * (profile_verifications_change_idx). Across every region the page is each region's first rows after
 * the cursor, merged: one short index scan per region rather than a sort of every row
 * (bench/verification-queue.ts).
 */
async function page(db: Executor, list: keyof typeof LISTS, f: QueueFilter) {
  const { where, at } = LISTS[list];
  // an officer of one region asking for another: nothing
  if (f.regionScope !== null && f.regionId !== undefined && f.regionId !== f.regionScope) return [];
  const region = f.regionScope ?? f.regionId;
  const after = f.after
    ? sql`and (${at}, v.user_id) > (${f.after.at.toISOString()}::timestamptz, ${f.after.userId})`
    : sql``;
  const ids = (await db.execute(
    region === undefined || region === null
      ? sql`select p.user_id from regions r cross join lateral (
            select v.user_id, ${at} as at from profile_verifications v
            where ${where} and v.region_id = r.id ${after}
            order by ${at}, v.user_id limit ${f.limit}) p
          order by p.at, p.user_id limit ${f.limit}`
      : sql`select v.user_id from profile_verifications v
          where ${where} and v.region_id = ${region} ${after}
          order by ${at}, v.user_id limit ${f.limit}`,
  )) as unknown as { rows: { user_id: number }[] };
  const userIds = ids.rows.map((r) => Number(r.user_id));
  if (userIds.length === 0) return [];
  const order = list === 'queue' ? profileVerifications.submittedAt : profileVerifications.changeRequestedAt;
  return base(db)
    .where(inArray(profileVerifications.userId, userIds))
    .orderBy(asc(order), asc(profileVerifications.userId));
}

/** Submitted profiles, oldest submission first, one keyset page. */
export const queuePage = (db: Executor, f: QueueFilter) => page(db, 'queue', f);

/** Verified profiles whose person asked for a change, oldest request first, one keyset page. */
export const changeRequestPage = (db: Executor, f: QueueFilter) => page(db, 'changes', f);

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

/** The institute a staff member named at registration (decision 067); undefined for anyone else. */
export async function instituteOf(db: Executor, userId: number) {
  const [row] = await db
    .select({ code: institutes.code, name: institutes.name })
    .from(users)
    .innerJoin(institutes, eq(institutes.id, users.instituteId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
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
