import type { UploadExtension } from '@portal/shared';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../../platform/errors';
import { cleanContent } from '../uploads/content';
import type { CaseFile } from './service';

/**
 * A case's form as a multipart body (complaint Form A, the grievance form): its text fields and the
 * files of one field, read within bounds, then each file checked by its bytes (file-type) and cleaned
 * (uploads/content.ts: images re-encoded, active PDFs refused). A refused file is named in the answer
 * (`documents.1`, `attachments.0`) with its reason; nothing is stored until the whole form passed.
 */
export type AttachmentRules = {
  /** The multipart field of the files. */
  field: string;
  maxCount: number;
  maxBytes: number;
  /** Accepted by content. */
  types: readonly UploadExtension[];
  /** Message keys: `tooMany` gets {max}; `tooLarge` {max} (MB); `type` {allowed}. */
  messages: { tooMany: string; tooLarge: string; type: string; empty: string };
  /** The types as the messages list them ('jpeg, jpg, pdf'). */
  allowed: string;
};

type ReceivedFile = { filename: string; content: Buffer; tooLarge: boolean };
export type ReceivedCaseForm = {
  /** Every value of each text field, in order (a repeated field such as `documentNames` has several). */
  fields: Record<string, string[]>;
  files: ReceivedFile[];
  /** More files came than the rules allow (the part limit stopped the reading). */
  tooManyFiles: boolean;
};

/** A part of the multipart body as @fastify/multipart's `parts()` yields it. */
export type CasePart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: AsyncIterable<unknown> & { truncated: boolean } };

/**
 * How much of the body is read: one file more than allowed (so the extra one is refused by name), each
 * cut at the size limit (then refused as too large), and the text fields.
 */
export function partLimits(rules: AttachmentRules, fields: { count: number; maxBytes: number }) {
  return {
    fileSize: rules.maxBytes,
    files: rules.maxCount + 1,
    fields: fields.count,
    fieldSize: fields.maxBytes,
    parts: fields.count + rules.maxCount + 1,
  };
}

/** Reads the body's parts (read with `partLimits`); `undefined` (not multipart) is an empty form. */
export async function receiveCaseForm(
  parts: AsyncIterable<CasePart> | undefined,
  rules: AttachmentRules,
): Promise<ReceivedCaseForm> {
  const received: ReceivedCaseForm = { fields: {}, files: [], tooManyFiles: false };
  if (!parts) return received;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        received.fields[part.fieldname] = [...(received.fields[part.fieldname] ?? []), String(part.value)];
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.fieldname !== rules.field) continue;
      received.files.push({ filename: part.filename, content: Buffer.concat(chunks), tooLarge: part.file.truncated });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') received.tooManyFiles = true;
    else if (code === 'FST_REQ_FILE_TOO_LARGE')
      received.files.push({ filename: '', content: Buffer.alloc(0), tooLarge: true });
    // Anything else is a body that is not multipart as it says (no boundary, cut short): the client's fault.
    else throw new ApiError(400, 'common.invalidInput', [{ field: 'body', message: 'common.invalidInput' }]);
  }
  return received;
}

/** The single value of a text field (the last one if it was sent twice). */
export const fieldValue = (received: ReceivedCaseForm, name: string) => received.fields[name]?.at(-1);

type FieldError = { field: string; message: string; vars?: Record<string, string | number> };
const MIME: Record<UploadExtension, string> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };
const MB = 1024 * 1024;

async function checkFile(
  file: ReceivedFile,
  index: number,
  name: string,
  rules: AttachmentRules,
): Promise<CaseFile | FieldError> {
  const field = `${rules.field}.${index}`;
  const { messages } = rules;
  if (file.tooLarge || file.content.length > rules.maxBytes) {
    return { field, message: messages.tooLarge, vars: { max: rules.maxBytes / MB } } satisfies FieldError;
  }
  if (file.content.length === 0) return { field, message: messages.empty } satisfies FieldError;
  const detected = (await fileTypeFromBuffer(file.content))?.ext;
  const ext = rules.types.find((type) => type === detected);
  if (!ext) return { field, message: messages.type, vars: { allowed: rules.allowed } } satisfies FieldError;
  try {
    const content = await cleanContent(file.content, ext);
    return { name, content, ext, mime: MIME[ext] } satisfies CaseFile;
  } catch (error) {
    // An active or unreadable PDF, an image that does not decode: its own words, on this file.
    if (error instanceof ApiError) return { field, message: error.message } satisfies FieldError;
    throw error;
  }
}

/** The error of more files than allowed, if so (checked before anything about the files themselves). */
export function countErrors(received: ReceivedCaseForm, rules: AttachmentRules): FieldError[] {
  return received.tooManyFiles || received.files.length > rules.maxCount
    ? [{ field: rules.field, message: rules.messages.tooMany, vars: { max: rules.maxCount } }]
    : [];
}

/**
 * Checks every file (all reasons at once); `nameOf` gives each stored file its name. Answers the
 * files to attach and the errors, each naming its file.
 */
export async function checkAttachments(
  received: ReceivedCaseForm,
  rules: AttachmentRules,
  nameOf: (file: ReceivedFile, index: number) => string,
): Promise<{ files: CaseFile[]; errors: FieldError[] }> {
  const tooMany = countErrors(received, rules);
  if (tooMany.length > 0) return { files: [], errors: tooMany };
  const files: CaseFile[] = [];
  const errors: FieldError[] = [];
  for (const [index, file] of received.files.entries()) {
    const checked = await checkFile(file, index, nameOf(file, index), rules);
    if ('field' in checked) errors.push(checked);
    else files.push(checked);
  }
  return { files, errors };
}

/** Throws the 400 of a form's errors (the first one's words on top), if any. */
export function throwIfAny(errors: FieldError[]) {
  const [first] = errors;
  if (first) throw new ApiError(400, first.message, errors, first.vars ?? {});
}
