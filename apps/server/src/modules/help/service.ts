import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type FaqItem,
  type Lang,
  MEETING_SLOTS,
  MEETING_TOKEN_LENGTH,
  type MeetingRequest,
  type MeetingSlotState,
  meetingDates,
  type OfficeVisit,
  timeInIndia,
  todayInIndia,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { ApiError } from '../../platform/errors';
import * as repo from './repo';

/** A slot of today whose hour has begun can no longer be booked. */
const isPast = (date: string, time: string, now: Date) => date === todayInIndia(now) && time <= timeInIndia(now);

/** Every slot of the seven days, booked or past ones unavailable. */
export async function slotList(db: Db, now: Date): Promise<MeetingSlotState[]> {
  const dates = meetingDates(now);
  const booked = new Set((await repo.bookedSlots(db, dates)).map((s) => `${s.date} ${s.time}`));
  return dates.flatMap((date) =>
    MEETING_SLOTS.map((time) => ({
      date,
      time,
      available: !booked.has(`${date} ${time}`) && !isPast(date, time, now),
    })),
  );
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
    if (e.cause === e) break;
  }
  return false;
}

/**
 * Books a slot: one insert, the unique index on (date, time) deciding between concurrent bookers
 * (never check-then-insert). Answers the id and the cancel token; only its SHA-256 is stored.
 */
export async function bookMeeting(db: Db, now: Date, input: MeetingRequest) {
  if (!meetingDates(now).includes(input.date))
    throw new ApiError(400, 'help.dateInvalid', [{ field: 'date', message: 'help.dateInvalid' }]);
  if (isPast(input.date, input.time, now))
    throw new ApiError(400, 'help.slotPast', [{ field: 'time', message: 'help.slotPast' }]);
  const token = randomBytes(32).toString('base64url');
  try {
    const id = await repo.insertMeeting(db, { ...input, tokenHash: sha256(token) });
    return { id, token };
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(409, 'help.slotTaken', [{ field: 'time', message: 'help.slotTaken' }]);
    throw error;
  }
}

const refused = () => new ApiError(403, 'help.cancelRefused');
const DUMMY_HASH = sha256('no meeting');

/**
 * Cancels a meeting for whoever holds its token. A wrong token, no token and an unknown id all get the
 * same 403, and the comparison takes the same time either way.
 */
export async function cancelMeeting(db: Db, id: number, token: unknown) {
  const given = typeof token === 'string' && token.length === MEETING_TOKEN_LENGTH ? sha256(token) : undefined;
  const stored = await repo.meetingTokenHash(db, id);
  const matches = timingSafeEqual(Buffer.from(given ?? DUMMY_HASH), Buffer.from(stored ?? DUMMY_HASH));
  if (!given || !stored || !matches) throw refused();
  if (!(await repo.deleteMeeting(db, id, stored))) throw refused();
}

export async function upcomingVisits(db: Db, now: Date, lang: Lang): Promise<OfficeVisit[]> {
  const rows = await repo.visitsFrom(db, todayInIndia(now));
  return rows.map((r) => ({
    date: r.date,
    time: r.time,
    purpose: lang === 'mr' ? r.purposeMr : r.purposeEn,
    place: lang === 'mr' ? r.placeMr : r.placeEn,
  }));
}

export async function faqIn(db: Db, lang: Lang): Promise<FaqItem[]> {
  const rows = await repo.faqList(db);
  return rows.map((r) => ({
    id: r.id,
    question: lang === 'mr' ? r.questionMr : r.questionEn,
    answer: lang === 'mr' ? r.answerMr : r.answerEn,
    link: r.link,
  }));
}
