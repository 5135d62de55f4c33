import type { ItiPrefill } from '@portal/shared';
import { digitsOnly, LIMITS } from '@portal/shared/basics';
import { lazySchemaResolver } from '../../../lib/schema-resolver';

/** The registration form's data: what the browser holds, the ids of its fields and the request body. */

export type RegistrationRole = 'candidate' | 'staff';

const schemas = () => import('@portal/shared/schemas/registration');
/**
 * What differs between the two registrations; everything else is one form. Each role's request schema
 * checks the form, imported on its first use (decision 072).
 */
export const ROLES = {
  candidate: {
    resolver: lazySchemaResolver<Record<string, unknown>>(() => schemas().then((m) => m.candidateRegistrationSchema)),
    failedKey: 'msg:accounts.submitFailed',
  },
  staff: {
    resolver: lazySchemaResolver<Record<string, unknown>>(() => schemas().then((m) => m.staffRegistrationSchema)),
    failedKey: 'msg:accounts.staffSubmitFailed',
  },
} as const;

/** Form state: every input as the browser holds it (job roles as ticked ids). */
export type Values = {
  IsITIRegistered: string;
  ITIRegistrationNo: string;
  IsAdmissionDataFetch: boolean;
  FirstName: string;
  MiddleName: string;
  LastName: string;
  DOB: string;
  GenderCode: string;
  EMailID: string;
  MobileNo: string;
  AltMobileNo: string;
  ListJobRole: string[];
  AadhaarNo: string;
  PhotoFilePath: string;
  SignFilePath: string;
  DOBFilePath: string;
  AadhaarFilePath: string;
  /** The chosen institute's id ('' while none). */
  InstituteID: string;
  SecurityQuestionID: string;
  SecurityQuestionAnswer: string;
  Password: string;
  ConfirmPassword: string;
  CaptchaId: string;
  CaptchaText: string;
};

export const EMPTY: Values = {
  IsITIRegistered: '',
  ITIRegistrationNo: '',
  IsAdmissionDataFetch: false,
  FirstName: '',
  MiddleName: '',
  LastName: '',
  DOB: '',
  GenderCode: '',
  EMailID: '',
  MobileNo: '',
  AltMobileNo: '',
  ListJobRole: [],
  AadhaarNo: '',
  PhotoFilePath: '',
  SignFilePath: '',
  DOBFilePath: '',
  AadhaarFilePath: '',
  InstituteID: '',
  SecurityQuestionID: '',
  SecurityQuestionAnswer: '',
  Password: '',
  ConfirmPassword: '',
  CaptchaId: '',
  CaptchaText: '',
};

/** Field name -> id of the element an error-summary link focuses, in the order of the page. */
export const IDS = {
  IsITIRegistered: 'reg-iti',
  ITIRegistrationNo: 'reg-iti-number',
  FirstName: 'reg-first-name',
  MiddleName: 'reg-middle-name',
  LastName: 'reg-last-name',
  PhotoFilePath: 'reg-photo',
  SignFilePath: 'reg-signature',
  ListJobRole: 'reg-job-roles',
  InstituteID: 'reg-institute',
  DOB: 'reg-dob',
  DOBFilePath: 'reg-dob-proof',
  AadhaarNo: 'reg-aadhaar',
  AadhaarFilePath: 'reg-aadhaar-card',
  GenderCode: 'reg-gender',
  EMailID: 'reg-email',
  MobileNo: 'reg-mobile',
  AltMobileNo: 'reg-alt-mobile',
  SecurityQuestionID: 'reg-sq-question',
  SecurityQuestionAnswer: 'reg-sq-answer',
  Password: 'reg-password',
  ConfirmPassword: 'reg-confirm-password',
  CaptchaText: 'reg-captcha',
} as const;
const CANDIDATE_ONLY: string[] = ['IsITIRegistered', 'ITIRegistrationNo'];
const STAFF_ONLY: string[] = [
  'PhotoFilePath',
  'SignFilePath',
  'ListJobRole',
  'InstituteID',
  'DOBFilePath',
  'AadhaarNo',
  'AadhaarFilePath',
];
export const summaryIds = (role: RegistrationRole): Record<string, string> =>
  Object.fromEntries(
    Object.entries(IDS).filter(([name]) => !(role === 'candidate' ? STAFF_ONLY : CANDIDATE_ONLY).includes(name)),
  );

/** The request body of the role: job roles as the API's list, the institute as a number, nothing the role does not have. */
export function payloadOf(role: RegistrationRole, values: Values) {
  const { ListJobRole, AadhaarNo, PhotoFilePath, SignFilePath, DOBFilePath, AadhaarFilePath, InstituteID, ...common } =
    values;
  if (role === 'staff') {
    const { IsITIRegistered: _i, ITIRegistrationNo: _n, IsAdmissionDataFetch: _a, ...person } = common;
    return {
      ...person,
      ListJobRole: ListJobRole.map((id) => ({ ID: Number(id) })),
      AadhaarNo,
      PhotoFilePath,
      SignFilePath,
      DOBFilePath,
      AadhaarFilePath,
      // '' is 0: the schema's "select the institute"
      InstituteID: Number(InstituteID),
    };
  }
  return common;
}

/** The form fields an ITI admission record fills ('Get Admission Data'). */
export function admissionValues(admission: ItiPrefill): Partial<Values> {
  return {
    FirstName: admission.CandidateFirstName,
    // the middle name is the father's first name; the record holds his full name with the surname
    MiddleName: admission.FatherName.trim().split(/\s+/)[0] ?? '',
    LastName: admission.CandidateLastName,
    DOB: admission.DateOfBirth,
    GenderCode: admission.GenderCode,
    EMailID: admission.Email,
    MobileNo: digitsOnly(admission.PrimaryMobileNo, LIMITS.mobileDigits),
    AltMobileNo: digitsOnly(admission.SecondaryMobileNo, LIMITS.mobileDigits),
    IsAdmissionDataFetch: true,
  };
}
