import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, districts, lookups, pincodes, states, talukas } from '../../db/schema';

/** Named lookups (religion, category, caste, ...) in display order. */
export function lookupRows(db: Db, kind: string, groupId?: number) {
  return db
    .select()
    .from(lookups)
    .where(and(eq(lookups.kind, kind), groupId === undefined ? undefined : eq(lookups.groupId, groupId)))
    .orderBy(asc(lookups.seq), asc(lookups.id));
}

export const stateRows = (db: Db) => db.select().from(states).orderBy(asc(states.nameEn));
export const districtRows = (db: Db, stateId: number) =>
  db.select().from(districts).where(eq(districts.stateId, stateId)).orderBy(asc(districts.nameEn));
export const allDistrictRows = (db: Db) => db.select().from(districts).orderBy(asc(districts.nameEn));
export const talukaRows = (db: Db, districtId: number) =>
  db.select().from(talukas).where(eq(talukas.districtId, districtId)).orderBy(asc(talukas.nameEn));
export const cityRows = (db: Db, talukaId: number) =>
  db.select().from(cities).where(eq(cities.talukaId, talukaId)).orderBy(asc(cities.nameEn));

export async function pincodeRow(db: Db, pincode: string) {
  const rows = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode)).limit(1);
  return rows[0];
}
