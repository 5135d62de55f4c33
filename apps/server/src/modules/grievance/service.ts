import {
  GRIEVANCE_ATTACHMENT_TYPES,
  GRIEVANCE_LIMITS,
  type GrievanceForm,
  grievanceFormSchema,
  type Lang,
} from '@portal/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client';
import { ApiError } from '../../platform/errors';
import type { Sms } from '../../platform/sms';
import type { Storage } from '../../platform/storage';
import { type CaseFile, caseStatus, openCase } from '../cases/service';
import { type OtpStore, takeVerifiedMobile } from '../otp/service';
import { cleanContent } from '../uploads/content';

/**
 * The grievance form (spec part 2 §5 "Grievance", issue 11 item 4): every field and every attachment
 * is checked first, all errors answered at once, each naming its field (`attachments.N` for the Nth
 * file, from 0); only then is the mobile's OTP verification used up, so a bad file does not cost the
 * filer their code. The grievance is then opened as a case (modules/cases).
 */

/** One `attachments` file as read from the multipart body. */
type ReceivedFile = { filename: string; content: Buffer; tooLarge: boolean };
export type ReceivedGrievance = { fields: Record<string, string>; files: ReceivedFile[]; tooManyFiles: boolean };

/**
 * How much of a multipart body is read: the six fields (a 2000-character description in Devanagari is
 * 6000 bytes), one file more than allowed (so that a fourth can be refused by name) of 5 MB each.
 */
export const GRIEVANCE_PART_LIMITS = {
  fileSize: GRIEVANCE_LIMITS.attachmentMaxBytes,
  files: GRIEVANCE_LIMITS.attachmentsMax + 1,
  fields: 12,
  parts: 18,
  fieldSize: 8 * 1024,
};

/** A part of the multipart body as @fastify/multipart's `parts()` yields it. */
export type GrievancePart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: AsyncIterable<unknown> & { truncated: boolean } };

/** Reads the body's parts: the text fields and the `attachments` files (other file parts are read and dropped). */
export async function receiveGrievance(parts: AsyncIterable<GrievancePart> | undefined): Promise<ReceivedGrievance> {
  const received: ReceivedGrievance = { fields: {}, files: [], tooManyFiles: false };
  if (!parts) return received;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        received.fields[part.fieldname] = String(part.value);
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.fieldname !== 'attachments') continue;
      received.files.push({
        filename: part.filename,
        content: Buffer.concat(chunks),
        tooLarge: part.file.truncated,
      });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') received.tooManyFiles = true;
    else if (code === 'FST_REQ_FILE_TOO_LARGE')
      received.files.push({ filename: '', content: Buffer.alloc(0), tooLarge: true });
    else throw new ApiError(400, 'common.invalidInput', [{ field: 'body', message: 'common.invalidInput' }]);
  }
  return received;
}

const MIME = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' } as const;

/** The file's own name, without a path or control characters, bounded; 'attachment-N' when it has none. */
function attachmentName(filename: string, index: number) {
  const base = (filename.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, GRIEVANCE_LIMITS.attachmentNameMax);
  return base || `attachment-${index + 1}`;
}

type FieldError = { field: string; message: string };

/** Checks one attachment by its bytes; answers the file to store or the error naming it. */
async function checkAttachment(file: ReceivedFile, index: number): Promise<CaseFile | FieldError> {
  const field = `attachments.${index}`;
  if (file.tooLarge || file.content.length > GRIEVANCE_LIMITS.attachmentMaxBytes) {
    return { field, message: 'grievance.attachmentTooLarge' };
  }
  if (file.content.length === 0) return { field, message: 'grievance.attachmentEmpty' };
  const detected = await fileTypeFromBuffer(file.content);
  const ext = GRIEVANCE_ATTACHMENT_TYPES.find((type) => type === detected?.ext);
  if (!ext) return { field, message: 'grievance.attachmentType' };
  try {
    const content = await cleanContent(file.content, ext);
    return { name: attachmentName(file.filename, index), content, ext, mime: MIME[ext] };
  } catch (error) {
    // An active or unreadable PDF, an image that does not decode: its own words, on this file.
    if (error instanceof ApiError) return { field, message: error.message };
    throw error;
  }
}

/** The form's fields and files, checked: all errors together (400, the first one's words on top). */
export async function checkGrievance(received: ReceivedGrievance): Promise<{ form: GrievanceForm; files: CaseFile[] }> {
  const errors: FieldError[] = [];
  const parsed = grievanceFormSchema.safeParse(received.fields);
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'body');
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ field, message: issue.message });
    }
  }
  const files: CaseFile[] = [];
  if (received.tooManyFiles || received.files.length > GRIEVANCE_LIMITS.attachmentsMax) {
    errors.push({ field: 'attachments', message: 'grievance.attachmentsMax' });
  } else {
    for (const [index, file] of received.files.entries()) {
      const checked = await checkAttachment(file, index);
      if ('field' in checked) errors.push(checked);
      else files.push(checked);
    }
  }
  const first = errors[0];
  if (first || !parsed.success) throw new ApiError(400, first?.message ?? 'common.invalidInput', errors);
  return { form: parsed.data, files };
}

/**
 * Files a checked grievance: uses up the mobile's OTP verification (purpose `grievance`; 400 on
 * primaryNumber without one) and opens the case, which stores the files and sends the SMS.
 */
export async function submitGrievance(
  deps: { db: Db; storage: Storage; sms: Sms },
  input: { form: GrievanceForm; files: CaseFile[]; lang: Lang },
) {
  const { form, files, lang } = input;
  if (!(await takeVerifiedMobile(deps.db, form.primaryNumber, 'grievance'))) {
    throw new ApiError(400, 'grievance.verifyMobile', [{ field: 'primaryNumber', message: 'grievance.verifyMobile' }]);
  }
  const { number } = await openCase(deps, {
    kind: 'grievance',
    mobile: form.primaryNumber,
    lang,
    data: form,
    files,
  });
  return number;
}

/**
 * A grievance's status for the mobile it was filed from, with a code sent to that mobile. A wrong or
 * expired code answers the same 401 as an unknown number or another mobile (issue 11): the answer
 * never tells which part was wrong.
 */
export async function grievanceStatus(
  deps: { db: Db; otp: OtpStore },
  input: { number: string; mobile: string; otp: string },
) {
  try {
    return await caseStatus(deps, 'grievance', input.number, { mobile: input.mobile, otp: input.otp });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400) throw new ApiError(401, 'cases.notFound');
    throw error;
  }
}
