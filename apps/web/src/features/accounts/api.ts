import type {
  ChangeSecurityQuestionRequest,
  candidateRegistrationSchema,
  forgotPasswordByOtpRequestSchema,
  Lang,
  LoginRequest,
  staffRegistrationSchema,
  UploadFileType,
  userLoginIdQuerySchema,
  verifySecurityAnswerRequestSchema,
} from '@portal/shared';
import { accountsApi } from '@portal/shared/api/accounts';
import { mastersApi } from '@portal/shared/api/masters';
import { registrationApi } from '@portal/shared/api/registration';
import { uploadsApi } from '@portal/shared/api/uploads';
import type { z } from 'zod';
import i18n from '../../i18n';
import { call } from '../../lib/api';

/**
 * The accounts feature's server calls, the only file of the feature that imports the API client
 * (docs/decisions/054-catalogs-and-api-calls-inside-features.md).
 */

/** POST /api/Account/login: the session, or why not (captcha, another open session). */
export const logIn = (body: LoginRequest) => call(accountsApi.login, { body });

/** POST /api/Account/logout. */
export const logOut = (UserID: number) => call(accountsApi.logout, { body: { UserID, LoggedInSessionID: 0 } });

/** GET /api/Account/GetUserDetails: the dashboard's record of the signed-in user. */
export const getUserDetails = (userLoginId: string, lang: Lang, signal?: AbortSignal) =>
  call(accountsApi.userDetails, { query: { userLoginId, lang }, signal });

/** POST /api/Account/ChangeSecurityQuestion. */
export const changeSecurityQuestion = (body: ChangeSecurityQuestionRequest) =>
  call(accountsApi.changeSecurityQuestion, { body });

/** GET the security questions master, in a language. */
export const getSecurityQuestions = (lang: Lang) => call(mastersApi.securityQuestions, { query: { lang } });

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

/** The spec's 30 s timeout on registration calls. */
const REGISTER_TIMEOUT_MS = 30_000;

/** A registration the role's shared schema accepted: what goes to the server. */
export type Registration =
  | { role: 'candidate'; body: z.output<typeof candidateRegistrationSchema> }
  | { role: 'staff'; body: z.output<typeof staffRegistrationSchema> };

/** POST /api/Registration/RegisterCandidate or RegisterStaff: answers the new profile ID. */
export async function register(registration: Registration): Promise<string> {
  const response =
    registration.role === 'candidate'
      ? await call(registrationApi.registerCandidate, { body: registration.body, timeoutMs: REGISTER_TIMEOUT_MS })
      : await call(registrationApi.registerStaff, { body: registration.body, timeoutMs: REGISTER_TIMEOUT_MS });
  return response.Data;
}

/** The spec's 30 s timeout on the lookup. */
const LOOKUP_TIMEOUT_MS = 30_000;

/** GET /api/IITIAdmission/GetIITIAdmissionData: the masked preview of an ITI admission record. */
export async function lookUpItiAdmission(ITIRegistrationNo: string) {
  const response = await call(registrationApi.itiAdmission, {
    query: { ITIRegistrationNo },
    timeoutMs: LOOKUP_TIMEOUT_MS,
  });
  return response.Data;
}

/** POST /api/IITIAdmission/SendOTP: a code to the record's own mobile (`otp` in console mode only). */
export function sendItiOtp(ITIRegistrationNo: string) {
  return call(registrationApi.itiSendOtp, { body: { ITIRegistrationNo } });
}

/** POST /api/IITIAdmission/VerifyOTP: the fields that pre-fill the registration form. */
export async function verifyItiOtp(ITIRegistrationNo: string, otp: string) {
  const response = await call(registrationApi.itiVerifyOtp, { body: { ITIRegistrationNo, otp } });
  return response.Data;
}

/** The spec gives an upload a minute. */
const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * POST /api/FileUpload/UploadFile (multipart `file`, `userID`, `fileType`): stores a document and
 * answers its path. Before registration (`userId` 0) the upload token verify-otp gave for the form's
 * mobile number goes with it, and without one nothing is sent. Failures reject with the words to show.
 */
export async function uploadFile(input: {
  file: File;
  fileType: UploadFileType;
  userId: number;
  uploadToken?: string;
}): Promise<string> {
  const { file, fileType, userId, uploadToken } = input;
  if (userId === 0 && !uploadToken) throw new Error(i18n.t('msg:accounts.uploadNeedsVerifiedMobile'));
  const form = new FormData();
  form.append('userID', String(userId));
  form.append('fileType', fileType);
  if (userId === 0 && uploadToken) form.append('uploadToken', uploadToken);
  form.append('file', file);
  const response = await call(uploadsApi.upload, { form, timeoutMs: UPLOAD_TIMEOUT_MS });
  return response.Data.FilePath;
}
