import { z } from 'zod';
import { GRIEVANCE_LIMITS, GRIEVANCE_TYPES } from '../values/grievance';
import { caseAppealFields, caseNumberRule, caseRatingFields } from './cases';
import { successEnvelope } from './common';
import { otpRule } from './fields';

/**
 * The help area's grievance form and the grievance status lookup (spec part 2 §3, §4, §5 "Grievance";
 * API.md POST /api/Grievance/submit). A grievance is a case of kind `grievance` (schemas/cases.ts).
 * Messages are keys of i18n/grievance.
 */

const text = (required: string, min: number, minMessage: string, max: number, maxMessage: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .min(min, { message: minMessage })
    .max(max, { message: maxMessage });

/**
 * The text fields of POST /api/Grievance/submit (multipart; the files are the repeated `attachments`
 * part, checked by the server by content). The browser form validates the same schema.
 */
export const grievanceFormSchema = z.object({
  name: text(
    'grievance.nameRequired',
    GRIEVANCE_LIMITS.nameMin,
    'grievance.nameMin',
    GRIEVANCE_LIMITS.nameMax,
    'grievance.nameMax',
  ),
  email: z
    .string({ message: 'grievance.emailRequired' })
    .trim()
    .min(1, { message: 'grievance.emailRequired' })
    .max(GRIEVANCE_LIMITS.emailMax, { message: 'grievance.emailInvalid' })
    .pipe(z.email({ message: 'grievance.emailInvalid' })),
  primaryNumber: z
    .string({ message: 'grievance.mobileRequired' })
    .trim()
    .min(1, { message: 'grievance.mobileRequired' })
    .regex(/^[6-9]\d{9}$/, { message: 'grievance.mobileInvalid' }),
  grievanceType: z.enum(GRIEVANCE_TYPES, { message: 'grievance.typeRequired' }),
  subject: text(
    'grievance.subjectRequired',
    GRIEVANCE_LIMITS.subjectMin,
    'grievance.subjectMin',
    GRIEVANCE_LIMITS.subjectMax,
    'grievance.subjectMax',
  ),
  description: text(
    'grievance.descriptionRequired',
    GRIEVANCE_LIMITS.descriptionMin,
    'grievance.descriptionMin',
    GRIEVANCE_LIMITS.descriptionMax,
    'grievance.descriptionMax',
  ),
});
export type GrievanceForm = z.infer<typeof grievanceFormSchema>;

export const grievanceSubmitResponseSchema = successEnvelope(z.object({ GrievanceNo: z.string() }));

/**
 * POST /api/Grievance/status: the grievance number, the mobile it was filed from and an OTP sent to
 * that mobile (send-otp, purpose `caseStatus`). Any mismatch answers the same 401 as an unknown number.
 */
const grievanceProof = {
  GrievanceNo: caseNumberRule('grievance'),
  MobileNo: z
    .string({ message: 'grievance.mobileRequired' })
    .trim()
    .min(1, { message: 'grievance.mobileRequired' })
    .regex(/^[6-9]\d{9}$/, { message: 'grievance.mobileInvalid' }),
  OTP: otpRule(),
};
export const grievanceStatusRequestSchema = z.object(grievanceProof);
/** POST /api/Grievance/appeal: the status check's proof and the reason (once, within 30 days of the decision). */
export const grievanceAppealRequestSchema = z.object({ ...grievanceProof, ...caseAppealFields });
/** POST /api/Grievance/rate: the status check's proof and a rating of 1 to 5 (once the case is decided). */
export const grievanceRateRequestSchema = z.object({ ...grievanceProof, ...caseRatingFields });
