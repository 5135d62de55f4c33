import { z } from 'zod';
import { INT4_MAX } from '../constants';
import { STAFF_JOB_ROLE_IDS } from '../values/registration';
import { captchaFields } from './captcha';
import {
  dobRule,
  emailRule,
  genderRule,
  itiRegistrationNoRule,
  mobileNumberRule,
  nameRule,
  optionalMobileRule,
  passwordRule,
  securityAnswerRule,
  securityQuestionIdRule,
} from './fields';

/**
 * Candidate and staff registration (spec part 1 §3–§9). Server-only: OTP-verified mobile and the
 * duplicate mobile/email/Aadhaar checks (409).
 */

/** A person's fields and rules: registration and the profile's Primary step (one set, spec §5). */
export const personFields = {
  FirstName: nameRule('accounts.firstNameRequired'),
  MiddleName: nameRule(),
  LastName: nameRule(),
  GenderCode: genderRule(),
  DOB: dobRule(),
  EMailID: emailRule(),
  MobileNo: mobileNumberRule(),
  AltMobileNo: optionalMobileRule(),
};
const securityFields = {
  SecurityQuestionID: securityQuestionIdRule(),
  SecurityQuestionAnswer: securityAnswerRule(),
  Password: z
    .string({ message: 'accounts.passwordRule' })
    .max(64, { message: 'accounts.passwordRule' })
    .pipe(passwordRule()),
  ConfirmPassword: z
    .string({ message: 'accounts.confirmPasswordRequired' })
    .min(1, { message: 'accounts.confirmPasswordRequired' })
    .max(64, { message: 'accounts.passwordsMismatch' }),
};
/** Fixed placeholders the spec sends (§9 "Profile tracking fields"); accepted and ignored. */
const placeholderFields = {
  UserLoginID: z.string().max(50).optional(),
  IPAddress: z.string().max(50).optional(),
  PageCode: z.string().max(50).optional(),
};

/**
 * Cross-field checks run even while other fields are still invalid (zod's `when`), so the first
 * submit already lists 'Passwords do not match.' and the ITI number rule with the rest — but only on an
 * object: a JSON `null`, array or string body is a plain 400, not a crash in the check.
 */
const evenWithOtherErrors = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

function passwordsMatch(v: { Password?: unknown; ConfirmPassword?: unknown }, ctx: z.RefinementCtx) {
  if (typeof v.ConfirmPassword === 'string' && v.ConfirmPassword !== '' && v.Password !== v.ConfirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['ConfirmPassword'], message: 'accounts.passwordsMismatch' });
  }
}

/**
 * POST /api/Registration/RegisterCandidate: the spec's candidate payload + ConfirmPassword and the
 * captcha. `IsITIRegistered` is the form's yes/no ('Y'/'N'); with 'Y' the registration number is
 * required and must start with 2021 or 2022. The primary mobile must have been verified by OTP.
 */
export const candidateRegistrationSchema = z
  .object({
    IsITIRegistered: z.enum(['Y', 'N'], { message: 'accounts.itiChoiceRequired' }),
    ITIRegistrationNo: z.string().trim().max(30, { message: 'common.invalidInput' }).default(''),
    IsAdmissionDataFetch: z.boolean().default(false),
    ...personFields,
    ...securityFields,
    ...captchaFields,
    ...placeholderFields,
  })
  .superRefine((v, ctx) => {
    passwordsMatch(v, ctx);
    if (v.IsITIRegistered === 'Y') {
      const result = itiRegistrationNoRule().safeParse(v.ITIRegistrationNo);
      if (!result.success) {
        ctx.addIssue({ code: 'custom', path: ['ITIRegistrationNo'], message: result.error.issues[0]?.message });
      }
    }
  }, evenWithOtherErrors);
export type CandidateRegistration = z.input<typeof candidateRegistrationSchema>;

const jobRoleItem = z.object({
  ID: z.coerce
    .number()
    .refine((v) => (STAFF_JOB_ROLE_IDS as readonly number[]).includes(v), { message: 'accounts.jobRoleInvalid' }),
  CandidateID: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  JobRoleName: z.string().max(100).optional(),
});
const uploadPath = (required: boolean) =>
  required
    ? z
        .string({ message: 'accounts.fileRequired' })
        .trim()
        .min(1, { message: 'accounts.fileRequired' })
        .max(255, { message: 'common.invalidInput' })
    : z.string().trim().max(255, { message: 'common.invalidInput' }).default('');

/**
 * The institute a staff member works at (issue 23 item 14): an id of the institutes the public search
 * lists, a JSON number (a string or a boolean is refused, not coerced); the server checks it exists.
 */
const instituteIdRule = () =>
  z
    .number({ message: 'accounts.instituteRequired' })
    .int({ message: 'accounts.instituteRequired' })
    .min(1, { message: 'accounts.instituteRequired' })
    .max(INT4_MAX, { message: 'accounts.instituteUnknown' });

/**
 * POST /api/Registration/RegisterStaff: the same personal and security fields without ITI, plus
 * job roles (1, 2, 3, 4, 11, 12; at least one), Aadhaar (12 digits), the institute they work at
 * (InstituteID, decision 067) and the uploads made before registration with userID 0 (FilePath
 * values of POST /api/FileUpload/UploadFile): photo, signature and Aadhaar card required,
 * date-of-birth proof optional.
 */
export const staffRegistrationSchema = z
  .object({
    ...personFields,
    ...securityFields,
    ...captchaFields,
    ...placeholderFields,
    ListJobRole: z
      .array(jobRoleItem, { message: 'accounts.jobRoleRequired' })
      .min(1, { message: 'accounts.jobRoleRequired' })
      .max(STAFF_JOB_ROLE_IDS.length, { message: 'accounts.jobRoleInvalid' }),
    AadhaarNo: z
      .string({ message: 'common.invalidAadhaar' })
      .trim()
      .regex(/^\d{12}$/, { message: 'common.invalidAadhaar' }),
    PhotoFilePath: uploadPath(true),
    SignFilePath: uploadPath(true),
    AadhaarFilePath: uploadPath(true),
    DOBFilePath: uploadPath(false),
    InstituteID: instituteIdRule(),
  })
  .superRefine(passwordsMatch, evenWithOtherErrors);
export type StaffRegistration = z.input<typeof staffRegistrationSchema>;

export const registrationResponseSchema = z.object({
  success: z.literal(true),
  /** The new profile ID, e.g. MH2026C000123. */
  Data: z.string(),
});
