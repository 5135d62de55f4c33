import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type FaqItem,
  formatDate,
  type Lang,
  MAHARASHTRA_STATE_ID,
  MEETING_SLOTS,
  MEETING_TOKEN_LENGTH,
  MEETINGS_PER_MOBILE,
  type MeetingRequest,
  type MeetingSlotState,
  meetingDates,
  type OfficeVisit,
  timeInIndia,
  todayInIndia,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { ApiError, isUniqueViolation } from '../../platform/errors';
import { isMobileVerified, takeVerifiedMobile } from '../../platform/otp';
import { queueSms } from '../../platform/sms-outbox';
import * as repo from './repo';

/** A slot of today whose hour has begun can no longer be booked. */
const isPast = (date: string, time: string, now: Date) => date === todayInIndia(now) && time <= timeInIndia(now);

/**
 * Every slot of the working days among the seven (today left out once its last slot has begun),
 * booked or past ones unavailable, and the first date with a free slot: the scheduler opens on it
 * (issue 23 item 7), by the server's clock so every browser agrees.
 */
export async function slotList(db: Db, now: Date): Promise<{ slots: MeetingSlotState[]; firstFree: string | null }> {
  const lastSlot = MEETING_SLOTS[MEETING_SLOTS.length - 1] ?? '';
  const dates = meetingDates(now).filter((date) => !isPast(date, lastSlot, now));
  const booked = new Set((await repo.bookedSlots(db, dates)).map((s) => `${s.date} ${s.time}`));
  const slots = dates.flatMap((date) =>
    MEETING_SLOTS.map((time) => ({
      date,
      time,
      available: !booked.has(`${date} ${time}`) && !isPast(date, time, now),
    })),
  );
  return { slots, firstFree: slots.find((s) => s.available)?.date ?? null };
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export const fieldError = (status: number, key: string, field: string) =>
  new ApiError(status, key, [{ field, message: key }]);

/** What a booking uses: the database and the clock. */
export type BookingDeps = { db: Db; now: Date };

/**
 * Books a slot (issue 17 item 8): the booker's mobile must have been verified by OTP (purpose
 * `meeting`) and hold fewer than MEETINGS_PER_MOBILE upcoming meetings. One transaction inserts the
 * meeting (the unique index on (date, time) decides between concurrent bookers, never
 * check-then-insert), uses the verification up (a taken slot does not cost the code) and queues the
 * confirmation SMS, in the booker's language, with the cancel link. Answers the id and the cancel
 * token; only its SHA-256 is stored.
 */
export async function bookMeeting(
  { db, now }: BookingDeps,
  input: MeetingRequest,
  booker: { lang: Lang; origin: string; binding: string },
) {
  if (!meetingDates(now).includes(input.date)) throw fieldError(400, 'help.dateInvalid', 'date');
  if (isPast(input.date, input.time, now)) throw fieldError(400, 'help.slotPast', 'time');
  const mobile = input.mobileNumber;
  const unverified = () => fieldError(400, 'help.verifyMobile', 'mobileNumber');
  if (!(await isMobileVerified(db, mobile, 'meeting', booker.binding, now.getTime()))) throw unverified();
  const upcoming = (await repo.meetingsOf(db, mobile, todayInIndia(now))).filter((m) => !isPast(m.date, m.time, now));
  if (upcoming.length >= MEETINGS_PER_MOBILE) throw fieldError(409, 'help.meetingsPerMobile', 'mobileNumber');
  const district = await repo.districtOf(db, input.district, MAHARASHTRA_STATE_ID);
  if (!district) throw fieldError(400, 'help.districtRequired', 'district');
  const districtName = booker.lang === 'mr' ? district.nameMr : district.nameEn;
  const token = randomBytes(32).toString('base64url');
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const created = await repo.insertMeeting(tx, {
        title: input.title,
        date: input.date,
        time: input.time,
        tokenHash: sha256(token),
        mobile,
        name: input.name,
        districtId: input.district,
      });
      if (!(await takeVerifiedMobile(tx, mobile, 'meeting', booker.binding, now.getTime()))) throw unverified();
      // the confirmation (with the cancel link) is queued with the booking: sms-outbox.ts sends it
      const link = `${booker.origin}/assitance?meeting=${created}&token=${token}`;
      const vars = {
        date: formatDate(input.date, booker.lang),
        time: input.time,
        name: input.name,
        district: districtName,
        link,
      };
      await queueSms(tx, { mobile, template: 'meetingBooked', vars, lang: booker.lang }, now);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(409, 'help.slotTaken', 'time');
    throw error;
  }
  return { id, token, district: districtName };
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
    isDemo: r.demo === 1,
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
