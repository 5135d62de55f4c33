import { z } from 'zod';
import { INT4_MAX, USER_TYPE_IDS } from '../constants';
import { profileStepNames } from '../values/profile';
import { captchaFields } from './captcha';
import { langQuery } from './common';
import { profileIdRule } from './fields';

/**
 * Sign-in, session, sign-out, the dashboard's user details and profile progress (API.md "Captcha,
 * OTP, accounts"; spec part 2 dashboard). Server-only: the common-password list and the lockout.
 */

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
  /** A staff member's institute, "name (code)" (decision 067); null for everyone else. */
  Institute: z.string().nullable(),
});
export type UserDetails = z.infer<typeof userDetailsResponseSchema>;

/** Optional: a profile ID other than the caller's own is refused (403). */
export const profileProgressQuerySchema = z.object({ userLoginId: profileIdRule().optional() });
export const profileProgressResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.array(
    z.object({
      Step: z.enum(profileStepNames),
      Route: z.string(),
      Percent: z.number().int(),
      /** Verify only (decision 063): the verification's state, `returned` shown as such beside its percent. */
      State: z.enum(['notSubmitted', 'submitted', 'returned', 'verified']).optional(),
    }),
  ),
});
export type ProfileProgress = z.infer<typeof profileProgressResponseSchema>['Data'];
