import type { candidateRegistrationSchema, Lang, staffRegistrationSchema, UploadFileType } from '@portal/shared';
import { registrationApi } from '@portal/shared/api/registration';
import { uploadsApi } from '@portal/shared/api/uploads';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import i18n from '../../../i18n';
import { call } from '../../../lib/api';
import { searchFiltersQuery } from '../../../lib/search-filters';

/**
 * Registration's server calls: the ITI lookup, the registration, the staff's document upload and
 * institute list (decision 054: a folder's calls live in its api.ts).
 */

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

/**
 * The districts and institutes a staff member chooses from (decision 067): the public search's own
 * lists (GET /api/Institute/filters, cached by the server and shared with the search pages' query),
 * each institute linked to its district by Group. Not fetched with the page: the form asks for them on
 * its first focus (`useInstituteChoicesPrefetch`). Fetched, read (260 KB of JSON) and drawn into the form
 * while the page came to life, they were most of `/Staff`'s blocking time on a slow phone (decision 072).
 */
export function useInstituteChoices(lang: Lang) {
  return useQuery({
    ...searchFiltersQuery(lang),
    select: (filters) => ({ districts: filters.districts, institutes: filters.institutes }),
    enabled: false,
  });
}

/** Asks for the institute lists, unless they are fresh: the staff form calls it on each focus. */
export function useInstituteChoicesPrefetch(lang: Lang) {
  const queryClient = useQueryClient();
  return () => void queryClient.prefetchQuery(searchFiltersQuery(lang));
}
