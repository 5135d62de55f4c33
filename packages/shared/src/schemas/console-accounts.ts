import { z } from 'zod';
import { INT4_MAX } from '../constants';
import { captchaFields } from './captcha';
import { mobileNumberRule, nameRule, passwordRule } from './fields';

/**
 * The board's console: officials' sign-in, their password and, for admins, the officers (issue 20
 * item 1). Messages are keys of i18n/officers (t('msg:officers.…')).
 */

/** A login ID an admin gives: 3–40 lowercase letters, digits, dot, hyphen or underscore. */
export const LOGIN_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{2,39}$/;
export const loginIdRule = () =>
  z
    .string({ message: 'officers.loginIdRequired' })
    .trim()
    .toLowerCase()
    .min(1, { message: 'officers.loginIdRequired' })
    .max(40, { message: 'officers.loginIdRule' })
    .regex(LOGIN_ID_PATTERN, { message: 'officers.loginIdRule' });

/** The six digits of an authenticator app (RFC 6238). */
export const totpRule = () =>
  z
    .string({ message: 'officers.totpRequired' })
    .trim()
    .min(1, { message: 'officers.totpRequired' })
    .regex(/^\d{6}$/, { message: 'officers.totpRule' });

export const consoleLoginRequestSchema = z.object({
  LoginID: loginIdRule(),
  Password: z.string({ message: 'common.required' }).min(1, { message: 'common.required' }).max(128),
  TOTP: totpRule(),
  ...captchaFields,
});
export type ConsoleLoginRequest = z.input<typeof consoleLoginRequestSchema>;

export const OFFICER_ROLES = ['officer', 'admin'] as const;
export type OfficerRole = (typeof OFFICER_ROLES)[number];

/** A regional office's name in both languages. */
const regionNameSchema = z.object({ en: z.string(), mr: z.string() });

/** The signed-in official, as the console shows them. */
export const officerSchema = z.object({
  OfficerID: z.number(),
  LoginID: z.string(),
  Name: z.string(),
  Role: z.enum(OFFICER_ROLES),
  /** The regional office (1 Konkan … 6 Nagpur), null for every region. */
  RegionID: z.number().nullable(),
  /** Its name, null for every region. */
  RegionName: regionNameSchema.nullable(),
  /** A one-time password: change it before anything else (POST /api/console/password). */
  MustChangePassword: z.boolean(),
});
export type Officer = z.infer<typeof officerSchema>;

/**
 * POST /api/console/login and GET /api/console/me. A failed sign-in is an error envelope: 400
 * 'accounts.captchaIncorrect', 401 'officers.invalidCredentials' (the same for an unknown login ID, a
 * wrong password and a wrong or used code), 429 'accounts.accountLocked'.
 */
export const officerResponseSchema = z.object({ Status: z.literal('Success'), Data: officerSchema });
export const consoleLogoutResponseSchema = z.object({ Status: z.literal('Success') });

const currentPassword = z
  .string({ message: 'accounts.currentPasswordRequired' })
  .min(1, { message: 'accounts.currentPasswordRequired' })
  .max(128, { message: 'accounts.currentPasswordWrong' });
const newPassword = z
  .string({ message: 'accounts.passwordRule' })
  .min(1, { message: 'accounts.passwordRule' })
  .max(64, { message: 'accounts.passwordRule' })
  .pipe(passwordRule());

/** POST /api/console/password: the portal's password rule; the new one must differ from the current one. */
export const consolePasswordRequestSchema = z
  .object({ CurrentPassword: currentPassword, NewPassword: newPassword })
  .refine((v) => v.NewPassword !== v.CurrentPassword, { path: ['NewPassword'], message: 'officers.passwordSame' });

/** The change-password form: the request and a confirmation. */
export const consolePasswordFormSchema = z
  .object({
    CurrentPassword: currentPassword,
    NewPassword: newPassword,
    ConfirmPassword: z
      .string({ message: 'accounts.passwordsMismatch' })
      .max(64, { message: 'accounts.passwordsMismatch' }),
  })
  .refine((v) => v.NewPassword !== v.CurrentPassword, { path: ['NewPassword'], message: 'officers.passwordSame' })
  .refine((v) => v.NewPassword === v.ConfirmPassword, {
    path: ['ConfirmPassword'],
    message: 'accounts.passwordsMismatch',
  });

/** The board's regional offices (revenue divisions 1–6). */
export const REGION_IDS = [1, 2, 3, 4, 5, 6] as const;
export const regionIdRule = () =>
  z.union([z.literal(REGION_IDS, { message: 'officers.regionRequired' }), z.null()], {
    message: 'officers.regionRequired',
  });

/** POST /api/console/officers (admins): a new official with a one-time password and a new TOTP secret. */
export const createOfficerRequestSchema = z.object({
  LoginID: loginIdRule(),
  Name: nameRule('officers.nameRequired'),
  Mobile: mobileNumberRule(),
  Role: z.enum(OFFICER_ROLES, { message: 'officers.roleRequired' }),
  RegionID: regionIdRule(),
});
export type CreateOfficerRequest = z.input<typeof createOfficerRequestSchema>;

/** What an admin hands over once: the one-time password and the authenticator enrolment. */
export const enrolmentSchema = z.object({
  LoginID: z.string(),
  Password: z.string(),
  /** The otpauth://totp/ URI (RFC 6238 key URI) for an authenticator app. */
  Otpauth: z.string(),
  /** The same URI as a QR code (an SVG data URL). */
  QrCode: z.string(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;
export const enrolmentResponseSchema = z.object({ Status: z.literal('Success'), Data: enrolmentSchema });

export const officerRowSchema = z.object({
  OfficerID: z.number(),
  LoginID: z.string(),
  Name: z.string(),
  Mobile: z.string(),
  Role: z.enum(OFFICER_ROLES),
  RegionID: z.number().nullable(),
  RegionName: regionNameSchema.nullable(),
  Active: z.boolean(),
  MustChangePassword: z.boolean(),
  CreatedAt: z.string(),
});
export type OfficerRow = z.infer<typeof officerRowSchema>;

/** GET /api/console/officers: every official, and the regions an officer can be given. */
export const officersListResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.object({
    rows: z.array(officerRowSchema),
    regions: z.array(z.object({ RegionID: z.number(), Name: regionNameSchema })),
  }),
});

export const officerIdParamsSchema = z.object({
  id: z.coerce.number({ message: 'common.invalidInput' }).int().min(1).max(INT4_MAX),
});

/** POST /api/console/officers/:id/active: deactivate (signs them out everywhere) or reactivate. */
export const officerActiveRequestSchema = z.object({ Active: z.boolean({ message: 'common.invalidInput' }) });
export const officerRowResponseSchema = z.object({ Status: z.literal('Success'), Data: officerRowSchema });
