import { todayInIndia } from '../format';
import { isRealDate } from './fields';

/** The helpline's days, hours and limits (spec part 2 §9), without zod: the scheduler shows them before its schema loads. */

/** Days looked at: today and the next six (spec §9), of which only the helpline's working days are offered. */
export const MEETING_DAYS = 7;
/**
 * The helpline's hours (issue 23 item 7): Monday to Friday, 10:00 to 17:00 India time; each slot is
 * MEETING_SLOT_MINUTES long and ends by MEETING_CLOSES. The spec's 09:00 slot is outside them.
 */
export const MEETING_OPENS = '10:00';
export const MEETING_CLOSES = '17:00';
export const MEETING_SLOT_MINUTES = 60;
/** Days of the week (0 Sunday) the helpline takes meetings: Monday to Friday. */
export const MEETING_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];
/** Hourly slots (spec §9, without the lunch hour) within the helpline's hours, Indian time. */
export const MEETING_SLOTS = ['10:00', '11:00', '13:00', '14:00', '15:00', '16:00'] as const;
export type MeetingSlot = (typeof MEETING_SLOTS)[number];
export const MEETING_TITLE_MAX = 100;
/** Upcoming meetings one mobile number may hold (issue 17 item 8). */
export const MEETINGS_PER_MOBILE = 2;
/** Length of a cancel token as sent back (32 random bytes, base64url). */
export const MEETING_TOKEN_LENGTH = 43;

/** A YYYY-MM-DD date on which the helpline takes meetings (Monday to Friday). */
export const isMeetingDay = (date: string) =>
  isRealDate(date) && MEETING_WEEKDAYS.includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** The YYYY-MM-DD working days among today in India and the next MEETING_DAYS - 1. */
export function meetingDates(now = new Date()): string[] {
  const today = new Date(`${todayInIndia(now)}T00:00:00Z`);
  return Array.from({ length: MEETING_DAYS }, (_, day) =>
    new Date(today.getTime() + day * 86_400_000).toISOString().slice(0, 10),
  ).filter(isMeetingDay);
}
