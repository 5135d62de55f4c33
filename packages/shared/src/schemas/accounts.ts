import { z } from 'zod';
import { INT4_MAX, type Lang, LIMITS, USER_TYPE_IDS } from '../constants';
import { messageNumber } from '../format';
import { langQuery } from './common';

/**
 * Captcha, OTP, sign-in, sessions, recovery, registration, uploads and the dashboard data
 * (API.md "Captcha, OTP, accounts"; spec part 1 §3–§9, part 2 dashboard). The browser forms pass
 * these same schemas to zodResolver, so a rule and its message key live here once. Messages are
 * keys of i18n/accounts (t('msg:accounts.…')) or i18n/common.
 *
 * Server-only rules (not checkable in the browser): captcha answer, OTP code, mobile verified by
 * OTP, duplicate mobile/email/Aadhaar (409), the common-password list, the security answer.
 */

// ---------------------------------------------------------------- field rules

/** 8–15 characters; 1 uppercase, 1 digit, 1 of @$!%*?&; only letters, digits and those symbols. */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,15}$/;
export const passwordRule = () => z.string().regex(PASSWORD_PATTERN, { message: 'accounts.passwordRule' });

/** Profile ID: 13 characters (spec: inline 'Profile ID must be 13 characters'). */
export const profileIdRule = () =>
  z
    .string({ message: 'common.required' })
    .trim()
    .toUpperCase()
    .min(1, { message: 'common.required' })
    .length(LIMITS.profileIdLength, { message: 'accounts.profileIdLength' });

const requiredText = (message: string, max = 100) =>
  z.string({ message }).trim().min(1, { message }).max(max, { message: 'accounts.textTooLong' });

/** Names: letters of any script, spaces, dot, apostrophe, hyphen. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
const nameRule = (requiredMessage?: string) => {
  const base = z
    .string({ message: requiredMessage ?? 'accounts.nameInvalid' })
    .trim()
    .max(50, { message: 'accounts.nameTooLong' });
  return requiredMessage
    ? base.min(1, { message: requiredMessage }).regex(NAME_PATTERN, { message: 'accounts.nameInvalid' })
    : base.refine((v) => v === '' || NAME_PATTERN.test(v), { message: 'accounts.nameInvalid' }).default('');
};

/**
 * Mobile inputs accept digits only, exactly 10 (spec §5, §9), starting with 6, 7, 8 or 9 as every
 * Indian mobile number does: "0123456789" gets no OTP.
 */
const MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const mobileNumberRule = () =>
  z.string({ message: 'common.invalidMobile' }).trim().regex(MOBILE_PATTERN, { message: 'common.invalidMobile' });
const optionalMobileRule = () =>
  z
    .string()
    .trim()
    .max(10, { message: 'common.invalidMobile' })
    .refine((v) => v === '' || MOBILE_PATTERN.test(v), { message: 'common.invalidMobile' })
    .default('');

/** Today's date (YYYY-MM-DD) in India, where the board is: 'not after today' means this day. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (v: string) => {
  if (!ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '1900-01-01';
};
/** Date of birth: required, a real date (YYYY-MM-DD), not after today. */
export const dobRule = () =>
  z
    .string({ message: 'accounts.dobRequired' })
    .min(1, { message: 'accounts.dobRequired' })
    .max(10, { message: 'accounts.dobInvalid' })
    .refine(isRealDate, { message: 'accounts.dobInvalid' })
    .refine((v) => !isRealDate(v) || v <= todayInIndia(), { message: 'accounts.dobFuture' });

export const GENDER_CODES = ['M', 'F', 'T'] as const;
const genderRule = () => z.enum(GENDER_CODES, { message: 'accounts.genderRequired' });

const emailRule = () =>
  z
    .string({ message: 'accounts.emailRequired' })
    .trim()
    .min(1, { message: 'accounts.emailRequired' })
    .max(100, { message: 'accounts.emailInvalid' })
    .pipe(z.email({ message: 'accounts.emailInvalid' }));

/** Select values arrive as strings from the browser; 0 / '' mean "not chosen". */
const securityQuestionIdRule = () =>
  z.coerce
    .number({ message: 'accounts.securityQuestionRequired' })
    .int({ message: 'accounts.securityQuestionRequired' })
    .min(1, { message: 'accounts.securityQuestionRequired' })
    .max(INT4_MAX, { message: 'accounts.securityQuestionRequired' });
