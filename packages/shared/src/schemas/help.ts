import { z } from 'zod';
import { isRealDate } from '../values/fields';
import {
  isMeetingDay,
  MEETING_CLOSES,
  MEETING_DAYS,
  MEETING_OPENS,
  MEETING_SLOT_MINUTES,
  MEETING_SLOTS,
  MEETING_TITLE_MAX,
  type MeetingSlot,
} from '../values/help';
import { langQuery } from './common';
import { mobileNumberRule, nameRule, placeId } from './fields';

/**
 * The help area (/assitance): meeting scheduler, office visits, FAQ (spec part 2 "Help area", §3
 * Meeting, §5 "title, date and time all required", §9 scheduler constants; API.md "Public search,
 * complaint, grievance, help"). Meetings are stored on the server: a slot booked by anyone is taken
 * for everyone, and the booker cancels with the token their browser keeps.
 */

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
