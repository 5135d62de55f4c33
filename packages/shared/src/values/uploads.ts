import type { Lang } from '../constants';
import { messageNumber } from '../format';

/** Upload types and sizes per file type, without zod: a file field shows them before any schema loads. */

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
