import {
  COMPLAINT_DOCUMENTS,
  type ComplaintForm,
  complaintDocumentNamesRequestSchema,
  complaintFormSchema,
  type Lang,
  messageText,
  type UploadExtension,
} from '@portal/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { consumeCaptcha } from '../../platform/captcha';
import { ApiError } from '../../platform/errors';
import { hashPassword, isCommonPassword } from '../../platform/passwords';
import type { Sms } from '../../platform/sms';
import type { Storage } from '../../platform/storage';
import { type CaseFile, openCase } from '../cases/service';
import { placeErrors } from '../profile/address/places';
import { cleanContent } from '../uploads/content';

/**
 * Complaint Form A (spec part 2 §3–§5, API.md POST /api/Complaint/submit): the multipart body is read
 * within bounds, the `complaint` JSON checked by the shared schema, the captcha, the places against the
 * reference geography, the password against the common list and each document by its content; then
 * the one case model files it (cases/service.ts `openCase`: files and rows together or not at all).
 */

/** How much of the multipart body is read: one more file than allowed, so the extra one is refused. */
export const COMPLAINT_PART_LIMITS = {
  fileSize: COMPLAINT_DOCUMENTS.maxBytes,
  files: COMPLAINT_DOCUMENTS.maxCount + 1,
  fields: COMPLAINT_DOCUMENTS.maxCount + 2,
  fieldSize: 16 * 1024,
  parts: 2 * COMPLAINT_DOCUMENTS.maxCount + 3,
};

export type ComplaintPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; file: AsyncIterable<unknown> & { truncated: boolean } };

type ReceivedFile = { content: Buffer; tooLarge: boolean };
export type ReceivedComplaint = { complaint?: string; documentNames: string[]; files: ReceivedFile[] };

const fieldError = (status: number, key: string, field: string, message = key) =>
  new ApiError(status, key, [{ field, message }]);

/** Reads the parts (read with COMPLAINT_PART_LIMITS): the `complaint` field, the names and the files. */
export async function receiveComplaint(
  parts: AsyncIterable<ComplaintPart> | undefined,
  lang: Lang = 'en',
): Promise<ReceivedComplaint> {
  const received: ReceivedComplaint = { documentNames: [], files: [] };
  if (!parts) throw fieldError(400, 'common.invalidInput', 'complaint');
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'complaint') received.complaint = String(part.value);
        else if (part.fieldname === 'documentNames') received.documentNames.push(String(part.value));
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.fieldname !== 'documents') continue;
      received.files.push({ content: Buffer.concat(chunks), tooLarge: part.file.truncated });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw tooManyDocuments(lang);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fieldError(
        400,
        'complaint.fileTooLarge',
        `documents.${received.files.length}`,
        messageText('complaint.fileTooLarge', lang, { max: COMPLAINT_DOCUMENTS.maxMb }),
      );
    }
    throw fieldError(400, 'common.invalidInput', 'complaint');
  }
  return received;
}

/** Field messages carry no variables: a message with a number is worded here, in the request's language. */
const tooManyDocuments = (lang: Lang) => {
  const vars = { max: COMPLAINT_DOCUMENTS.maxCount };
  return new ApiError(
    400,
    'complaint.tooManyDocuments',
    [{ field: 'documents', message: messageText('complaint.tooManyDocuments', lang, vars) }],
    vars,
  );
};

/** A zod failure as the 400 the error handler answers: each issue names its field (`complainant.email`). */
function invalid(error: z.ZodError, prefix = ''): ApiError {
  const fields = error.issues.map((issue) => ({
    field: `${prefix}${issue.path.map(String).join('.')}` || 'complaint',
    message: issue.message,
  }));
  return new ApiError(400, fields[0]?.message ?? 'common.invalidInput', fields);
}

