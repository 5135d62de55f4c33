import { z } from 'zod';
import { INT4_MAX } from '../constants';
import { CASE_ACTIONS, CASE_KINDS, CASE_OFFICER_ACTIONS, CASE_STATUSES } from '../values/cases';
import { caseFiledFieldsSchema } from './cases';
import { successEnvelope } from './common';

/**
 * The console's case inbox and case page (issue 20 item 2, decision 057): complaints and grievances
 * together, scoped to the officer's region. Messages are keys of the console-cases catalog.
 */

const id = (message = 'common.invalidInput') =>
  z.coerce.number({ message }).int({ message }).min(1, { message }).max(INT4_MAX, { message });

/** Inbox sorts: a column, `-` in front for descending. */
export const CASE_INBOX_SORTS = ['dueDate', '-dueDate', 'filed', '-filed', 'number', '-number'] as const;
export type CaseInboxSort = (typeof CASE_INBOX_SORTS)[number];
export const CASE_INBOX_FLAGS = ['escalated', 'appealed'] as const;
/** Deep enough for 100,000 cases at the smallest page; a bigger page is refused, not clamped. */
export const CASE_INBOX_PAGE_MAX = 10_000;
export const CASE_INBOX_PAGE_SIZES = [10, 25, 50, 100] as const;

/** GET /api/console/cases (and .csv): every filter optional; a present one must be valid (400 naming it). */
export const caseInboxQuerySchema = z.object({
  kind: z.enum(CASE_KINDS, { message: 'common.invalidInput' }).optional(),
  status: z.enum(CASE_STATUSES, { message: 'common.invalidInput' }).optional(),
  regionId: id().optional(),
  districtId: id().optional(),
  /** Part of the institute's name (complaints), any case. */
  institute: z.string().trim().max(100, { message: 'common.invalidInput' }).optional(),
  overdue: z.enum(['true', 'false'], { message: 'common.invalidInput' }).optional(),
  flag: z.enum(CASE_INBOX_FLAGS, { message: 'common.invalidInput' }).optional(),
  sort: z.enum(CASE_INBOX_SORTS, { message: 'common.invalidSort' }).default('dueDate'),
  page: z.coerce
    .number({ message: 'common.invalidPage' })
    .int({ message: 'common.invalidPage' })
    .min(1, { message: 'common.invalidPage' })
    .max(CASE_INBOX_PAGE_MAX, { message: 'common.invalidPage' })
    .default(1),
  pageSize: z.coerce
    .number({ message: 'common.invalidPageSize' })
    .refine((v) => (CASE_INBOX_PAGE_SIZES as readonly number[]).includes(v), { message: 'common.invalidPageSize' })
    .default(25),
});
export type CaseInboxQuery = z.input<typeof caseInboxQuerySchema>;

/** A deadline's state: amber with 7 days or fewer left, red once the due day has passed; none when decided. */
export const CASE_DEADLINES = ['ok', 'soon', 'overdue'] as const;
export type CaseDeadline = (typeof CASE_DEADLINES)[number];
const deadlineFields = {
  /** YYYY-MM-DD, India's calendar. */
  dueDate: z.string(),
  /** Days from today (India) to the due day; negative when overdue; null once decided. */
  daysLeft: z.number().int().nullable(),
  deadline: z.enum(CASE_DEADLINES).nullable(),
};
const place = z.object({ id: z.number().int(), nameEn: z.string(), nameMr: z.string() }).nullable();

export const caseInboxRowSchema = z.object({
  number: z.string(),
  kind: z.enum(CASE_KINDS),
  status: z.enum(CASE_STATUSES),
  ...deadlineFields,
  /** ISO date-time. */
  filedAt: z.string(),
  district: place,
  institute: z.string().nullable(),
  assignedTo: z.string().nullable(),
  escalated: z.boolean(),
  appealed: z.boolean(),
});
export type CaseInboxRow = z.infer<typeof caseInboxRowSchema>;
export const caseInboxResponseSchema = successEnvelope(
  z.object({ rows: z.array(caseInboxRowSchema).max(100), total: z.number().int() }),
);

export const caseNumberParamsSchema = z.object({
  number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(CMP|GRV)-\d{4}-\d{6}$/, { message: 'cases.numberInvalid' }),
});
export const caseDocumentParamsSchema = caseNumberParamsSchema.extend({ documentId: id() });

/** GET /api/console/cases/:number: every field of the form, the documents, the timeline, what may be done. */
export const caseDetailResponseSchema = successEnvelope(
  z.object({
    ...caseInboxRowSchema.shape,
    region: place,
    lang: z.string(),
    mobile: z.string(),
    closedAt: z.string().nullable(),
    appealReason: z.string().nullable(),
    rating: z.number().int().nullable(),
    /**
     * The filer's form, one line per field (`complainant.firstName`), values as text; a field holding
     * a place id (CASE_KIND_SPECS' placeFields) has the place's names too.
     */
    fields: caseFiledFieldsSchema,
    documents: z
      .array(z.object({ id: z.number().int(), name: z.string(), mime: z.string(), size: z.number() }))
      .max(10),
    timeline: z
      .array(
        z.object({
          at: z.string(),
          action: z.enum(CASE_ACTIONS),
          remarks: z.string().nullable(),
          officer: z.string().nullable(),
        }),
      )
      .max(500),
    /** The actions the transition table allows now. */
    actions: z.array(z.enum(CASE_OFFICER_ACTIONS)),
    /** Officials a case may be assigned to (active, of its region or every region). */
    officers: z.array(z.object({ id: z.number().int(), name: z.string() })).max(500),
  }),
);
export type CaseDetail = z.infer<typeof caseDetailResponseSchema>['Data'];

export const CASE_REMARKS_MAX = 1000;
const remarks = (required: boolean) =>
  required
    ? z
        .string({ message: 'casework.remarksRequired' })
        .trim()
        .min(1, { message: 'casework.remarksRequired' })
        .max(CASE_REMARKS_MAX, { message: 'casework.remarksTooLong' })
    : z.string().trim().max(CASE_REMARKS_MAX, { message: 'casework.remarksTooLong' }).default('');
const requiredText = (message: string) =>
  z.string({ message }).trim().min(1, { message }).max(CASE_REMARKS_MAX, { message: 'casework.remarksTooLong' });

/** POST /api/console/cases/:number/actions: one of the officer's actions with what it needs. */
export const caseActionRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('acknowledge'), remarks: remarks(false) }),
    z.object({ action: z.literal('assign'), remarks: remarks(false), officerId: id('casework.officerRequired') }),
    z.object({ action: z.literal('requestInfo'), remarks: remarks(true) }),
    z.object({ action: z.literal('underInquiry'), remarks: remarks(false) }),
    z.object({ action: z.literal('findings'), remarks: remarks(true) }),
    z.object({
      action: z.literal('close'),
      remarks: remarks(false),
      actionTaken: requiredText('casework.actionTakenRequired'),
    }),
    z.object({
      action: z.literal('reject'),
      remarks: remarks(false),
      reason: requiredText('casework.reasonRequired'),
    }),
  ],
  { message: 'casework.actionInvalid' },
);
export type CaseActionRequest = z.input<typeof caseActionRequestSchema>;
export const caseActionResponseSchema = successEnvelope(z.object({ status: z.enum(CASE_STATUSES) }));
