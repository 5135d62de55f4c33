import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caseCounters, caseDocuments, caseEvents, cases, districts } from '../../db/schema';
import type { Tx } from './transitions';

/**
 * The next number of a prefix in a year, under the counter row's lock: concurrent filers wait for
 * each other here for the length of one update, and no two get the same number.
 */
export async function nextNumber(tx: Tx, prefix: string, year: number) {
  const [row] = await tx
    .insert(caseCounters)
    .values({ prefix, year, last: 1 })
    .onConflictDoUpdate({
      target: [caseCounters.prefix, caseCounters.year],
      set: { last: sql`${caseCounters.last} + 1` },
    })
    .returning({ last: caseCounters.last });
  if (!row) throw new Error('case counter not returned');
  return row.last;
}

export async function insertCase(tx: Tx, row: typeof cases.$inferInsert) {
  const [created] = await tx.insert(cases).values(row).returning({ id: cases.id });
  if (!created) throw new Error('case not returned');
  return created.id;
}

export async function insertEvent(tx: Tx, row: typeof caseEvents.$inferInsert) {
  await tx.insert(caseEvents).values(row);
}

export async function insertDocuments(tx: Tx, rows: (typeof caseDocuments.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(caseDocuments).values(rows);
}

const caseColumns = {
  id: cases.id,
  kind: cases.kind,
  number: cases.number,
  status: cases.status,
  mobile: cases.mobile,
  passwordHash: cases.passwordHash,
  dueAt: cases.dueAt,
  closedAt: cases.closedAt,
  appealedAt: cases.appealedAt,
  rating: cases.rating,
  // the filed form, which the filer's status check shows
  data: cases.data,
};
export type CaseRow = Awaited<ReturnType<typeof caseByNumber>> & {};

export async function caseByNumber(db: Db, number: string) {
  const [row] = await db.select(caseColumns).from(cases).where(eq(cases.number, number));
  return row;
}

/** The case, locked for the rest of the transaction (two appeals at once: the second waits, then sees the first). */
export async function lockCase(tx: Tx, id: number) {
  const [row] = await tx.select(caseColumns).from(cases).where(eq(cases.id, id)).for('update');
  if (!row) throw new Error('case vanished');
  return row;
}

export async function rate(tx: Tx, id: number, rating: number, now: Date) {
  await tx.update(cases).set({ rating, updatedAt: now }).where(eq(cases.id, id));
  await tx.insert(caseEvents).values({ caseId: id, at: now, action: 'rated' });
}

/** The region (regions.id) of a district; null for a district the reference data does not have. */
export async function regionOf(tx: Tx, districtId: number) {
  const [row] = await tx.select({ regionId: districts.regionId }).from(districts).where(eq(districts.id, districtId));
  return row?.regionId ?? null;
}

/** The case a filer's earlier attempt with this key filed, if any. */
export async function caseByIdempotencyKey(db: Db, kind: string, mobile: string, key: string) {
  const [row] = await db
    .select({ number: cases.number })
    .from(cases)
    .where(and(eq(cases.kind, kind), eq(cases.mobile, mobile), eq(cases.idempotencyKey, key)));
  return row;
}

export function timeline(db: Db, caseId: number) {
  return db
    .select({ at: caseEvents.at, action: caseEvents.action, remarks: caseEvents.remarks })
    .from(caseEvents)
    .where(eq(caseEvents.caseId, caseId))
    .orderBy(asc(caseEvents.at), asc(caseEvents.id))
    .limit(500);
}

/** The names of a case's documents, in the order they were filed. */
export function documentNames(db: Db, caseId: number) {
  return db
    .select({ name: caseDocuments.name })
    .from(caseDocuments)
    .where(eq(caseDocuments.caseId, caseId))
    .orderBy(asc(caseDocuments.id))
    .limit(10);
}