const securityAnswerRule = () => requiredText('accounts.securityAnswerRequired');

/** ITI registration number: starts with 2021 or 2022, then digits (spec §5, §9). */
export const ITI_REGISTRATION_PATTERN = /^(2021|2022)\d{4,12}$/;
export const itiRegistrationNoRule = () =>
  z
    .string({ message: 'accounts.itiNumberRequired' })
    .trim()
    .min(1, { message: 'accounts.itiNumberRequired' })
    .refine((v) => /^(2021|2022)/.test(v), { message: 'accounts.itiNumberPrefix' })
    .refine((v) => !/^(2021|2022)/.test(v) || ITI_REGISTRATION_PATTERN.test(v), {
      message: 'accounts.itiNumberInvalid',
    });

export const otpRule = () =>
  z
    .string({ message: 'accounts.otpRequired' })
    .trim()
    .min(1, { message: 'accounts.otpRequired' })
    .regex(/^\d{6}$/, { message: 'accounts.otpInvalid' });

// ---------------------------------------------------------------- captcha

export const CAPTCHA_KINDS = {
  /** 4 uppercase letters on a 180×50 image, compared case-sensitively (spec §5 Login). */
  login: { length: 4, width: 180, height: 50 },
  /** 6 uppercase letters or digits on 150×50; the input is upper-cased (spec §5 Candidate registration). */
  registration: { length: 6, width: 150, height: 50 },
} as const;
export type CaptchaKind = keyof typeof CAPTCHA_KINDS;

export const captchaQuerySchema = z.object({
  kind: z.enum(['login', 'registration'], { message: 'common.invalidInput' }).default('login'),
});
export const captchaResponseSchema = z.object({
  CaptchaId: z.string(),
  /** PNG data URL (a raster: no shapes to look up). */
  Image: z.string(),
  /** Only with CAPTCHA_TEST_MODE=1 (never in production): the answer, for automated tests. */
  Answer: z.string().optional(),
});
export type CaptchaChallenge = z.infer<typeof captchaResponseSchema>;
/** The audio alternative: the same captcha's answer spoken in `lang` (WAV). */
export const captchaAudioQuerySchema = z.object({
  CaptchaId: z.uuid({ message: 'accounts.captchaRequired' }),
  lang: langQuery,
});

const captchaFields = {
  CaptchaId: z
    .string({ message: 'accounts.captchaRequired' })
    .min(1, { message: 'accounts.captchaRequired' })
    .max(64, { message: 'common.invalidInput' }),
  CaptchaText: z
    .string({ message: 'accounts.captchaRequired' })
    .trim()
    .min(1, { message: 'accounts.captchaRequired' })
    .max(10, { message: 'accounts.captchaIncorrect' }),
};

// ---------------------------------------------------------------- OTP

export const sendOtpRequestSchema = z.object({ mobileNumber: mobileNumberRule() });
/** `otp` only when SMS_PROVIDER=console (the spec's dialog shows it); never with a real gateway. */
export const sendOtpResponseSchema = z.object({ success: z.boolean(), otp: z.string().optional() });
export const verifyOtpRequestSchema = z.object({ mobileNumber: mobileNumberRule(), otp: otpRule() });
/** Success: `{success: true, message: 'Verified'}` (the number is verified for 30 minutes). Failures are error envelopes. */
export const verifyOtpResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** Sent back as the upload field `uploadToken` by uploads made before registration (1 hour). */
  uploadToken: z.string().optional(),
});

// ---------------------------------------------------------------- sign-in and session

