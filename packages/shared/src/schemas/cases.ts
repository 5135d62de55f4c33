import { z } from 'zod';
import { successEnvelope } from './common';

/**
 * The one case model behind complaints and grievances (docs/decisions/036): a number, a status, a
 * due date and a dated timeline. The status check of either kind answers this shape.
 */
export const CASE_KINDS = ['complaint', 'grievance'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];
export const CASE_PREFIX = { complaint: 'CMP', grievance: 'GRV' } as const satisfies Record<CaseKind, string>;
/** Days the board gives itself to answer: grievances 21 (issue 11), complaints 30 (an inquiry takes longer). */
export const CASE_DUE_DAYS = { complaint: 30, grievance: 21 } as const satisfies Record<CaseKind, number>;
export const CASE_STATUSES = ['received', 'underReview', 'underInquiry', 'resolved', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
/** Steps of a timeline: the statuses, plus a remark that changes nothing. Shown as `cases.action.<key>`. */
export const CASE_ACTIONS = [...CASE_STATUSES, 'remark'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

/** `CMP-2026-000123`: the kind's prefix, the year, six digits. */
export const caseNumberRule = (kind: CaseKind) =>
  z
    .string({ message: 'cases.numberRequired' })
    .trim()
    .toUpperCase()
    .max(20, { message: 'cases.numberInvalid' })
    .regex(new RegExp(`^${CASE_PREFIX[kind]}-\\d{4}-\\d{6}$`), { message: 'cases.numberInvalid' });

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

const caseStatusData = {
  Status: z.enum(CASE_STATUSES),
  /** ISO date-time the board will answer by. */
  DueDate: z.string(),
  Timeline: caseTimelineSchema,
};
export const complaintStatusResponseSchema = successEnvelope(z.object({ ComplaintNo: z.string(), ...caseStatusData }));
export const grievanceStatusResponseSchema = successEnvelope(z.object({ GrievanceNo: z.string(), ...caseStatusData }));
