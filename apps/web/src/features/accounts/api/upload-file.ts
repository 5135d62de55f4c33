import type { UploadFileType } from '@portal/shared';
import { uploadsApi } from '@portal/shared/api/uploads';
import i18n from '../../../i18n';
import { call } from '../../../lib/api';

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
