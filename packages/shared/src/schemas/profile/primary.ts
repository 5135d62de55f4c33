import { z } from 'zod';
import { STAFF_JOB_ROLE_IDS } from '../../values/registration';
import { personFields as registrationPersonFields } from '../registration';
import { sectionResponse, userIdRule } from './common';

/**
 * Primary information when signed in (spec part 1 "Staff page" logged-in mode, §3 staff/candidate
 * update payloads, §5 "Staff registration and primary edit"; issue 10 item 2). The data is the
 * account itself (users, user_job_roles, aadhaar_vault), so this section is not a stored JSON record:
 * the same personal fields as registration with the same rules, the documents, and for staff the job
 * roles. The Aadhaar number is answered masked ('XXXX XXXX 1234') and cannot be changed once saved;
 * a new primary mobile number must be verified by OTP first (server).
 */

/** '' (none given), 12 digits (a new number), or the masked number the read answered (unchanged). */
export const AADHAAR_MASKED_PATTERN = /^XXXX XXXX \d{4}$/;
const aadhaarInput = (required: boolean) =>
  z
    .string({ message: 'common.invalidAadhaar' })
    .trim()
    .max(14, { message: 'common.invalidAadhaar' })
    .refine((v) => (!required && v === '') || /^\d{12}$/.test(v) || AADHAAR_MASKED_PATTERN.test(v), {
      message: 'common.invalidAadhaar',
    })
    .default('');

const path = (required: boolean) =>
  required
    ? z
        .string({ message: 'accounts.fileRequired' })
        .trim()
        .min(1, { message: 'accounts.fileRequired' })
        .max(255, { message: 'common.invalidInput' })
    : z.string().trim().max(255, { message: 'common.invalidInput' }).default('');

const jobRoles = z
  .array(
    z.object({
      ID: z
        .number({ message: 'accounts.jobRoleInvalid' })
        .refine((v) => (STAFF_JOB_ROLE_IDS as readonly number[]).includes(v), { message: 'accounts.jobRoleInvalid' }),
    }),
    { message: 'accounts.jobRoleRequired' },
  )
  .min(1, { message: 'accounts.jobRoleRequired' })
  .max(STAFF_JOB_ROLE_IDS.length, { message: 'accounts.jobRoleInvalid' });

const personFields = { ...registrationPersonFields, DOBFilePath: path(false) };

/**
 * A candidate's primary information: the registration fields, and optionally the photo, signature,
 * date-of-birth proof, Aadhaar number and card the spec's candidate payload carries.
 */
const candidateFields = z.object({
  ...personFields,
  PhotoFilePath: path(false),
  SignFilePath: path(false),
  AadhaarNo: aadhaarInput(false),
  AadhaarFilePath: path(false),
});

/** A staff member's: as registration — photo, signature, Aadhaar card and at least one job role required. */
const staffFields = z.object({
  ...personFields,
  PhotoFilePath: path(true),
  SignFilePath: path(true),
  AadhaarNo: aadhaarInput(true),
  AadhaarFilePath: path(true),
  ListJobRole: jobRoles,
});

const placeholders = {
  UserLoginID: z.string().max(20).optional(),
  PageCode: z.string().max(20).optional(),
  IPAddress: z.string().max(45).optional(),
};

/**
 * The read answer's record: the account as stored (plain values, not re-checked: an account older
 * than a rule still reads), the staff job roles, the profile ID and ITI number (read only), and the
 * Aadhaar number '' or masked.
 */
const primaryRecord = z.object({
  UserLoginID: z.string(),
  ITIRegistrationNo: z.string(),
  FirstName: z.string(),
  MiddleName: z.string(),
  LastName: z.string(),
  GenderCode: z.string(),
  DOB: z.string(),
  EMailID: z.string(),
  MobileNo: z.string(),
  AltMobileNo: z.string(),
  PhotoFilePath: z.string(),
  SignFilePath: z.string(),
  DOBFilePath: z.string(),
  AadhaarNo: z.string(),
  AadhaarFilePath: z.string(),
  ListJobRole: z.array(z.object({ ID: z.number() })),
});

export const primarySchemas = {
  /** The form's fields per role (the browser's rules). */
  record: { candidate: candidateFields, staff: staffFields },
  save: {
    candidate: candidateFields.extend({ CandidateID: userIdRule(), ...placeholders }),
    staff: staffFields.extend({ StaffID: userIdRule(), ...placeholders }),
  },
  response: sectionResponse(primaryRecord),
};
export type PrimaryRecord = z.output<typeof primaryRecord>;
export type CandidatePrimaryForm = z.input<typeof candidateFields>;
export type StaffPrimaryForm = z.input<typeof staffFields>;
