import { z } from 'zod';
import { todayInIndia } from '../format';
import { langQuery } from './common';
import { isRealDate, mobileNumberRule, nameRule, placeId } from './fields';

/**
 * The help area (/assitance): meeting scheduler, office visits, FAQ (spec part 2 "Help area", §3
 * Meeting, §5 "title, date and time all required", §9 scheduler constants; API.md "Public search,
 * complaint, grievance, help"). Meetings are stored on the server: a slot booked by anyone is taken
 * for everyone, and the booker cancels with the token their browser keeps.
 */

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

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** A slot of the list that lies within the helpline's hours (it starts at or after opening and ends by closing). */
const isSlot = (value: string): value is MeetingSlot =>
  (MEETING_SLOTS as readonly string[]).includes(value) &&
  minutes(value) >= minutes(MEETING_OPENS) &&
  minutes(value) + MEETING_SLOT_MINUTES <= minutes(MEETING_CLOSES);

// ---- GET /api/Help/slots -------------------------------------------------------------------------

export const meetingSlotSchema = z.object({
  date: z.string(),
  time: z.enum(MEETING_SLOTS),
  /** False when booked, or already past today. */
  available: z.boolean(),
});
export type MeetingSlotState = z.infer<typeof meetingSlotSchema>;
export const meetingSlotsResponseSchema = z.object({
  Data: z.array(meetingSlotSchema).max(MEETING_DAYS * MEETING_SLOTS.length),
  /** The first date with a free slot (the scheduler opens on it), by the server's clock; null: none free. */
  FirstFree: z.string().nullable(),
});

// ---- POST /api/Help/meetings ---------------------------------------------------------------------

/**
 * Title, date and time all required (spec §5); the date a working day and one of meetingDates() (the
 * window checked by the server); the time a slot within the helpline's hours; the booker's name and
 * district (issue 23 item 7: the board knows who is coming); the booker's mobile, verified by OTP, at
 * most MEETINGS_PER_MOBILE upcoming (issue 17 item 8).
 */
export const meetingRequestSchema = z.object({
  /** The booker's name (the accounts' name rule: at most 50 letters, spaces, . ' -). */
  name: nameRule('help.nameRequired'),
  /** A district of Maharashtra (the server checks it is one). */
  district: placeId('help.districtRequired'),
  title: z
    .string({ message: 'help.titleRequired' })
    .trim()
    .min(1, { message: 'help.titleRequired' })
    .max(MEETING_TITLE_MAX, { message: 'help.titleTooLong' }),
  date: z
    .string({ message: 'help.dateRequired' })
    .min(1, { message: 'help.dateRequired' })
    .max(10, { message: 'help.dateInvalid' })
    .refine(isRealDate, { message: 'help.dateInvalid', abort: true })
    .refine(isMeetingDay, { message: 'help.dateWeekend' }),
  time: z
    .string({ message: 'help.timeRequired' })
    .min(1, { message: 'help.timeRequired' })
    .max(5, { message: 'help.timeInvalid' })
    .refine(isSlot, { message: 'help.timeInvalid' }),
  /** The booker's mobile, verified by OTP (purpose `meeting`): the confirmation SMS with the cancel link goes there. */
  mobileNumber: mobileNumberRule(),
});
export type MeetingRequest = z.infer<typeof meetingRequestSchema>;
export const meetingResponseSchema = z.object({
  Status: z.literal('Success'),
  /** `token` is shown once: the browser keeps it to cancel the meeting (`x-meeting-token`). */
  Data: z.object({
    id: z.number(),
    token: z.string(),
    /** The district's name in the request language, for the confirmation. */
    district: z.string(),
  }),
});

// ---- DELETE /api/Help/meetings/:id (header x-meeting-token) --------------------------------------

export const meetingParamsSchema = z.object({
  id: z.coerce
    .number({ message: 'help.meetingInvalid' })
    .int({ message: 'help.meetingInvalid' })
    .min(1, { message: 'help.meetingInvalid' })
    .max(Number.MAX_SAFE_INTEGER, { message: 'help.meetingInvalid' }),
});
export const cancelMeetingResponseSchema = z.object({ Status: z.literal('Success') });

// ---- GET /api/Help/visits, GET /api/Help/faq -----------------------------------------------------

export const helpQuerySchema = z.object({ lang: langQuery });
export const officeVisitSchema = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  /** HH:MM, Indian time */
  time: z.string(),
  purpose: z.string(),
  place: z.string(),
  /** A sample visit the seed wrote, not one the board plans: shown marked. */
  isDemo: z.boolean(),
});
export type OfficeVisit = z.infer<typeof officeVisitSchema>;
export const officeVisitsResponseSchema = z.object({ Data: z.array(officeVisitSchema).max(100) });

export const faqItemSchema = z.object({
  id: z.number(),
  question: z.string(),
  answer: z.string(),
  /** An app path the answer points to ('/AccountRecovery'), or null. */
  link: z.string().nullable(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqResponseSchema = z.object({ Data: z.array(faqItemSchema).max(200) });
