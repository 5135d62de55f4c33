import type { UploadExtension } from '@portal/shared';
import { ApiError } from '../../platform/errors';
import {
  checkFile,
  type FileRefusal,
  fieldValue,
  type MultipartLimits,
  type MultipartSource,
  precheckFile,
  readMultipart,
} from '../../platform/file-intake/intake';
import type { CaseFile } from './service';

/**
 * A case's form as a multipart body (complaint Form A, the grievance form): its text fields and the
 * files of one field, read and checked by the one file intake (platform/file-intake/intake.ts: by their bytes,
 * images re-encoded, active PDFs refused). A refused file is named in the answer (`documents.1`,
 * `attachments.0`) with its reason in the form's words; nothing is stored until the whole form passed.
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
  /** The files of the form's field. */
  files: ReceivedFile[];
  /** More files came than the rules allow (the part limit stopped the reading). */
  tooManyFiles: boolean;
};

/**
 * How much of the body is read: one file more than allowed (so the extra one is refused by name), each
 * cut at the size limit (then refused as too large), and the text fields.
 */
export function partLimits(rules: AttachmentRules, fields: { count: number; maxBytes: number }): MultipartLimits {
  return {
    fileSize: rules.maxBytes,
    files: rules.maxCount + 1,
    fields: fields.count,
    fieldSize: fields.maxBytes,
    parts: fields.count + rules.maxCount + 1,
  };
}

/** Reads the case form's body (platform/file-intake/intake.ts `readMultipart`): its fields and the files of its field. */
export async function receiveCaseForm(
  request: MultipartSource,
  rules: AttachmentRules,
  limits: MultipartLimits,
): Promise<ReceivedCaseForm> {
  const { fields, files, tooManyFiles } = await readMultipart(request, limits);
  return {
    fields,
    files: files
      .filter((file) => file.field === rules.field)
      .map(({ filename, content, tooLarge }) => ({ filename, content, tooLarge })),
    tooManyFiles,
  };
}

export { fieldValue };

type FieldError = { field: string; message: string; vars?: Record<string, string | number> };
const MB = 1024 * 1024;

/** A refused file's error, named by its place in the form (`documents.1`) in the form's own words. */
function refusal(reason: FileRefusal, index: number, rules: AttachmentRules): FieldError {
  const field = `${rules.field}.${index}`;
  const { messages } = rules;
  switch (reason) {
    case 'tooLarge':
      return { field, message: messages.tooLarge, vars: { max: rules.maxBytes / MB } };
    case 'empty':
      return { field, message: messages.empty };
    case 'type':
      return { field, message: messages.type, vars: { allowed: rules.allowed } };
    case 'activeContent':
      return { field, message: 'accounts.uploadActiveContent' };
    case 'unreadable':
      return { field, message: 'accounts.uploadUnreadable' };
  }
}

/** The error of more files than allowed, if so (checked before anything about the files themselves). */
export function countErrors(received: ReceivedCaseForm, rules: AttachmentRules): FieldError[] {
  return received.tooManyFiles || received.files.length > rules.maxCount
    ? [{ field: rules.field, message: rules.messages.tooMany, vars: { max: rules.maxCount } }]
    : [];
}

/**
 * The cheap checks of every file (count, size, emptiness, type by magic bytes; nothing decoded): a
 * form answers these before it looks at identity, OTP and quotas, and decodes only after those.
 */
export async function precheckAttachments(received: ReceivedCaseForm, rules: AttachmentRules): Promise<FieldError[]> {
  const tooMany = countErrors(received, rules);
  if (tooMany.length > 0) return tooMany;
  const errors: FieldError[] = [];
  for (const [index, file] of received.files.entries()) {
    const checked = await precheckFile(file, rules);
    if (!checked.ok) errors.push(refusal(checked.reason, index, rules));
  }
  return errors;
}

/**
 * Checks every file in full (all reasons at once; the decoding last, `client`'s decodes bounded);
 * `nameOf` gives each stored file its name. Answers the files to attach and the errors, each naming its file.
 */
export async function checkAttachments(
  received: ReceivedCaseForm,
  rules: AttachmentRules,
  nameOf: (file: ReceivedFile, index: number) => string,
  client?: string,
): Promise<{ files: CaseFile[]; errors: FieldError[] }> {
  const tooMany = countErrors(received, rules);
  if (tooMany.length > 0) return { files: [], errors: tooMany };
  const files: CaseFile[] = [];
  const errors: FieldError[] = [];
  for (const [index, file] of received.files.entries()) {
    const checked = await checkFile(file, { ...rules, ...(client === undefined ? {} : { client }) });
    if (checked.ok) files.push({ name: nameOf(file, index), ...checked.file });
    else errors.push(refusal(checked.reason, index, rules));
  }
  return { files, errors };
}

/** Throws the 400 of a form's errors (the first one's words on top), if any. */
export function throwIfAny(errors: FieldError[]) {
  const [first] = errors;
  if (first) throw new ApiError(400, first.message, errors, first.vars ?? {});
}
