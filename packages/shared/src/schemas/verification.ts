import { z } from 'zod';
import { INT4_MAX } from '../constants';
import { profileStepNames } from '../values/profile';
import { successEnvelope } from './common';

/**
 * Step 10, Verify (issue 21 items 1–2, decision 063): the person submits a completed profile, an
 * officer of their region marks each field and document Verified or Returned with a remark, and
 * decides. Messages are keys of the `verification` catalog.
 */

/** The verification's states as the person sees them (`notSubmitted` before the first submission). */
export const VERIFICATION_STATES = ['notSubmitted', 'submitted', 'returned', 'verified'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];
export const FIELD_VERDICTS = ['verified', 'returned'] as const;
export type FieldVerdict = (typeof FIELD_VERDICTS)[number];
/** The wizard steps that must be complete before submitting (steps 1–9). */
export const VERIFIED_STEPS = profileStepNames.slice(0, 9);

export const VERIFICATION_LIMITS = { remarkMax: 500, reasonMax: 500, marksMax: 400, fieldMax: 80 } as const;

/**
 * A reviewed item: `<section>.<Field>` for a field of a one-record section or of the account
 * (`primary.FirstName`), `<section>.<entry id>` for a list entry, `<section>.<entry id>.<Field>` for a
 * document of a list entry.
 */
export const VERIFICATION_FIELD_PATTERN = /^[a-z][A-Za-z]{1,30}(\.[A-Za-z0-9]{1,40}){1,2}$/;
const fieldKey = z
  .string({ message: 'verification.fieldInvalid' })
  .max(VERIFICATION_LIMITS.fieldMax, { message: 'verification.fieldInvalid' })
  .regex(VERIFICATION_FIELD_PATTERN, { message: 'verification.fieldInvalid' });

/** POST /api/Profile/submitForVerification: the declaration must be given. */
export const submitVerificationRequestSchema = z.object({
  Declaration: z.literal(true, { message: 'verification.declarationRequired' }),
});

/** POST /api/Profile/requestChange: a verified person asks to change their profile, saying why. */
export const changeRequestSchema = z.object({
  Reason: z
    .string({ message: 'verification.reasonRequired' })
    .trim()
    .min(1, { message: 'verification.reasonRequired' })
    .max(VERIFICATION_LIMITS.reasonMax, { message: 'verification.reasonTooLong' }),
});

