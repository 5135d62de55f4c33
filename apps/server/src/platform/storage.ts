import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ApiError, RETRY_AFTER_UNAVAILABLE } from './errors';

/**
 * Stored files (decision 051), in two areas of one store: `uploads`, the documents people send
 * (profile documents, complaint and grievance attachments) under random keys `<32 hex>.<ext>`, never
 * the client's file name; and `files`, the PDFs notices and courses link to (`/files/<key>`:
 * `notices/x.pdf`, `curriculum/y.pdf`). A key is checked by its area's shape before any use, so no key
 * reaches outside its area (no `..`, no absolute path). The area is the folder under DATA_DIR on disk
 * and the key prefix in the bucket (`uploads/<key>`, `files/<key>`): the same layout in both.
 */
export const STORAGE_AREAS = {
  uploads: /^[0-9a-f]{32}\.(jpg|png|pdf)$/,
  files: /^(?:[a-z0-9-]+\/)+[A-Za-z0-9][A-Za-z0-9._-]*\.pdf$/,
} as const;
export type StorageArea = keyof typeof STORAGE_AREAS;
export const STORAGE_KEY_PATTERN = STORAGE_AREAS.uploads;

/** A stored file being read: its bytes as a stream (never buffered whole), size and time written. */
export type StoredFile = { content: Readable; size?: number; modified: Date };

export type Storage = {
  /** Stores `content` under a new random key `<32 hex>.<ext>` and answers the key. */
  save: (content: Buffer, ext: string) => Promise<string>;
  /** Stores `content` under `key`, replacing what was there; a reader sees the old or the new, never half. */
  put: (key: string, content: Buffer) => Promise<void>;
  /** The file, or undefined when nothing is stored under `key` (a 404 for whoever asked). */
  read: (key: string) => Promise<StoredFile | undefined>;
  /** Removes the file; nothing stored under `key` is no error. */
  remove: (key: string) => Promise<void>;
  /** Every stored key with the time it was written (the orphan sweep walks them). */
  list: () => AsyncIterable<{ key: string; savedAt: Date }>;
};

/** A key that is not of its area's shape: a bug in the caller, never passed on to the disk or the bucket. */
export class StorageKeyError extends Error {
  constructor(area: StorageArea) {
    super(`not a key of the storage area ${area}`);
  }
}

/**
 * The object store cannot be reached or refused (S3 down, slow or misconfigured): 503, try again. The
 * cause kept for the log is a summary: an SDK error carries the signed request (the access key id).
 */
export class StorageUnavailable extends ApiError {
  constructor(cause: unknown) {
    super(503, 'common.serviceUnavailable', [], {}, RETRY_AFTER_UNAVAILABLE);
    const e = (cause ?? {}) as {
      name?: string;
      message?: string;
      code?: string;
      $metadata?: { httpStatusCode?: number };
    };
    this.cause = { name: e.name, message: e.message, code: e.code, status: e.$metadata?.httpStatusCode };
  }
}

export function checkKey(area: StorageArea, key: string) {
  if (!STORAGE_AREAS[area].test(key)) throw new StorageKeyError(area);
  return key;
}

export const newKey = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;

const missing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as { code?: string }).code ?? '');

/** Files under DATA_DIR/<area>, outside any static root; written aside, then renamed into place. */
export function diskStorage(dataDir: string, area: StorageArea = 'uploads'): Storage {
  const root = path.join(dataDir, area);
  const fileOf = (key: string) => path.join(root, ...checkKey(area, key).split('/'));
  const put = async (key: string, content: Buffer) => {
    const file = fileOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const aside = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.promises.writeFile(aside, content, { flag: 'wx', mode: 0o600 });
    await fs.promises.rename(aside, file);
  };
  return {
    async save(content, ext) {
      const key = newKey(ext);
      await put(key, content);
      return key;
    },
    put,
    async read(key) {
      const file = fileOf(key);
      const handle = await fs.promises.open(file, 'r').catch((error) => {
        if (missing(error)) return undefined;
        throw error;
      });
      if (!handle) return undefined;
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return undefined;
      }
      return { content: handle.createReadStream(), size: stat.size, modified: stat.mtime };
    },
    remove: async (key) => fs.promises.rm(fileOf(key), { force: true }),
    async *list() {
      let folder: fs.Dir;
      try {
        folder = await fs.promises.opendir(root, { recursive: true });
      } catch (error) {
        if (missing(error)) return; // nothing stored yet
        throw error;
      }
      for await (const entry of folder) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join('/');
        if (!STORAGE_AREAS[area].test(key)) continue; // a file being written aside, or not ours
        const stat = await fs.promises.stat(file).catch(() => undefined);
        if (stat) yield { key, savedAt: stat.mtime };
      }
    },
  };
}
