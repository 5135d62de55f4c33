import {
  allowedExtensions,
  formatMaxSize,
  type Lang,
  OFFICER_USER_TYPES,
  PRE_REGISTRATION_FILE_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_RULES,
  type UploadExtension,
  type UploadFileType,
  uploadFieldsSchema,
} from '@portal/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ApiError } from '../../platform/errors';
import type { SessionUser } from '../../platform/sessions';
import { STORAGE_KEY_PATTERN, type Storage } from '../../platform/storage';
import { cleanContent } from './content';
import * as repo from './repo';
import { uploadTokenMobile } from './token';

/**
 * Document uploads: the type is decided by the file's content (magic bytes), never by its name or
 * the browser's claim; the size by the bytes received. Before registration (no session, userID 0)
 * only the staff registration documents are accepted, from a visitor who verified the form's mobile
 * by OTP (upload token), within a daily byte quota per IP, kept unclaimed until RegisterStaff claims
 * them or for an hour at most.
 */
export type Received = { fields: Record<string, string>; content?: Buffer; tooLarge: boolean };

const UNCLAIMED_LIFE_MS = 60 * 60 * 1000;
/** About 36 registrations' documents (5.5 MB each) a day from one address, e.g. an ITI lab. */
export const ANONYMOUS_BYTES_PER_IP_DAY = 200 * 1024 * 1024;

export type UploadContext = {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'vaultKey' | 'dataDir'>;
  /** The clock (the upload token's expiry, the IP's quota day). */
  now?: () => Date;
};

/** How much of a multipart body is read: one file, never more than the largest limit. */
export const UPLOAD_PART_LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 6, parts: 7, fieldSize: 200 };

/** A part of the multipart body as the route reads it (@fastify/multipart's parts). */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; file: AsyncIterable<unknown> & { truncated: boolean } };

/**
 * Reads the multipart body's parts (read with UPLOAD_PART_LIMITS; undefined when the body is not
 * multipart): one `file` part and the text fields.
 */
export async function receive(parts: AsyncIterable<UploadPart> | undefined): Promise<Received> {
  const received: Received = { fields: {}, tooLarge: false };
  if (!parts) return received;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        received.fields[part.fieldname] = String(part.value);
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.fieldname !== 'file') continue;
      received.content = Buffer.concat(chunks);
      received.tooLarge = part.file.truncated;
    }
  } catch (error) {
    // Another plugin registration may make an over-size file throw instead of truncate.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') received.tooLarge = true;
    // Anything else here is a body that is not multipart as it says (no boundary, cut short): the client's fault.
    else throw new ApiError(400, 'common.invalidInput', [{ field: 'body', message: 'common.invalidInput' }]);
  }
  return received;
}

function fieldsOf(received: Received) {
  const parsed = uploadFieldsSchema.safeParse(received.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issue?.message ?? 'common.invalidInput';
    throw new ApiError(400, key, [{ field: String(issue?.path[0] ?? 'fileType'), message: key }]);
  }
  return parsed.data;
}

/**
 * Who may upload this: the signed-in owner, or a visitor registering (userID 0, registration
 * documents) whose upload token is valid.
 */
function authorise(
  config: UploadContext['config'],
  user: SessionUser | null,
  { userID, fileType, uploadToken }: ReturnType<typeof fieldsOf>,
  now: Date,
) {
  if (user) {
    if (userID !== user.userId) throw new ApiError(403, 'common.forbidden');
    return user.userId;
  }
  if (userID !== 0 || !(PRE_REGISTRATION_FILE_TYPES as readonly string[]).includes(fileType)) {
    throw new ApiError(401, 'accounts.uploadNeedsSignIn');
  }
  if (!uploadTokenMobile(config, uploadToken ?? '', now.getTime()))
    throw new ApiError(401, 'accounts.uploadNeedsVerifiedMobile');
  return null;
}

const MIME: Record<UploadExtension, string> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

async function detectType(content: Buffer, fileType: UploadFileType): Promise<UploadExtension> {
  const detected = await fileTypeFromBuffer(content);
  const allowed = UPLOAD_RULES[fileType].types as readonly string[];
  if (!detected || !allowed.includes(detected.ext)) {
    throw new ApiError(415, 'accounts.uploadInvalidType', [], { allowed: allowedExtensions(fileType) });
  }
  return detected.ext as UploadExtension;
}

/**
 * Stores one received document for whoever sent it (`user`: the session's, null for a visitor) and
 * answers its path; `ip` counts a visitor's bytes, `lang` words the size limit.
 */
export async function upload(
  { db, storage, config, now = () => new Date() }: UploadContext,
  { received, user, ip, lang }: { received: Received; user: SessionUser | null; ip: string; lang: Lang },
): Promise<string> {
  const at = now();
  const fields = fieldsOf(received);
  const { fileType } = fields;
  const owner = authorise(config, user, fields, at);
  const rule = UPLOAD_RULES[fileType];
  if (received.tooLarge || (received.content && received.content.length > rule.maxBytes)) {
    throw new ApiError(413, 'accounts.uploadTooLarge', [], { max: formatMaxSize(rule.maxBytes, lang) });
  }
  const content = received.content;
  if (!content || content.length === 0) {
    throw new ApiError(400, 'accounts.fileRequired', [{ field: 'file', message: 'accounts.fileRequired' }]);
  }
  const ext = await detectType(content, fileType);
  const clean = await cleanContent(content, ext);
  const day = at.toISOString().slice(0, 10);
  if (owner === null && !(await repo.reserveQuota(db, { ip, day }, content.length, ANONYMOUS_BYTES_PER_IP_DAY))) {
    const nextDay = Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000;
    throw new ApiError(429, 'accounts.uploadDailyQuota', [], {}, (nextDay - at.getTime()) / 1000);
  }
  const path = await storage.save(clean, ext);
  await repo.addUpload(db, { userId: owner, fileType, path, mime: MIME[ext], size: clean.length });
  return path;
}

/** Unclaimed documents older than an hour go, from disk and database; so do past days' quotas. */
export async function sweepUnclaimed(db: Db, storage: Storage, now = new Date()) {
  await repo.dropOldQuota(db, now.toISOString().slice(0, 10));
  const stale = await repo.staleUnclaimed(db, new Date(now.getTime() - UNCLAIMED_LIFE_MS));
  const gone = await repo.deleteUnclaimed(
    db,
    stale.map((s) => s.path),
  );
  await Promise.all(gone.map((s) => storage.remove(s.path)));
}

/** A stored document for its owner or a board official; anything else is 404 (existence not revealed). */
export async function readable(db: Db, user: SessionUser, path: string) {
  if (!STORAGE_KEY_PATTERN.test(path)) throw new ApiError(404, 'common.notFound');
  const row = await repo.uploadByPath(db, path);
  if (!row || (row.userId !== user.userId && !OFFICER_USER_TYPES.includes(user.userTypeId))) {
    throw new ApiError(404, 'common.notFound');
  }
  return row;
}
