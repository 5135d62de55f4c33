import { z } from 'zod';
import { LIMITS } from '../constants';
import {
  mobileNumberRule,
  otpRule,
  passwordRule,
  profileIdRule,
  requiredText,
  securityAnswerRule,
  securityQuestionIdRule,
} from './fields';

/**
 * The security question and account recovery (spec part 1 account recovery). The security answer
 * is checked on the server only.
 */

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

/** Recovery step "enterOtp": the OTP sent to the mobile, then the new password twice. */
export const newPasswordWithOtpFormSchema = z.intersection(z.object({ OTP: otpRule() }), newPasswordFormSchema);

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
