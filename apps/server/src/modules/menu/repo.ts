import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuItems } from '../../db/schema';

export function menuRows(db: Db, userTypeId: number | null) {
  return db
    .select()
    .from(menuItems)
    .where(userTypeId === null ? isNull(menuItems.userTypeId) : eq(menuItems.userTypeId, userTypeId))
    .orderBy(asc(menuItems.seq));
}
export type MenuRow = Awaited<ReturnType<typeof menuRows>>[number];
