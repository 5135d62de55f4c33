import { z } from 'zod';
import { CASE_ACTIONS, CASE_APPEAL_REASON_MAX, CASE_KIND_SPECS, CASE_STATUSES, type CaseKind } from '../values/cases';
import { successEnvelope } from './common';

/**
 * The one case model behind complaints and grievances (docs/decisions/036, 057): a number, a status, a
 * due date and a dated timeline. The status check of either kind answers this shape.
 */

/** `CMP-2026-000123`: the kind's prefix, the year, six digits. */
export const caseNumberRule = (kind: CaseKind) =>
  z
    .string({ message: 'cases.numberRequired' })
    .trim()
    .toUpperCase()
    .max(20, { message: 'cases.numberInvalid' })
    .regex(new RegExp(`^${CASE_KIND_SPECS[kind].prefix}-\\d{4}-\\d{6}$`), { message: 'cases.numberInvalid' });

export const caseTimelineSchema = z
  .array(
    z.object({
      /** ISO date-time */
      At: z.string(),
      Action: z.enum(CASE_ACTIONS),
      Remarks: z.string().nullable(),
    }),
  )
  .max(500);

/**
 * A filed form, one line per field (`complainant.firstName`), values as text; a field holding a place id
 * (CASE_KIND_SPECS' placeFields) has the place's names too. The console's case page and the filer's
 * status check both show it.
 */
export const caseFiledFieldsSchema = z
  .array(
    z.object({
      key: z.string(),
      value: z.string(),
      place: z.object({ nameEn: z.string(), nameMr: z.string() }).optional(),
    }),
  )
  .max(200);

const caseStatusData = {
  Status: z.enum(CASE_STATUSES),
  /** ISO date-time the board will answer by. */
  DueDate: z.string(),
  Timeline: caseTimelineSchema,
  /** Until when (YYYY-MM-DD, India) the filer may appeal; null when they cannot (not decided, already appealed, too late). */
  AppealUntil: z.string().nullable(),
  /** The filer's rating (1–5) once given; null before. */
  Rating: z.number().int().nullable(),
  /** What the filer filed (issue 23 item 8): the form as the console reads it. */
  Filed: caseFiledFieldsSchema,
  /** The names of the documents filed with it. */
  Documents: z.array(z.object({ Name: z.string() })).max(10),
  /** The last four digits of the mobile every acknowledgement and update goes to by SMS. */
  MobileEnding: z.string(),
  /** The e-mail address the acknowledgement went to, masked (`a***@example.com`). */
  Email: z.string(),
};
export const complaintStatusResponseSchema = successEnvelope(z.object({ ComplaintNo: z.string(), ...caseStatusData }));
export const grievanceStatusResponseSchema = successEnvelope(z.object({ GrievanceNo: z.string(), ...caseStatusData }));

/** The filer's appeal: why they are not satisfied (the proof of the case is the kind's status request). */
export const caseAppealFields = {
  Reason: z
    .string({ message: 'cases.appealReasonRequired' })
    .trim()
    .min(1, { message: 'cases.appealReasonRequired' })
    .max(CASE_APPEAL_REASON_MAX, { message: 'cases.appealReasonTooLong' }),
};
/** The filer's rating of how the case was handled. */
export const caseRatingFields = {
  Rating: z
    .number({ message: 'cases.ratingInvalid' })
    .int({ message: 'cases.ratingInvalid' })
    .min(1, { message: 'cases.ratingInvalid' })
    .max(5, { message: 'cases.ratingInvalid' }),
};
export const caseDoneResponseSchema = successEnvelope(z.object({ Status: z.enum(CASE_STATUSES) }));
