import { z } from 'zod';
import { CITY_OTHER } from '../constants';
import { asciiDigits } from '../rules';
import { COMPLAINT_DETAILS_MAX, COMPLAINT_DOCUMENTS, INSTITUTE_TYPES } from '../values/complaint';
import { captchaFields } from './captcha';
import { caseAppealFields, caseNumberRule, caseRatingFields } from './cases';
import { langQuery, successEnvelope } from './common';
import {
  mobileNumberRule,
  nameRule,
  optionalMobileRule,
  otpRule,
  passwordRule,
  placeId,
  profileIdRule,
} from './fields';

/**
 * Complaint against an unauthorised institute, Form A (spec part 2 §2, §3, §5; API.md "Public search,
 * complaint, grievance, help"). The browser form and the server parse the same schema; the server
 * then checks the places against the reference geography, the captcha and the documents by content.
 */

const text = (max: number) => z.string().trim().max(max, { message: 'complaint.textTooLong' }).default('');
const required = (message: string, max: number) =>
  z.string({ message }).trim().min(1, { message }).max(max, { message: 'complaint.textTooLong' });
/** Names are upper-cased on entry (spec §3). */
const upperName = (requiredMessage?: string) => nameRule(requiredMessage).transform((v) => v.toUpperCase());
const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(100, { message: 'complaint.emailInvalid' })
    .refine((v) => v === '' || z.email().safeParse(v).success, { message: 'complaint.emailInvalid' })
    .default('');
/** Devanagari digits count as typed (`asciiDigits`, as every pincode field reads them). */
const pincode = (requiredMessage: string) =>
  z
    .string({ message: requiredMessage })
    .trim()
    .overwrite(asciiDigits)
    .min(1, { message: requiredMessage })
    .max(6, { message: 'common.invalidPincode' })
    .regex(/^\d{6}$/, { message: 'common.invalidPincode' });
const places = {
  state: placeId('complaint.stateRequired'),
  district: placeId('complaint.districtRequired'),
  taluka: placeId('complaint.talukaRequired'),
  city: placeId('complaint.cityRequired', true),
  otherCity: text(100),
};
const otherCityNamed = (v: { city: number; otherCity: string }, ctx: z.RefinementCtx) => {
  if (v.city === CITY_OTHER && !v.otherCity) {
    ctx.addIssue({ code: 'custom', path: ['otherCity'], message: 'complaint.otherCityRequired' });
  }
};

export const complainantSchema = z
  .object({
    firstName: upperName('complaint.firstNameRequired'),
    middleName: upperName(),
    lastName: upperName(),
    email: z
      .string({ message: 'complaint.emailRequired' })
      .trim()
      .min(1, { message: 'complaint.emailRequired' })
      .max(100, { message: 'complaint.emailInvalid' })
      .pipe(z.email({ message: 'complaint.emailInvalid' })),
    // the spec's Form A words (part 2): '{field} is required', then 'Invalid mobile number'
    primaryNumber: mobileNumberRule({
      required: 'complaint.primaryNumberRequired',
      invalid: 'complaint.mobileInvalid',
    }),
    secondaryNumber: optionalMobileRule('complaint.mobileInvalid'),
    address: required('complaint.addressRequired', 250),
    pinCode: pincode('complaint.pinCodeRequired'),
    ...places,
  })
  .superRefine(otherCityNamed);

export const complaintInstituteSchema = z
  .object({
    instituteName: required('complaint.instituteNameRequired', 200),
    instituteType: z.enum(INSTITUTE_TYPES, { message: 'complaint.instituteTypeRequired' }),
    ownerFirstName: upperName(),
    ownerMiddleName: upperName(),
    ownerLastName: upperName(),
    email: optionalEmail(),
    mobileNumber: optionalMobileRule(),
    website: text(200),
    instituteAddress: required('complaint.instituteAddressRequired', 250),
    institutePinCode: pincode('complaint.institutePinCodeRequired'),
    ...places,
  })
  .superRefine(otherCityNamed);

/** Checks that run even while other fields are invalid, on an object only (see registration). */
const evenWithOtherErrors = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

/**
 * The `complaint` field of POST /api/Complaint/submit (JSON). The account password (8–15, the portal's
 * rule; not a common one: checked on the server) lets the complainant check the status later.
 */
