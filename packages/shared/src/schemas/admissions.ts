import { z } from 'zod';
import { INT4_MAX } from '../constants';
import { langQuery, pagingQuery } from './common';
import { mobileNumberRule, nameRule, passwordRule } from './fields';

/**
 * Step 11 (apply) and the institutes' accounts (issue 21 items 3 and 4, decision 064). Messages are
 * keys of i18n/admissions (t('msg:admissions.…')).
 */

/** At most this many preferences, in order (issue 21). */
export const MAX_PREFERENCES = 3;
/** The longest name in Marathi, and the longest remark of an institute's decision. */
export const NAME_MR_MAX = 100;
export const REMARK_MAX = 500;

const invalidId = { message: 'admissions.invalidId' };
const id = () => z.coerce.number(invalidId).int(invalidId).min(1, invalidId).max(INT4_MAX, invalidId);

/** Devanagari letters and signs, spaces, dot and hyphen: the name as the letter prints it. */
export const DEVANAGARI_NAME_PATTERN = /^[\u0900-\u097F][\u0900-\u097F .-]*$/;
export const nameMrRule = () =>
  z
    .string({ message: 'admissions.nameMrRequired' })
    .trim()
    .normalize('NFC')
    .min(1, { message: 'admissions.nameMrRequired' })
    .max(NAME_MR_MAX, { message: 'admissions.nameMrTooLong' })
    .regex(DEVANAGARI_NAME_PATTERN, { message: 'admissions.nameMrDevanagari' });

// ---- the candidate (roles candidate) ---------------------------------------------------------

/** GET /api/Application/offerings: what the candidate may apply to, by district, sector and course. */
export const offeringsQuerySchema = z.object({
  DistrictID: id().optional(),
  SectorID: id().optional(),
  CourseID: id().optional(),
  lang: langQuery,
  ...pagingQuery,
});
export const offeringSchema = z.object({
  InstituteID: z.number(),
  CourseID: z.number(),
  InstituteCode: z.string(),
  InstituteName: z.string(),
  District: z.string(),
  CourseCode: z.string(),
  Course: z.string(),
  Intake: z.number(),
});
export type Offering = z.infer<typeof offeringSchema>;
export const offeringsResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.array(offeringSchema),
  Total: z.number(),
  /** The entry qualification level (entry_qualifications.id) the candidate's saved qualifications meet; 0 for none. */
  Level: z.number(),
});

export const PREFERENCE_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn', 'closed'] as const;
export type PreferenceStatus = (typeof PREFERENCE_STATUSES)[number];
export const APPLICATION_STATUSES = ['submitted', 'withdrawn', 'admitted'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const preferenceSchema = z.object({
  PreferenceID: z.number(),
  Rank: z.number(),
  InstituteID: z.number(),
  CourseID: z.number(),
  InstituteName: z.string(),
  InstituteCode: z.string(),
  CourseName: z.string(),
  CourseCode: z.string(),
  Status: z.enum(PREFERENCE_STATUSES),
  Remark: z.string(),
  DecidedAt: z.string().nullable(),
});
export type Preference = z.infer<typeof preferenceSchema>;

/** GET /api/Application: whether the candidate may apply, and this academic year's application. */
export const applicationResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.object({
    AcademicYear: z.string(),
    /** The profile's verification: only `verified` may apply. */
    Verification: z.enum(['none', 'submitted', 'returned', 'verified']),
    Application: z
      .object({
        ApplicationID: z.number(),
        NameMr: z.string(),
        Status: z.enum(APPLICATION_STATUSES),
        SubmittedAt: z.string(),
        Preferences: z.array(preferenceSchema),
      })
      .nullable(),
  }),
});
export type ApplicationView = z.infer<typeof applicationResponseSchema>['Data'];