export const loginRequestSchema = z.object({
  UserLoginID: profileIdRule(),
  UserPassword: z.string({ message: 'common.required' }).min(1, { message: 'common.required' }).max(128),
  UserTypeID: z.coerce
    .number({ message: 'common.required' })
    .refine((v) => (USER_TYPE_IDS as number[]).includes(v), { message: 'common.required' }),
  ...captchaFields,
  /**
   * Send true after the user answered Yes to 'close other logins?'. The same CaptchaId/CaptchaText
   * may be sent again for that one follow-up (the server kept the solved captcha for this account
   * for two minutes); any other reuse of a captcha is refused.
   */
  CloseOtherSessions: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * The spec's login response. A paused login (another live session, CloseOtherSessions not set) has
 * IsLoginAllowed true, IsMultipleLoginAllowed false, LastLoggedInSessionID set and starts NO session.
 * A failed login is an error envelope: 400 'accounts.captchaIncorrect' (ask for a new captcha),
 * 401 'accounts.invalidCredentials' (same for an unknown ID and a wrong password), 403
 * 'accounts.wrongUserType', 429 'accounts.accountLocked' (5 failures in 15 minutes) or 'common.tooManyRequests'.
 */
export const loginResponseSchema = z.object({
  IsLoginAllowed: z.boolean(),
  IsMultipleLoginAllowed: z.boolean(),
  /** Opaque reference of the other live session, '' when none. */
  LastLoggedInSessionID: z.string(),
  ErrorMessage: z.string(),
  UserLoginID: z.string(),
  UserName: z.string(),
  UserTypeID: z.number(),
  /** 0 when the user has no security question yet (go to /Candidate/ChangeSecurityQuestion). */
  SecurityQuestionID: z.number(),
  DashBoardPathReact: z.string(),
  PhotoPath: z.string().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** LoggedInSessionID 0 ends all of the user's sessions; any other value ends only this one. */
export const logoutRequestSchema = z.object({
  UserID: z.coerce
    .number({ message: 'common.invalidInput' })
    .int({ message: 'common.invalidInput' })
    .min(0, { message: 'common.invalidInput' })
    .max(INT4_MAX, { message: 'common.invalidInput' }),
  LoggedInSessionID: z.coerce
    .number({ message: 'common.invalidInput' })
    .int({ message: 'common.invalidInput' })
    .min(0, { message: 'common.invalidInput' })
    .max(INT4_MAX, { message: 'common.invalidInput' })
    .default(0),
});
export const logoutResponseSchema = z.object({ success: z.boolean() });

export const userDetailsQuerySchema = z.object({ userLoginId: profileIdRule(), lang: langQuery });
/** The dashboard's welcome panel (part 2 §3 "Dashboard user record"); date-times are ISO 8601 or null. */
export const userDetailsResponseSchema = z.object({
  UserLoginID: z.string(),
  UserType: z.string(),
  UserName: z.string(),
  CurrentLoginDateTime: z.string().nullable(),
  LastLoginDateTime: z.string().nullable(),
  CollegeName: z.string().nullable(),
  IPAddress: z.string().nullable(),
});
export type UserDetails = z.infer<typeof userDetailsResponseSchema>;

/** The 12 profile steps in order, with the routes the dashboard circles open (part 2 Dashboard). */
export const PROFILE_STEPS = [
  { step: 'Primary', route: '/Staff' },
  { step: 'Address', route: '/Address' },
  { step: 'Parent', route: '/Parent' },
  { step: 'Category', route: '/Category' },
  { step: 'Qualification', route: '/qualification' },
  { step: 'Training', route: '/Training' },
  { step: 'Additional', route: '/AdditionalDetails' },
  { step: 'Bank', route: '/BankDetails' },
  { step: 'WorkExperience', route: '/WorkExperience' },
  { step: 'Verify', route: '/verify' },
  { step: 'Apply', route: '/apply' },
  { step: 'AdmissionLetter', route: '/admission-letter' },
] as const;
export type ProfileStep = (typeof PROFILE_STEPS)[number]['step'];
export const profileStepNames = PROFILE_STEPS.map((s) => s.step) as [ProfileStep, ...ProfileStep[]];

/** Optional: a profile ID other than the caller's own is refused (403). */
export const profileProgressQuerySchema = z.object({ userLoginId: profileIdRule().optional() });
export const profileProgressResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.array(z.object({ Step: z.enum(profileStepNames), Route: z.string(), Percent: z.number().int() })),
});
export type ProfileProgress = z.infer<typeof profileProgressResponseSchema>['Data'];

// ---------------------------------------------------------------- security question and recovery

/**
 * Changing the security question needs the current password: a session left open in a cyber café must
 * not be enough to take the account over through recovery (issue 7 item 9).
 */
export const changeSecurityQuestionRequestSchema = z.object({
  CurrentPassword: z
    .string({ message: 'accounts.currentPasswordRequired' })
    .min(1, { message: 'accounts.currentPasswordRequired' })
    .max(LIMITS.passwordMax * 4, { message: 'accounts.currentPasswordWrong' }),
  SecurityQuestionID: securityQuestionIdRule(),
  SecurityQuestionAnswer: securityAnswerRule(),
});
export type ChangeSecurityQuestionRequest = z.input<typeof changeSecurityQuestionRequestSchema>;
export const statusMessageResponseSchema = z.object({ Status: z.literal('Success'), Message: z.string() });

/** Recovery step "securityQuestion": profile ID, question, answer (checked on the server). */
export const verifySecurityAnswerRequestSchema = z.object({
  UserLoginID: profileIdRule(),
  SecurityQuestionID: securityQuestionIdRule(),
  SecurityQuestionAnswer: securityAnswerRule(),
});
export const verifySecurityAnswerResponseSchema = z.object({ Status: z.literal('Success') });

/** Recovery step "setNewPassword" / "enterOtp" form: new and confirm password ('Passwords do not match'). */
export const newPasswordFormSchema = z
  .object({
    NewPassword: z
      .string({ message: 'common.required' })
      .min(1, { message: 'common.required' })
      .max(64, { message: 'accounts.passwordRule' })
      .pipe(passwordRule()),
    ConfirmPassword: z
      .string({ message: 'common.required' })
      .min(1, { message: 'common.required' })
      .max(64, { message: 'accounts.passwordsMismatchRecovery' }),
  })
  .refine((v) => v.NewPassword === v.ConfirmPassword, {
    path: ['ConfirmPassword'],
    message: 'accounts.passwordsMismatchRecovery',
  });

export const resetPasswordRequestSchema = z.object({
  UserLoginID: profileIdRule(),
  SecurityQuestionID: securityQuestionIdRule(),
  SecurityQuestionAnswer: securityAnswerRule(),
  NewPassword: z
    .string({ message: 'common.required' })
    .min(1, { message: 'common.required' })
    .max(64, { message: 'accounts.passwordRule' })
    .pipe(passwordRule()),
});
export const resetPasswordResponseSchema = z.object({ Status: z.literal('Success'), ErrorMessage: z.string() });

/** Recovery step "otpVerification". A failure ('accounts.otpSendFailed') is the same for any mismatch. */
export const forgotPasswordByOtpRequestSchema = z.object({
  UserLoginID: profileIdRule(),
  MobileNo: mobileNumberRule(),
});
export const forgotPasswordByOtpResponseSchema = z.object({ Status: z.literal('Success'), otp: z.string().optional() });

export const verifyOtpAndResetPasswordRequestSchema = z.object({
  UserLoginID: profileIdRule(),
  MobileNo: mobileNumberRule(),
  OTP: otpRule(),
  NewPassword: z
    .string({ message: 'common.required' })
    .min(1, { message: 'common.required' })
    .max(64, { message: 'accounts.passwordRule' })
    .pipe(passwordRule()),
});

/** Recovery step "forgotProfileId": full name as registered and primary mobile. */
export const userLoginIdQuerySchema = z.object({
  userName: requiredText('common.required', 150),
  mobileNo: mobileNumberRule(),
});

/** The recovery choice radios ('Please select an option to proceed'). */
export const recoveryChoiceSchema = z.object({
  choice: z.enum(['forgotPassword', 'forgotProfileId'], { message: 'accounts.selectOption' }),
});
export const resetOptionSchema = z.object({
  choice: z.enum(['securityQuestion', 'otp'], { message: 'accounts.selectOption' }),
});

// ---------------------------------------------------------------- ITI admission lookup

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

// ---------------------------------------------------------------- registration

export const STAFF_JOB_ROLE_IDS = [1, 2, 3, 4, 11, 12] as const;

const personFields = {
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
 * POST /api/Registration/RegisterStaff: the same personal and security fields without ITI, plus
 * job roles (1, 2, 3, 4, 11, 12; at least one), Aadhaar (12 digits) and the uploads made before
 * registration with userID 0 (FilePath values of POST /api/FileUpload/UploadFile): photo,
 * signature and Aadhaar card required, date-of-birth proof optional.
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
  })
  .superRefine(passwordsMatch, evenWithOtherErrors);
export type StaffRegistration = z.input<typeof staffRegistrationSchema>;

export const registrationResponseSchema = z.object({
  success: z.literal(true),
  /** The new profile ID, e.g. MH2026C000123. */
  Data: z.string(),
});

// ---------------------------------------------------------------- uploads

const KB = 1024;
const MB = 1024 * KB;
export type UploadExtension = 'jpg' | 'png' | 'pdf';
/** Allowed types (by content, not name) and sizes per fileType (API.md upload row, spec §5 Uploads). */
export const UPLOAD_RULES = {
  Photo: { types: ['jpg'], maxBytes: 1 * MB },
  Signature: { types: ['jpg', 'png'], maxBytes: 500 * KB },
  DOBProof: { types: ['pdf', 'jpg'], maxBytes: 2 * MB },
  AadhaarCard: { types: ['pdf', 'jpg'], maxBytes: 2 * MB },
  LeavingCertificate: { types: ['pdf'], maxBytes: 5 * MB },
  DomicileCertificate: { types: ['pdf'], maxBytes: 5 * MB },
  CasteCertificate: { types: ['pdf'], maxBytes: 5 * MB },
  NCLCertificate: { types: ['pdf'], maxBytes: 5 * MB },
  PWDCertificate: { types: ['pdf'], maxBytes: 5 * MB },
  QualificationCertificate: { types: ['jpg', 'png', 'pdf'], maxBytes: 2 * MB },
  TrainingCertificate: { types: ['jpg', 'pdf'], maxBytes: 500 * KB },
  CancelCheque: { types: ['jpg', 'png', 'pdf'], maxBytes: 2 * MB },
  PANCard: { types: ['jpg', 'png', 'pdf'], maxBytes: 2 * MB },
} as const satisfies Record<string, { types: readonly UploadExtension[]; maxBytes: number }>;
export type UploadFileType = keyof typeof UPLOAD_RULES;
export const UPLOAD_FILE_TYPES = Object.keys(UPLOAD_RULES) as [UploadFileType, ...UploadFileType[]];
/** The file types a visitor may upload before registering (userID 0): the staff registration ones. */
export const PRE_REGISTRATION_FILE_TYPES = ['Photo', 'Signature', 'DOBProof', 'AadhaarCard'] as const;
/** The largest limit of all; the server stops reading beyond it. */
export const UPLOAD_MAX_BYTES = 5 * MB;

/** 'jpg, jpeg' style list for the 'Invalid file type. Allowed: ...' message and the file input's accept. */
export function allowedExtensions(fileType: UploadFileType): string {
  return UPLOAD_RULES[fileType].types.flatMap((t) => (t === 'jpg' ? ['jpg', 'jpeg'] : [t])).join(', ');
}
/** '1 MB' / '500 KB' ('१ एमबी' / '५०० केबी' in Marathi) for the 'Maximum size: ...' messages. */
export function formatMaxSize(bytes: number, lang: Lang = 'en'): string {
  const [value, unit] =
    bytes >= MB ? [bytes / MB, lang === 'mr' ? 'एमबी' : 'MB'] : [bytes / KB, lang === 'mr' ? 'केबी' : 'KB'];
  return `${messageNumber(value, lang)} ${unit}`;
}

/** Multipart text fields of POST /api/FileUpload/UploadFile (the file part is `file`). */
export const uploadFieldsSchema = z.object({
  userID: z.coerce
    .number({ message: 'common.invalidInput' })
    .int({ message: 'common.invalidInput' })
    .min(0, { message: 'common.invalidInput' })
    .max(INT4_MAX, { message: 'common.invalidInput' }),
  fileType: z.enum(UPLOAD_FILE_TYPES, { message: 'accounts.uploadUnknownType' }),
  /** Required with userID 0: the token verify-otp gave for the form's mobile number. */
  uploadToken: z.string().max(100, { message: 'accounts.uploadNeedsVerifiedMobile' }).optional(),
});
export const uploadResponseSchema = z.object({
  Status: z.literal('Success'),
  /** Opaque storage key; show or download it via fileUrl(FilePath). */
  Data: z.object({ FilePath: z.string() }),
});
export const fileQuerySchema = z.object({ path: z.string().min(1, { message: 'common.notFound' }).max(200) });
/** Where the browser reads an uploaded file (owner or board officer only). */
export const fileUrl = (filePath: string) => `/api/FileUpload/file?path=${encodeURIComponent(filePath)}`;

/** Aadhaar as shown anywhere: 'XXXX XXXX 1234'. */
export const maskAadhaar = (last4: string) => `XXXX XXXX ${last4}`;