export const complaintFormSchema = z
  .object({
    isRegistered: z.enum(['yes', 'no'], { message: 'complaint.selectOption' }),
    profileId: z.string().trim().toUpperCase().max(20, { message: 'accounts.profileIdLength' }).default(''),
    complainant: complainantSchema,
    institute: complaintInstituteSchema,
    complaintDetails: z
      .string({ message: 'complaint.detailsRequired' })
      .trim()
      .min(1, { message: 'complaint.detailsRequired' })
      .max(COMPLAINT_DETAILS_MAX, { message: 'complaint.detailsTooLong' }),
    account: z
      .object({
        password: z
          .string({ message: 'accounts.passwordRule' })
          .max(64, { message: 'accounts.passwordRule' })
          .pipe(passwordRule()),
        confirmPassword: z
          .string({ message: 'accounts.confirmPasswordRequired' })
          .min(1, { message: 'accounts.confirmPasswordRequired' })
          .max(64, { message: 'accounts.passwordsMismatch' }),
      })
      .superRefine((v, ctx) => {
        if (v.confirmPassword !== '' && v.password !== v.confirmPassword) {
          ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'accounts.passwordsMismatch' });
        }
      }, evenWithOtherErrors),
    place: required('complaint.placeRequired', 100),
    declaration: z.literal(true, { message: 'complaint.declarationRequired' }),
    ...captchaFields,
  })
  .superRefine((v, ctx) => {
    if (v.isRegistered !== 'yes') return;
    const result = profileIdRule().safeParse(v.profileId);
    if (!v.profileId) {
      ctx.addIssue({ code: 'custom', path: ['profileId'], message: 'complaint.profileIdRequired' });
    } else if (!result.success) {
      ctx.addIssue({ code: 'custom', path: ['profileId'], message: result.error.issues[0]?.message });
    }
  }, evenWithOtherErrors);
export type ComplaintForm = z.input<typeof complaintFormSchema>;

/** The repeated `documentNames` fields: one name per `documents` file, in the same order. */
export const complaintDocumentNamesRequestSchema = z
  .array(required('complaint.documentNameRequired', COMPLAINT_DOCUMENTS.nameMax))
  .max(COMPLAINT_DOCUMENTS.maxCount, { message: 'complaint.tooManyDocuments' });

/**
 * The `idempotencyKey` field of Form A (optional): a random key the browser makes once per filing
 * attempt and sends again when it retries that attempt, so a retry whose first answer was lost answers
 * the same complaint number instead of filing a second complaint (issue 17 item 15).
 */
export const complaintIdempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'common.invalidInput' })
  .optional();

export const complaintSubmitResponseSchema = successEnvelope(z.object({ ComplaintNo: z.string() }));

/**
 * POST /api/Complaint/status: the number and either the complaint account password or the
 * complainant's mobile with an OTP (send-otp with purpose `caseStatus`).
 */
const complaintProof = {
  ComplaintNo: caseNumberRule('complaint'),
  Password: z.string().max(64, { message: 'cases.notFound' }).optional(),
  MobileNo: mobileNumberRule().optional(),
  OTP: otpRule().optional(),
};
type ComplaintProof = { Password?: string | undefined; MobileNo?: string | undefined; OTP?: string | undefined };
const proofGiven = (v: ComplaintProof, ctx: z.RefinementCtx) => {
  if (v.Password) return;
  if (!v.MobileNo && !v.OTP) {
    ctx.addIssue({ code: 'custom', path: ['Password'], message: 'complaint.secretRequired' });
    return;
  }
  if (!v.MobileNo) ctx.addIssue({ code: 'custom', path: ['MobileNo'], message: 'common.invalidMobile' });
  if (!v.OTP) ctx.addIssue({ code: 'custom', path: ['OTP'], message: 'accounts.otpRequired' });
};

export const complaintStatusRequestSchema = z.object(complaintProof).superRefine(proofGiven, evenWithOtherErrors);
/** POST /api/Complaint/appeal: the status check's proof and the reason (once, within 30 days of the decision). */
export const complaintAppealRequestSchema = z
  .object({ ...complaintProof, ...caseAppealFields })
  .superRefine(proofGiven, evenWithOtherErrors);
/** POST /api/Complaint/rate: the status check's proof and a rating of 1 to 5 (once the case is decided). */
export const complaintRateRequestSchema = z
  .object({ ...complaintProof, ...caseRatingFields })
  .superRefine(proofGiven, evenWithOtherErrors);

export const underInquiryQuerySchema = z.object({ lang: langQuery });
export const underInquiryResponseSchema = successEnvelope(
  z.array(
    z.object({
      InstituteName: z.string(),
      District: z.string(),
      /** YYYY-MM-DD: the day the inquiry began. */
      Since: z.string(),
    }),
  ),
);
