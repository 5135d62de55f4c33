import { and, count, desc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';

export type NoticeRow = typeof notices.$inferSelect;
export type NoticeFields = Omit<typeof notices.$inferInsert, 'id' | 'regionId' | 'isDemo'>;

/** Notices of one category the public sees at `now`: published, and their time come. Newest first. */
export function visibleNotices(db: Db, regionId: number, categoryId: number, now: Date) {
  return db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.regionId, regionId),
        eq(notices.categoryId, categoryId),
        eq(notices.isActive, true),
        or(isNull(notices.publishAt), lte(notices.publishAt, now)),
      ),
    )
    .orderBy(desc(notices.publishedOn), desc(notices.id));
}

/** One page of every notice, shown or not, the newest first. */
export async function noticePage(db: Db, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .orderBy(desc(notices.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(notices),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function noticeById(db: Db, id: number): Promise<NoticeRow | undefined> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id)).limit(1);
  return row;
}

export async function insertNotice(db: Db, fields: NoticeFields & { regionId: number }) {
  const [row] = await db.insert(notices).values(fields).returning({ id: notices.id });
  if (!row) throw new Error('insertNotice: insert returned nothing');
  return row.id;
}

/** Changes a notice; false when there is no such notice. */
export async function updateNotice(db: Db, id: number, fields: Partial<NoticeFields>) {
  const rows = await db.update(notices).set(fields).where(eq(notices.id, id)).returning({ id: notices.id });
  return rows.length > 0;
}
