import type { UploadExtension } from '@portal/shared';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError, tooManyRequests } from '../errors';
import { cleanContent } from './content';

/**
 * The one file intake (decision 037): every form that takes files (profile uploads, complaint Form A,
 * the grievance form) reads its multipart body with `readMultipart` and checks each file with
 * `checkFile`, which answers the cleaned file or a reason; each form only maps reasons to its own
 * answer. The cheap part (`precheckFile`: size, emptiness, type by magic bytes) is separate so a form
 * can check identity, OTP and quotas between it and the expensive part (decoding: images re-encoded,
 * PDFs checked in the worker pool; file-intake/content.ts).
 */

/** How much of a multipart body is read (busboy's limits). */
export type MultipartLimits = { fileSize: number; files: number; fields: number; fieldSize: number; parts: number };

/** A part of the multipart body as @fastify/multipart's `parts()` yields it. */
export type MultipartPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: AsyncIterable<unknown> & { truncated: boolean } };

/** A request that may carry a multipart body (a Fastify request with @fastify/multipart registered). */
export type MultipartSource = {
  isMultipart(): boolean;
  parts(options: { limits: MultipartLimits }): AsyncIterable<MultipartPart>;
};

export type ReceivedFile = { field: string; filename: string; content: Buffer; tooLarge: boolean };
export type ReceivedForm = {
  /** Every value of each text field, in order (a repeated field such as `documentNames` has several). */
  fields: Record<string, string[]>;
  files: ReceivedFile[];
  /** More files came than `limits.files` (the reading stopped there). */
  tooManyFiles: boolean;
};

/**
 * Reads a body's text fields and files within `limits` (a body that is not multipart is an empty
 * form). A file over `limits.fileSize` is cut there and marked `tooLarge`; a body that is not
 * multipart as it says (no boundary, cut short) or passes another limit is the client's fault: 400.
 */
export async function readMultipart(source: MultipartSource, limits: MultipartLimits): Promise<ReceivedForm> {
  const received: ReceivedForm = { fields: {}, files: [], tooManyFiles: false };
  if (!source.isMultipart()) return received;
  try {
    for await (const part of source.parts({ limits })) {
      if (part.type === 'field') {
        received.fields[part.fieldname] = [...(received.fields[part.fieldname] ?? []), String(part.value)];
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      received.files.push({
        field: part.fieldname,
        filename: part.filename,
        content: Buffer.concat(chunks),
        tooLarge: part.file.truncated,
      });
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') received.tooManyFiles = true;
    else throw new ApiError(400, 'common.invalidInput', [{ field: 'body', message: 'common.invalidInput' }]);
  }
  return received;
}

/** The single value of a text field (the last one if it was sent twice). */
export const fieldValue = (received: Pick<ReceivedForm, 'fields'>, name: string) => received.fields[name]?.at(-1);

/** What a form accepts of one file: types by content, and a size. */
export type FileRules = { types: readonly UploadExtension[]; maxBytes: number };
/** Why a file was refused; each form words it its own way. */
export type FileRefusal = 'tooLarge' | 'empty' | 'type' | 'activeContent' | 'unreadable';
export type CheckedFile = { content: Buffer; ext: UploadExtension; mime: string };

const MIME: Record<UploadExtension, string> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

/** The cheap checks (no decoding): size, emptiness, and the type by its magic bytes. */
export async function precheckFile(
  file: { content: Buffer; tooLarge: boolean },
  rules: FileRules,
): Promise<{ ok: true; ext: UploadExtension } | { ok: false; reason: FileRefusal }> {
  if (file.tooLarge || file.content.length > rules.maxBytes) return { ok: false, reason: 'tooLarge' };
  if (file.content.length === 0) return { ok: false, reason: 'empty' };
  const detected = (await fileTypeFromBuffer(file.content))?.ext;
  const ext = rules.types.find((type) => type === detected);
  return ext ? { ok: true, ext } : { ok: false, reason: 'type' };
}

/**
 * Decodes and cleans at most this many files of one client at a time (waiting for the PDF worker
 * pool or decoding an image); more is 429 with Retry-After, so one address cannot fill the pool's
 * queue and make everyone else wait (issue 17 item 4).
 */
export const FILE_CHECKS_PER_CLIENT = 4;
const FILE_CHECK_RETRY_SECONDS = 5;
const checking = new Map<string, number>();

/**
 * The whole check of one file: `precheckFile`, then its content decoded and cleaned. `client` (the
 * address) bounds the client's decodes at once. Answers the file to store or the reason it is refused.
 */
export async function checkFile(
  file: { content: Buffer; tooLarge: boolean },
  rules: FileRules & { client?: string },
): Promise<{ ok: true; file: CheckedFile } | { ok: false; reason: FileRefusal }> {
  const pre = await precheckFile(file, rules);
  if (!pre.ok) return pre;
  const { client } = rules;
  if (client !== undefined) {
    const busy = checking.get(client) ?? 0;
    if (busy >= FILE_CHECKS_PER_CLIENT) throw tooManyRequests(FILE_CHECK_RETRY_SECONDS);
    checking.set(client, busy + 1);
  }
  try {
    const content = await cleanContent(file.content, pre.ext);
    return { ok: true, file: { content, ext: pre.ext, mime: MIME[pre.ext] } };
  } catch (error) {
    // An active or unreadable PDF, an image that does not decode; anything else (a full pool) goes up.
    if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
    return { ok: false, reason: error.message === 'accounts.uploadActiveContent' ? 'activeContent' : 'unreadable' };
  } finally {
    if (client !== undefined) {
      const left = (checking.get(client) ?? 1) - 1;
      if (left > 0) checking.set(client, left);
      else checking.delete(client);
    }
  }
}
