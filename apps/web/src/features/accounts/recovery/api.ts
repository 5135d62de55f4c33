import type {
  forgotPasswordByOtpRequestSchema,
  userLoginIdQuerySchema,
  verifySecurityAnswerRequestSchema,
} from '@portal/shared';
import { accountsApi } from '@portal/shared/api/accounts';
import type { z } from 'zod';
import { call } from '../../../lib/api';

/** Account recovery's server calls (decision 054: a folder's calls live in its api.ts). */

/** Recovery: POST the profile ID to the registered mobile. */
export const sendProfileId = (body: z.input<typeof userLoginIdQuerySchema>) =>
  call(accountsApi.sendProfileId, { body });

/** Recovery: POST an OTP to the registered mobile (`otp` in console mode only). */
export const sendPasswordOtp = (body: z.input<typeof forgotPasswordByOtpRequestSchema>) =>
  call(accountsApi.forgotPasswordByOtp, { body });

/** Recovery: POST the answer to the security question. */
export const verifySecurityAnswer = (body: z.input<typeof verifySecurityAnswerRequestSchema>) =>
  call(accountsApi.verifySecurityAnswer, { body });

/** Recovery: POST the OTP with the new password. */
export const resetPasswordWithOtp = (body: {
  UserLoginID: string;
  MobileNo: string;
  OTP: string;
  NewPassword: string;
}) => call(accountsApi.verifyOtpAndResetPassword, { body });

/** Recovery: POST the security answer again with the new password. */
export const resetPasswordWithAnswer = (body: {
  UserLoginID: string;
  SecurityQuestionID: number;
  SecurityQuestionAnswer: string;
  NewPassword: string;
}) => call(accountsApi.resetPassword, { body });
