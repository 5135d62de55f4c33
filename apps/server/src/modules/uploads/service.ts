import {
  addDays,
  allowedExtensions,
  formatMaxSize,
  type Lang,
  OFFICER_USER_TYPES,
  PRE_REGISTRATION_FILE_TYPES,
  startOfDayInIndia,
  todayInIndia,
  UPLOAD_MAX_BYTES,
  UPLOAD_NAME_MAX,
  UPLOAD_RULES,
  type UploadFileType,
  uploadFieldsSchema,
} from '@portal/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ApiError } from '../../platform/errors';
import { cleanFileName } from '../../platform/file-intake/file-name';
import {
  checkFile,
  type FileRefusal,
  type MultipartLimits,
  precheckFile,
  type ReceivedForm,
} from '../../platform/file-intake/intake';
import type { SessionUser } from '../../platform/sessions';
import { STORAGE_KEY_PATTERN, type Storage } from '../../platform/storage';
import { uploadTokenMobile } from '../../platform/upload-token';
import * as repo from './repo';

/**
 * Document uploads: the type is decided by the file's content (magic bytes), never by its name or
 * the browser's claim; the size by the bytes received (the one file intake, platform/file-intake/intake.ts). A
 * signed-in user uploads within a daily quota of files and bytes per account; before registration
 * (no session, userID 0) only the staff registration documents are accepted, from a visitor who
 * verified the form's mobile by OTP (upload token), within a daily byte quota per IP, kept unclaimed
 * until RegisterStaff claims them or for an hour at most. Who, then the quota, then the decoding.
 */

const UNCLAIMED_LIFE_MS = 60 * 60 * 1000;
/** About 36 registrations' documents (5.5 MB each) a day from one address, e.g. an ITI lab. */
export const ANONYMOUS_BYTES_PER_IP_DAY = 200 * 1024 * 1024;
/**
 * One account's uploads in a day (India's), whether or not a saved section refers to them yet: room
 * for a whole profile's documents with some replaced (a file replaced counts again), far from the
 * 283 MB in 27 s one account wrote before (issue 17 item 6).
 */
export const ACCOUNT_UPLOADS_PER_DAY = { files: 50, bytes: 100 * 1024 * 1024 } as const;

export type UploadContext = {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'vaultKey' | 'dataDir'>;
  /** The clock (the upload token's expiry, the IP's quota day). */
  now?: () => Date;
};

/** How much of a multipart body is read: one file, never more than the largest limit. */
export const UPLOAD_PART_LIMITS: MultipartLimits = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 6,
  parts: 7,
  fieldSize: 200,
};