/** Parses the `complaint` JSON with the shared schema. */
export function parseComplaint(json: string | undefined) {
  let value: unknown;
  try {
    value = JSON.parse(json ?? '');
  } catch {
    throw fieldError(400, 'common.invalidInput', 'complaint');
  }
  const parsed = complaintFormSchema.safeParse(value);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

type Parsed = z.output<typeof complaintFormSchema>;

/** Both addresses' places checked with the profile's place check (one query each). */
async function checkPlaces(db: Db, form: Parsed) {
  const blocks = [
    ['complainant', form.complainant],
    ['institute', form.institute],
  ] as const;
  const names: Record<string, string> = {
    StateID: 'state',
    DistrictID: 'district',
    TalukaID: 'taluka',
    CityID: 'city',
  };
  const errors = (
    await Promise.all(
      blocks.map(async ([block, v]) =>
        (
          await placeErrors(db, { StateID: v.state, DistrictID: v.district, TalukaID: v.taluka, CityID: v.city }, '')
        ).map((e) => ({ field: `${block}.${names[e.field] ?? e.field}`, message: e.message })),
      ),
    )
  ).flat();
  const first = errors[0];
  if (first) throw new ApiError(400, first.message, errors);
}

const MIME: Record<UploadExtension, string> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

/** Each document by content: jpeg or pdf, 5 MB, cleaned (images re-encoded, active PDFs refused). */
async function checkedDocuments(received: ReceivedComplaint, names: string[], lang: Lang): Promise<CaseFile[]> {
  const files: CaseFile[] = [];
  for (const [i, file] of received.files.entries()) {
    const field = `documents.${i}`;
    if (file.tooLarge || file.content.length > COMPLAINT_DOCUMENTS.maxBytes) {
      throw fieldError(
        400,
        'complaint.fileTooLarge',
        field,
        messageText('complaint.fileTooLarge', lang, { max: COMPLAINT_DOCUMENTS.maxMb }),
      );
    }
    if (file.content.length === 0) throw fieldError(400, 'complaint.fileRequired', field);
    const detected = await fileTypeFromBuffer(file.content);
    const ext = detected?.ext;
    if (ext !== 'jpg' && ext !== 'pdf') {
      throw fieldError(
        400,
        'complaint.fileInvalidType',
        field,
        messageText('complaint.fileInvalidType', lang, { allowed: COMPLAINT_DOCUMENTS.allowed }),
      );
    }
    let content: Buffer;
    try {
      content = await cleanContent(file.content, ext);
    } catch (error) {
      if (error instanceof ApiError) throw fieldError(error.statusCode, error.message, field);
      throw error;
    }
    files.push({ name: names[i] as string, content, ext, mime: MIME[ext] });
  }
  return files;
}

export type ComplaintDeps = { db: Db; storage: Storage; sms: Sms; now?: () => Date };

/**
 * Files a complaint and answers its number. `userId`: the signed-in user, if any; `lang`: the
 * language of the acknowledgement SMS and of the document messages.
 */
export async function submitComplaint(
  deps: ComplaintDeps,
  received: ReceivedComplaint,
  { userId, lang }: { userId?: number; lang: Lang },
) {
  const form = parseComplaint(received.complaint);
  if (received.files.length > COMPLAINT_DOCUMENTS.maxCount) throw tooManyDocuments(lang);
  const names = complaintDocumentNamesRequestSchema.safeParse(received.documentNames);
  if (!names.success) throw invalid(names.error, 'documentNames.');
  if (names.data.length !== received.files.length) {
    throw fieldError(400, 'complaint.documentsMismatch', 'documentNames');
  }
  const captcha = await consumeCaptcha(deps.db, 'registration', form.CaptchaId, form.CaptchaText);
  if (!captcha.ok) throw fieldError(400, 'accounts.captchaIncorrect', 'CaptchaText');
  await checkPlaces(deps.db, form);
  if (isCommonPassword(form.account.password)) throw fieldError(400, 'accounts.passwordCommon', 'account.password');
  const files = await checkedDocuments(received, names.data, lang);
  const { account, CaptchaId: _id, CaptchaText: _text, ...data } = form;
  const record: Omit<ComplaintForm, 'account' | 'CaptchaId' | 'CaptchaText'> & { documents: string[] } = {
    ...data,
    documents: names.data,
  };
  const { number } = await openCase(deps, {
    kind: 'complaint',
    mobile: form.complainant.primaryNumber,
    lang,
    data: record,
    passwordHash: await hashPassword(account.password),
    ...(userId ? { userId } : {}),
    files,
  });
  return number;
}
