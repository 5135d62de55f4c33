import { z } from 'zod';
import { ITI_REGISTRATION_PATTERN, otpRule } from './fields';

/**
 * The ITI admission lookup that pre-fills candidate registration (API.md ITI admission).
 */

export const itiAdmissionQuerySchema = z.object({
  ITIRegistrationNo: z
    .string({ message: 'accounts.itiLookupRequired' })
    .trim()
    .min(1, { message: 'accounts.itiLookupRequired' })
    .regex(ITI_REGISTRATION_PATTERN, { message: 'accounts.itiLookupInvalid' }),
});
export const itiAdmissionSchema = z.object({
  RegistrationNumber: z.string(),
  CandidateFirstName: z.string(),
  CandidateLastName: z.string(),
  /** YYYY-MM-DD */
  DateOfBirth: z.string(),
  GenderCode: z.enum(['M', 'F']),
  Gender: z.string(),
  Email: z.string(),
  PrimaryMobileNo: z.string(),
  SecondaryMobileNo: z.string(),
  FatherName: z.string(),
  Nationality: z.string(),
  Religion: z.string(),
  Category: z.string(),
  AddressLine1: z.string(),
  AddressLine2: z.string(),
  State: z.string(),
  District: z.string(),
  Taluka: z.string(),
  City: z.string(),
  PinCode: z.string(),
});
export type ItiAdmission = z.infer<typeof itiAdmissionSchema>;
/**
 * What the lookup shows before the record's own mobile is proven (issue 7 item 3): enough for the
 * candidate to recognise the record and the phone the code goes to, nothing to misuse.
 */
export const itiAdmissionPreviewSchema = z.object({
  RegistrationNumber: z.string(),
  /** First letter, then dots: 'S••••' */
  CandidateFirstName: z.string(),
  CandidateLastName: z.string(),
  /** The last two digits of the record's primary mobile, where the OTP goes. */
  MobileEnding: z.string(),
});
export const itiAdmissionPreviewResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: itiAdmissionPreviewSchema,
  Message: z.string(),
});
/** POST /api/IITIAdmission/SendOTP: a code to the record's primary mobile (`otp` in console mode only). */
export const itiOtpResponseSchema = z.object({
  success: z.literal(true),
  MobileEnding: z.string(),
  otp: z.string().optional(),
});
/** POST /api/IITIAdmission/VerifyOTP: the code proves the record's mobile; the answer pre-fills the form. */
export const itiOtpVerifyRequestSchema = itiAdmissionQuerySchema.extend({ otp: otpRule() });
/** Only the fields that pre-fill the registration form. */
export const itiPrefillSchema = itiAdmissionSchema.pick({
  RegistrationNumber: true,
  CandidateFirstName: true,
  CandidateLastName: true,
  FatherName: true,
  DateOfBirth: true,
  GenderCode: true,
  Email: true,
  PrimaryMobileNo: true,
  SecondaryMobileNo: true,
});
export type ItiPrefill = z.infer<typeof itiPrefillSchema>;
export const itiPrefillResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: itiPrefillSchema,
  Message: z.string(),
});