function fieldsOf(received: ReceivedForm) {
  // a field sent twice counts by its last value
  const values = Object.fromEntries(Object.entries(received.fields).map(([name, all]) => [name, all.at(-1)]));
  const parsed = uploadFieldsSchema.safeParse(values);
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

const invalidBody = () => new ApiError(400, 'common.invalidInput', [{ field: 'body', message: 'common.invalidInput' }]);

/** A refused file as the upload endpoint has always answered it. */
function refused(reason: FileRefusal, fileType: UploadFileType, lang: Lang): ApiError {
  switch (reason) {
    case 'tooLarge':
      return new ApiError(413, 'accounts.uploadTooLarge', [], {
        max: formatMaxSize(UPLOAD_RULES[fileType].maxBytes, lang),
      });
    case 'empty':
      return new ApiError(400, 'accounts.fileRequired', [{ field: 'file', message: 'accounts.fileRequired' }]);
    case 'type': {
      const allowed = { allowed: allowedExtensions(fileType) };
      return new ApiError(
        415,
        'accounts.uploadInvalidType',
        [{ field: 'file', message: 'accounts.uploadInvalidType', vars: allowed }],
        allowed,
      );
    }
    case 'activeContent':
      return new ApiError(400, 'accounts.uploadActiveContent', [
        { field: 'file', message: 'accounts.uploadActiveContent' },
      ]);
    case 'unreadable':
      return new ApiError(400, 'accounts.uploadUnreadable', [{ field: 'file', message: 'accounts.uploadUnreadable' }]);
  }
}

/** Seconds from `at` to the next midnight in India (when the daily quotas start again). */
const untilIndiaMidnight = (at: Date) =>
  (startOfDayInIndia(addDays(todayInIndia(at), 1)).getTime() - at.getTime()) / 1000;

/** Counts the file against the uploader's daily quota (the account's, or a visitor's IP's, India's day); 429 when over. */
async function reserveQuota(
  db: Db,
  { owner, ip, lang }: { owner: number | null; ip: string; lang: Lang },
  bytes: number,
  at: Date,
) {
  const day = todayInIndia(at);
  if (owner === null) {
    if (!(await repo.reserveQuota(db, { ip, day }, bytes, ANONYMOUS_BYTES_PER_IP_DAY))) {
      throw new ApiError(429, 'accounts.uploadDailyQuota', [], {}, untilIndiaMidnight(at));
    }
    return;
  }
  if (!(await repo.reserveAccountQuota(db, { userId: owner, day }, bytes, ACCOUNT_UPLOADS_PER_DAY))) {
    throw new ApiError(
      429,
      'accounts.uploadAccountQuota',
      [],
      { files: ACCOUNT_UPLOADS_PER_DAY.files, size: formatMaxSize(ACCOUNT_UPLOADS_PER_DAY.bytes, lang) },
      untilIndiaMidnight(at),
    );
  }
}

/**
 * Stores one received document for whoever sent it (`user`: the session's, null for a visitor) and
 * answers its path; `ip` counts a visitor's bytes, `lang` words the size limit.
 */
export async function upload(
  { db, storage, config, now = () => new Date() }: UploadContext,
  { received, user, ip, lang }: { received: ReceivedForm; user: SessionUser | null; ip: string; lang: Lang },
): Promise<string> {
  const at = now();
  if (received.tooManyFiles) throw invalidBody();
  const fields = fieldsOf(received);
  const { fileType } = fields;
  const owner = authorise(config, user, fields, at);
  const rule = UPLOAD_RULES[fileType];
  const file = received.files.findLast((f) => f.field === 'file') ?? {
    filename: '',
    content: Buffer.alloc(0),
    tooLarge: false,
  };
  // the cheap checks, then the quota, and only then the decoding
  const pre = await precheckFile(file, rule);
  if (!pre.ok) throw refused(pre.reason, fileType, lang);
  await reserveQuota(db, { owner, ip, lang }, file.content.length, at);
  const checked = await checkFile(file, { ...rule, client: ip });
  if (!checked.ok) throw refused(checked.reason, fileType, lang);
  const { content, ext, mime } = checked.file;
  const path = await storage.save(content, ext);
  const name = cleanFileName(file.filename, UPLOAD_NAME_MAX) || null;
  await repo.addUpload(db, { userId: owner, fileType, path, mime, size: content.length, name });
  return path;
}

/**
 * Unclaimed documents older than an hour go, from disk and database, batch after batch until none is
 * left (a busy day's uploads must not outrun the sweep); so do past days' quotas.
 */
export async function sweepUnclaimed(db: Db, storage: Storage, now = new Date()) {
  await repo.dropOldQuota(db, todayInIndia(now));
  const before = new Date(now.getTime() - UNCLAIMED_LIFE_MS);
  for (;;) {
    const stale = await repo.staleUnclaimed(db, before, SWEEP_BATCH);
    const gone = await repo.deleteUnclaimed(
      db,
      stale.map((s) => s.path),
    );
    await Promise.all(gone.map((s) => storage.remove(s.path)));
    if (stale.length < SWEEP_BATCH) return;
  }
}
const SWEEP_BATCH = 500;

/** The name a stored document is shown and downloaded by: its uploader's, or its type's for rows older than names. */
export const shownName = (row: { name: string | null; fileType: string; path: string }) =>
  row.name ?? `${row.fileType}.${row.path.split('.').pop()}`;

/** A stored document for its owner or a board official; anything else is 404 (existence not revealed). */
export async function readable(db: Db, user: SessionUser, path: string) {
  if (!STORAGE_KEY_PATTERN.test(path)) throw new ApiError(404, 'common.notFound');
  const row = await repo.uploadByPath(db, path);
  if (!row || (row.userId !== user.userId && !OFFICER_USER_TYPES.includes(user.userTypeId))) {
    throw new ApiError(404, 'common.notFound');
  }
  return row;
}