export const reviewItemSchema = z.object({
  field: z.string(),
  /** The field's value as text (a document: its file name in storage, shown beside). */
  value: z.string(),
  document: z.boolean(),
  verdict: z.enum(FIELD_VERDICTS).nullable(),
  remark: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

const reviewSectionsSchema = z
  .array(z.object({ step: z.enum(profileStepNames), items: z.array(reviewItemSchema).max(200) }))
  .max(12);

const returnedField = z.object({ field: z.string(), step: z.enum(profileStepNames), remark: z.string() });

/** GET /api/Profile/verificationStatus: the caller's own state, counts and the officer's remarks. */
export const verificationStatusResponseSchema = successEnvelope(
  z.object({
    state: z.enum(VERIFICATION_STATES),
    /** Wizard steps not complete yet (what Submit would refuse). */
    missing: z.array(z.enum(profileStepNames)).max(12),
    /** Fields an officer returned, with remarks (state `returned`). */
    returned: z.array(returnedField).max(VERIFICATION_LIMITS.marksMax),
    /** Steps the person may edit now (all before submitting; those holding returned fields when returned). */
    editableSteps: z.array(z.enum(profileStepNames)).max(12),
    submittedAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
    submissions: z.number().int(),
    verifyCount: z.number().int(),
    rejectCount: z.number().int(),
    changeRequestedAt: z.string().nullable(),
    /** Every section's fields and documents, with the officer's last marks (check your answers). */
    sections: reviewSectionsSchema,
  }),
);
export type VerificationStatusData = z.infer<typeof verificationStatusResponseSchema>['Data'];
export const verificationSaveResponseSchema = successEnvelope(z.object({ state: z.enum(VERIFICATION_STATES) }));

// ---- the console ----

const id = (message = 'common.invalidInput') =>
  z.coerce.number({ message }).int({ message }).min(1, { message }).max(INT4_MAX, { message });

export const VERIFICATION_QUEUE_PAGE = { default: 25, max: 100 } as const;
/** The queue's keyset cursor: the last row's `submittedAt` (ISO) and user id. */
export const VERIFICATION_CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_\d{1,10}$/;

/** GET /api/console/verifications (and …/change-requests): the officer's region (an admin may filter), oldest first. */
export const verificationQueueQuerySchema = z.object({
  regionId: id().optional(),
  after: z
    .string({ message: 'common.invalidPage' })
    .max(40, { message: 'common.invalidPage' })
    .regex(VERIFICATION_CURSOR_PATTERN, { message: 'common.invalidPage' })
    .optional(),
  pageSize: z.coerce
    .number({ message: 'common.invalidPageSize' })
    .int({ message: 'common.invalidPageSize' })
    .min(1, { message: 'common.invalidPageSize' })
    .max(VERIFICATION_QUEUE_PAGE.max, { message: 'common.invalidPageSize' })
    .default(VERIFICATION_QUEUE_PAGE.default),
});
export type VerificationQueueQuery = z.input<typeof verificationQueueQuerySchema>;

const place = z.object({ id: z.number().int(), nameEn: z.string(), nameMr: z.string() });
export const verificationQueueRowSchema = z.object({
  userId: z.number().int(),
  profileId: z.string(),
  name: z.string(),
  role: z.enum(['candidate', 'staff']),
  region: place,
  submittedAt: z.string(),
  submissions: z.number().int(),
  changeRequestedAt: z.string().nullable(),
  changeReason: z.string().nullable(),
});
export type VerificationQueueRow = z.infer<typeof verificationQueueRowSchema>;
export const verificationQueueResponseSchema = successEnvelope(
  z.object({ rows: z.array(verificationQueueRowSchema).max(VERIFICATION_QUEUE_PAGE.max), next: z.string().nullable() }),
);

export const verificationUserParamsSchema = z.object({ userId: id('verification.profileNotFound') });
export const verificationDocumentParamsSchema = verificationUserParamsSchema.extend({
  file: z
    .string({ message: 'verification.documentNotFound' })
    .max(40, { message: 'verification.documentNotFound' })
    .regex(/^[0-9a-f]{32}\.(jpg|png|pdf)$/, { message: 'verification.documentNotFound' }),
});

/** GET /api/console/verifications/:userId: the person, every section's fields and documents, the last marks. */
export const verificationReviewResponseSchema = successEnvelope(
  z.object({
    row: verificationQueueRowSchema,
    status: z.enum(['submitted', 'returned', 'verified']),
    decidedAt: z.string().nullable(),
    verifyCount: z.number().int(),
    rejectCount: z.number().int(),
    /** A staff member's institute, chosen at registration (decision 067); null for a candidate. */
    institute: z.object({ code: z.string(), name: z.string() }).nullable(),
    sections: reviewSectionsSchema,
  }),
);
export type VerificationReview = z.infer<typeof verificationReviewResponseSchema>['Data'];

const remark = z
  .string({ message: 'verification.remarkTooLong' })
  .trim()
  .max(VERIFICATION_LIMITS.remarkMax, { message: 'verification.remarkTooLong' })
  .default('');

/** POST /api/console/verifications/:userId/decision: a mark for every item; a returned one needs a remark. */
export const verificationDecisionRequestSchema = z.object({
  marks: z
    .array(
      z
        .object({
          field: fieldKey,
          verdict: z.enum(FIELD_VERDICTS, { message: 'verification.verdictInvalid' }),
          remark,
        })
        .refine((m) => m.verdict === 'verified' || m.remark.length > 0, {
          message: 'verification.remarkRequired',
          path: ['remark'],
        }),
    )
    .min(1, { message: 'verification.marksRequired' })
    .max(VERIFICATION_LIMITS.marksMax, { message: 'verification.marksRequired' }),
});
export type VerificationDecisionRequest = z.input<typeof verificationDecisionRequestSchema>;

/** POST /api/console/verifications/:userId/change-request: approve (the profile is returned) or decline. */
export const changeDecisionRequestSchema = z.object({
  approve: z.boolean({ message: 'common.invalidInput' }),
  remark,
});
