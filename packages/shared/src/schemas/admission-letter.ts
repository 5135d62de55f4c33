import { z } from 'zod';
import { INT4_MAX } from '../constants';
import { successEnvelope } from './common';

/**
 * Step 12, the admission letter (issue 21 item 5, decision 065): the candidate's own letters and their
 * PDF, the public check of a letter's QR code, and an official's lookup and revocation in the console.
 * Messages are keys of i18n/letters.
 */

/** Longest public code the check reads: longer is refused as not one the board signed. */
export const LETTER_CODE_LENGTH_MAX = 40;
/** `MSBSVETE/ADM/2026-27/000042`. */
export const LETTER_REFERENCE_PATTERN = /^MSBSVETE\/ADM\/\d{4}-\d{2}\/\d{6,10}$/;
export const LETTER_REVOKE_REASON = { min: 10, max: 500 } as const;

const bilingual = z.object({ en: z.string(), mr: z.string() });
export const LETTER_STATUSES = ['valid', 'revoked'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

/** A letter as its candidate (and an official) sees it: what it says, fixed when it was issued. */
export const admissionLetterSchema = z.object({
  LetterID: z.number(),
  ReferenceNo: z.string(),
  ProfileID: z.string(),
  NameEn: z.string(),
  NameMr: z.string(),
  AcademicYear: z.string(),
  InstituteCode: z.string(),
  InstituteName: z.string(),
  District: bilingual,
  CourseCode: z.string(),
  CourseName: z.string(),
  Duration: bilingual,
  /** ISO 8601. */
  IssuedAt: z.string(),
  Status: z.enum(LETTER_STATUSES),
  RevokedAt: z.string().nullable(),
});
export type AdmissionLetter = z.infer<typeof admissionLetterSchema>;

/** GET /api/AdmissionLetter/mine: the candidate's letters, newest first (none before an institute accepts). */
export const myLettersResponseSchema = successEnvelope(z.array(admissionLetterSchema).max(20));

/** GET /api/AdmissionLetter/pdf?LetterID=: the PDF of one of the caller's own letters. */
export const letterPdfQuerySchema = z.object({
  LetterID: z.coerce.number({ message: 'common.invalidInput' }).int().min(1).max(INT4_MAX),
});

/** GET /api/VerifyLetter/:code: the public check of a letter's QR code. */
export const verifyLetterParamsSchema = z.object({
  code: z.string().trim().min(1, { message: 'letters.codeInvalid' }).max(LETTER_CODE_LENGTH_MAX, {
    message: 'letters.codeInvalid',
  }),
});

/** What anyone holding the code learns: the name partly masked, no profile ID or address. */
export const verifiedLetterSchema = z.object({
  ReferenceNo: z.string(),
  /** `R**** P****`: each word's first letter. */
  MaskedName: z.string(),
  AcademicYear: z.string(),
  InstituteName: z.string(),
  District: bilingual,
  CourseName: z.string(),
  IssuedAt: z.string(),
  Status: z.enum(LETTER_STATUSES),
  RevokedAt: z.string().nullable(),
});
export type VerifiedLetter = z.infer<typeof verifiedLetterSchema>;
export const verifyLetterResponseSchema = successEnvelope(verifiedLetterSchema);

const referenceRule = () =>
  z
    .string({ message: 'letters.referenceRequired' })
    .trim()
    .toUpperCase()
    .min(1, { message: 'letters.referenceRequired' })
    .max(40, { message: 'letters.referenceRule' })
    .regex(LETTER_REFERENCE_PATTERN, { message: 'letters.referenceRule' });

/** GET /api/console/letters?ReferenceNo=: an official finds a letter by its reference number. */
export const consoleLetterQuerySchema = z.object({ ReferenceNo: referenceRule() });

/** A letter in the console: what it says and, when revoked, why. */
export const consoleLetterSchema = admissionLetterSchema.extend({ RevokedReason: z.string().nullable() });
export type ConsoleLetter = z.infer<typeof consoleLetterSchema>;
export const consoleLetterResponseSchema = successEnvelope(consoleLetterSchema);

/** POST /api/console/letters/revoke: the letter reads as revoked on the public check from then on. */
export const revokeLetterRequestSchema = z.object({
  ReferenceNo: referenceRule(),
  Reason: z
    .string({ message: 'letters.reasonRequired' })
    .trim()
    .min(1, { message: 'letters.reasonRequired' })
    .min(LETTER_REVOKE_REASON.min, { message: 'letters.reasonShort' })
    .max(LETTER_REVOKE_REASON.max, { message: 'letters.reasonLong' }),
});
export type RevokeLetterRequest = z.input<typeof revokeLetterRequestSchema>;
