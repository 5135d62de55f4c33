import { and, asc, eq, gte, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { districts, faqs, meetings, officeVisits } from '../../db/schema';

/** Booked (date, time) pairs on the given dates. */
export function bookedSlots(db: Db, dates: string[]) {
  return db.select({ date: meetings.date, time: meetings.time }).from(meetings).where(inArray(meetings.date, dates));
}

/** Meetings a mobile holds on or after `today` (the caller leaves out today's past hours). */
export function meetingsOf(db: Db, mobile: string, today: string) {
  return db
    .select({ date: meetings.date, time: meetings.time })
    .from(meetings)
    .where(and(eq(meetings.mobile, mobile), gte(meetings.date, today)))
    .limit(50);
}

/** A district of the state by id, with its names; undefined when the state has no such district. */
export async function districtOf(db: Db, id: number, stateId: number) {
  const [row] = await db
    .select({ nameEn: districts.nameEn, nameMr: districts.nameMr })
    .from(districts)
    .where(and(eq(districts.id, id), eq(districts.stateId, stateId)))
    .limit(1);
  return row;
}

/** Inserts a meeting; the unique index on (date, time) refuses a slot already taken (23505). */
export async function insertMeeting(
  db: Db,
  row: Pick<typeof meetings.$inferInsert, 'title' | 'date' | 'time' | 'tokenHash' | 'mobile' | 'name' | 'districtId'>,
) {
  const [created] = await db.insert(meetings).values(row).returning({ id: meetings.id });
  if (!created) throw new Error('insertMeeting: insert returned nothing');
  return created.id;
}

export async function meetingTokenHash(db: Db, id: number) {
  const [row] = await db.select({ tokenHash: meetings.tokenHash }).from(meetings).where(eq(meetings.id, id)).limit(1);
  return row?.tokenHash;
}

/** Deletes the meeting only if the hash still matches: true when a row went. */
export async function deleteMeeting(db: Db, id: number, tokenHash: string) {
  const rows = await db
    .delete(meetings)
    .where(and(eq(meetings.id, id), eq(meetings.tokenHash, tokenHash)))
    .returning({ id: meetings.id });
  return rows.length > 0;
}

/** Office visits on or after `today`, soonest first. */
export function visitsFrom(db: Db, today: string) {
  return db
    .select()
    .from(officeVisits)
    .where(gte(officeVisits.date, today))
    .orderBy(asc(officeVisits.date), asc(officeVisits.time), asc(officeVisits.id))
    .limit(100);
}

export function faqList(db: Db) {
  return db.select().from(faqs).orderBy(asc(faqs.seq), asc(faqs.id)).limit(200);
}

/** Adds a question at the end of the FAQ. */
export async function insertFaq(db: Db, fields: FaqFields) {
  const [last] = await db.select({ seq: max(faqs.seq) }).from(faqs);
  const [row] = await db
    .insert(faqs)
    .values({ ...fields, seq: (last?.seq ?? 0) + 1 })
    .returning({ id: faqs.id });
  if (!row) throw new Error('insertFaq: insert returned nothing');
  return row.id;
}

export type FaqFields = Pick<typeof faqs.$inferInsert, 'questionEn' | 'questionMr' | 'answerEn' | 'answerMr' | 'link'>;

/** Changes a question; false when there is no such question. */
export async function updateFaq(db: Db, id: number, fields: FaqFields) {
  return (await db.update(faqs).set(fields).where(eq(faqs.id, id)).returning({ id: faqs.id })).length > 0;
}

/** Removes a question; false when there is no such question. */
export async function deleteFaq(db: Db, id: number) {
  return (await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id })).length > 0;
}

/** Every question's id. */
export async function faqIds(db: Db) {
  return (await db.select({ id: faqs.id }).from(faqs)).map((r) => r.id);
}

/** Puts the questions in the order of `ids` (every id of the FAQ, once). */
export async function orderFaqs(db: Db, ids: number[]) {
  for (const [index, id] of ids.entries())
    await db
      .update(faqs)
      .set({ seq: index + 1 })
      .where(eq(faqs.id, id));
}
