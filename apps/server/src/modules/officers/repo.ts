import { USER_TYPES } from '@portal/shared';
import { and, asc, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { officers, regions, sessions } from '../../db/schema';

export type OfficerRow = typeof officers.$inferSelect;

export async function officerByLoginId(db: Db, loginId: string): Promise<OfficerRow | undefined> {
  const [row] = await db.select().from(officers).where(eq(officers.loginId, loginId)).limit(1);
  return row;
}

export async function officerById(db: Db, id: number): Promise<OfficerRow | undefined> {
  const [row] = await db.select().from(officers).where(eq(officers.id, id)).limit(1);
  return row;
}

/**
 * Takes the 30-second step of an accepted code, only if it is later than the last one taken: one
 * statement, so two sign-ins with the same code cannot both succeed. False: the code was used.
 */
export async function takeTotpStep(db: Db, officerId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(officers)
    .set({ totpLastStep: step })
    .where(and(eq(officers.id, officerId), or(isNull(officers.totpLastStep), lt(officers.totpLastStep, step))))
    .returning({ id: officers.id });
  return rows.length === 1;
}

/** Inserts an official; undefined when the login ID is taken. */
export async function insertOfficer(db: Db, values: typeof officers.$inferInsert): Promise<OfficerRow | undefined> {
  const [row] = await db.insert(officers).values(values).onConflictDoNothing({ target: officers.loginId }).returning();
  return row;
}

export async function updateOfficer(db: Db, id: number, set: Partial<typeof officers.$inferInsert>) {
  const [row] = await db.update(officers).set(set).where(eq(officers.id, id)).returning();
  return row;
}

/** Ends every console session of an official, or all but `exceptId`. */
export async function endOfficerSessions(db: Db, officerId: number, exceptId?: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.officerId, officerId), exceptId ? ne(sessions.id, exceptId) : undefined));
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export const listOfficers = (db: Db) => db.select().from(officers).orderBy(asc(officers.loginId));

export const listRegions = (db: Db) => db.select().from(regions).orderBy(asc(regions.id));

export async function regionName(db: Db, id: number | null) {
  if (id === null) return null;
  const [row] = await db.select().from(regions).where(eq(regions.id, id)).limit(1);
  return row ? { en: row.nameEn, mr: row.nameMr } : null;
}

export const roleOf = (userTypeId: number) => (userTypeId === USER_TYPES.admin ? 'admin' : 'officer');
