import { z } from 'zod';
import { todayInIndia } from '../format';
import { langQuery } from './common';
import { isRealDate, mobileNumberRule } from './fields';

/**
 * The help area (/assitance): meeting scheduler, office visits, FAQ (spec part 2 "Help area", §3
 * Meeting, §5 "title, date and time all required", §9 scheduler constants; API.md "Public search,
 * complaint, grievance, help"). Meetings are stored on the server: a slot booked by anyone is taken
 * for everyone, and the booker cancels with the token their browser keeps.
 */

/** Days offered: today and the next six (spec §9). */
export const MEETING_DAYS = 7;
/** Hourly slots (spec §9), Indian time. */
export const MEETING_SLOTS = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'] as const;
export type MeetingSlot = (typeof MEETING_SLOTS)[number];
export const MEETING_TITLE_MAX = 100;
/** Upcoming meetings one mobile number may hold (issue 17 item 8). */
export const MEETINGS_PER_MOBILE = 2;
/** Length of a cancel token as sent back (32 random bytes, base64url). */
export const MEETING_TOKEN_LENGTH = 43;

/** The YYYY-MM-DD dates that can be booked at `now`: today in India and the next MEETING_DAYS - 1. */
export function meetingDates(now = new Date()): string[] {
  const today = new Date(`${todayInIndia(now)}T00:00:00Z`);
  return Array.from({ length: MEETING_DAYS }, (_, day) =>
    new Date(today.getTime() + day * 86_400_000).toISOString().slice(0, 10),
  );
}

const isSlot = (value: string): value is MeetingSlot => (MEETING_SLOTS as readonly string[]).includes(value);

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
});

// ---- POST /api/Help/meetings ---------------------------------------------------------------------

/**
 * Title, date and time all required (spec §5); the date must be one of meetingDates() (checked by the
 * server); the booker's mobile, verified by OTP, at most MEETINGS_PER_MOBILE upcoming (issue 17 item 8).
 */
export const meetingRequestSchema = z.object({
  title: z
    .string({ message: 'help.titleRequired' })
    .trim()
    .min(1, { message: 'help.titleRequired' })
    .max(MEETING_TITLE_MAX, { message: 'help.titleTooLong' }),
  date: z
    .string({ message: 'help.dateRequired' })
    .min(1, { message: 'help.dateRequired' })
    .max(10, { message: 'help.dateInvalid' })
    .refine(isRealDate, { message: 'help.dateInvalid' }),
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
  Data: z.object({ id: z.number(), token: z.string() }),
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
