import { z } from 'zod';
import { INT4_MAX } from '../constants';
import { UPLOAD_FILE_TYPES } from '../values/uploads';

/**
 * Uploads (API.md upload row, spec §5 Uploads): the request's fields. The types by content and sizes
 * per file type are in values/uploads.ts.
 */

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
/** The longest original file name kept with a document (longer ones keep their end: the extension). */
export const UPLOAD_NAME_MAX = 120;
/** GET /api/FileUpload/fileInfo: what the owner called the file (cleaned), to show instead of its storage key. */
export const fileInfoResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.object({ FileName: z.string().max(UPLOAD_NAME_MAX) }),
});

/** Aadhaar as shown anywhere: 'XXXX XXXX 1234'. */
export const maskAadhaar = (last4: string) => `XXXX XXXX ${last4}`;