/** POST /api/Application/submit: the name in Marathi and 1–3 offerings in order (none twice). */
export const submitApplicationRequestSchema = z.object({
  NameMr: nameMrRule(),
  Preferences: z
    .array(z.object({ InstituteID: id(), CourseID: id() }), { message: 'admissions.preferencesRequired' })
    .min(1, { message: 'admissions.preferencesRequired' })
    .max(MAX_PREFERENCES, { message: 'admissions.tooManyPreferences' })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((p, i) => {
        const key = `${p.InstituteID}:${p.CourseID}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: 'admissions.duplicatePreference' });
        seen.add(key);
      });
    }),
});
export type SubmitApplicationRequest = z.input<typeof submitApplicationRequestSchema>;

/** POST /api/Application/withdraw: one preference, or (PreferenceID left out) the whole application. */
export const withdrawRequestSchema = z.object({ PreferenceID: id().optional() });

// ---- the institute (roles institute) ---------------------------------------------------------

export const instituteApplicationsQuerySchema = z.object({
  status: z.enum(PREFERENCE_STATUSES, { message: 'common.invalidInput' }).optional(),
  ...pagingQuery,
});
export const instituteApplicationSchema = z.object({
  PreferenceID: z.number(),
  Rank: z.number(),
  ApplicantID: z.number(),
  ProfileID: z.string(),
  Name: z.string(),
  NameMr: z.string(),
  CourseCode: z.string(),
  CourseName: z.string(),
  Status: z.enum(PREFERENCE_STATUSES),
  Remark: z.string(),
  SubmittedAt: z.string(),
});
export type InstituteApplication = z.infer<typeof instituteApplicationSchema>;
export const instituteApplicationsResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.array(instituteApplicationSchema),
  Total: z.number(),
});

/** GET /api/SDI/staff: the staff who named this institute at registration (decision 067), newest first. */
export const instituteStaffQuerySchema = z.object(pagingQuery);
export const instituteStaffMemberSchema = z.object({
  ProfileID: z.string(),
  Name: z.string(),
  /** Only the last four digits: 'XXXXXX1234'. */
  Mobile: z.string(),
  RegisteredAt: z.string(),
});
export type InstituteStaffMember = z.infer<typeof instituteStaffMemberSchema>;
export const instituteStaffResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.array(instituteStaffMemberSchema),
  Total: z.number(),
});

/** GET /api/SDI/me: the signed-in institute. */
export const instituteMeResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.object({ InstituteID: z.number(), InstituteCode: z.string(), InstituteName: z.string() }),
});

export const applicantParamsSchema = z.object({ userId: id() });
export const preferenceParamsSchema = z.object({ id: id() });

/** A section of an applicant's profile, read-only: labelled values and the documents it points at. */
export const applicantProfileResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.object({
    ProfileID: z.string(),
    Name: z.string(),
    NameMr: z.string(),
    Gender: z.string(),
    DOB: z.string().nullable(),
    Mobile: z.string(),
    Email: z.string(),
    Verification: z.string(),
    /** Each saved section: its name and its entries (field → value as saved). */
    Sections: z.array(
      z.object({
        Section: z.string(),
        Entries: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
      }),
    ),
    Documents: z.array(z.object({ FileType: z.string(), Path: z.string(), Name: z.string() })),
  }),
});
export type ApplicantProfile = z.infer<typeof applicantProfileResponseSchema>['Data'];
export const applicantFileQuerySchema = z.object({
  path: z.string({ message: 'common.invalidInput' }).max(200, { message: 'common.invalidInput' }),
});

export const DECISIONS = ['accept', 'reject'] as const;
export const decisionRequestSchema = z
  .object({
    Decision: z.enum(DECISIONS, { message: 'admissions.decisionRequired' }),
    Remark: z
      .string({ message: 'admissions.remarkRequired' })
      .trim()
      .max(REMARK_MAX, { message: 'admissions.remarkTooLong' })
      .default(''),
  })
  .refine((v) => v.Decision === 'accept' || v.Remark !== '', {
    path: ['Remark'],
    message: 'admissions.remarkRequired',
  });
export type DecisionRequest = z.input<typeof decisionRequestSchema>;
export const decisionResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.object({ PreferenceID: z.number(), Status: z.enum(PREFERENCE_STATUSES), ReferenceNo: z.string().nullable() }),
});

/** POST /api/SDI/setPassword (public, the one-time token from the SMS). */
export const setInstitutePasswordRequestSchema = z.object({
  Token: z
    .string({ message: 'admissions.setupLinkInvalid' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'admissions.setupLinkInvalid' }),
  NewPassword: z
    .string({ message: 'accounts.passwordRule' })
    .min(1, { message: 'accounts.passwordRule' })
    .max(64, { message: 'accounts.passwordRule' })
    .pipe(passwordRule()),
});
export const setInstitutePasswordResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.object({ ProfileID: z.string() }),
});

// ---- the console (roles admin) ---------------------------------------------------------------

export const instituteOptionsQuerySchema = z.object({
  q: z
    .string({ message: 'common.invalidInput' })
    .trim()
    .min(2, { message: 'admissions.searchTooShort' })
    .max(60, { message: 'common.invalidInput' }),
});
export const instituteOptionsResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.array(z.object({ InstituteID: z.number(), Code: z.string(), Name: z.string(), HasAccount: z.boolean() })),
});
export const instituteAccountSchema = z.object({
  UserID: z.number(),
  ProfileID: z.string(),
  InstituteID: z.number(),
  InstituteCode: z.string(),
  InstituteName: z.string(),
  ContactName: z.string(),
  Mobile: z.string(),
  PasswordSet: z.boolean(),
  CreatedAt: z.string(),
});
export type InstituteAccount = z.infer<typeof instituteAccountSchema>;
export const instituteAccountsResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.array(instituteAccountSchema),
});
export const createInstituteAccountRequestSchema = z.object({
  InstituteID: id(),
  ContactName: nameRule('admissions.contactNameRequired'),
  Mobile: mobileNumberRule(),
});
export type CreateInstituteAccountRequest = z.input<typeof createInstituteAccountRequestSchema>;
export const instituteAccountResponseSchema = z.object({
  Status: z.literal('Success'),
  /** `DemoLink`: the set-password link the SMS carries, only with the console SMS provider (a demo, as OTPs are shown). */
  Data: instituteAccountSchema.extend({ DemoLink: z.string().optional() }),
});
