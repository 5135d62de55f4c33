import { z } from 'zod';
import { INT4_MAX, type Lang } from '../constants';
import { messageNumber } from '../format';

/**
 * Uploads: types by content and sizes per file type (API.md upload row, spec §5 Uploads).
 */

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
/** The longest original file name kept with a document (longer ones keep their end: the extension). */
export const UPLOAD_NAME_MAX = 120;
/** GET /api/FileUpload/fileInfo: what the owner called the file (cleaned), to show instead of its storage key. */
export const fileInfoResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.object({ FileName: z.string().max(UPLOAD_NAME_MAX) }),
});

/** Aadhaar as shown anywhere: 'XXXX XXXX 1234'. */
export const maskAadhaar = (last4: string) => `XXXX XXXX ${last4}`;
