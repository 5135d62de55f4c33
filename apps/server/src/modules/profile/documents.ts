import type { UploadFileType } from '@portal/shared';
import type { Db } from '../../db/client';
import { ApiError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import * as repo from './repo';

/** A document a profile record points at: the form field, the stored path and its type. */
export type DocumentRef = { field: string; path: string; fileType: UploadFileType };

/**
 * Every document a record references must be the user's own upload of that field's type: a path of
 * someone else's file, or a photo given as a caste certificate, is refused (400 naming the field).
 */
export async function checkDocuments(db: Db, userId: number, refs: DocumentRef[]) {
  const present = refs.filter((ref) => ref.path);
  const owned = new Map(
    (
      await repo.uploadsOf(
        db,
        userId,
        present.map((r) => r.path),
      )
    ).map((u) => [u.path, u]),
  );
  const bad = present.filter((ref) => owned.get(ref.path)?.fileType !== ref.fileType);
  if (bad.length > 0) {
    throw new ApiError(
      400,
      'profile.documentInvalid',
      bad.map((ref) => ({ field: ref.field, message: 'profile.documentInvalid' })),
    );
  }
}

/**
 * After a save or a delete: the documents the old data pointed at and the new data no longer does are
 * forgotten and removed from disk, so a replaced or deleted file leaves no orphan.
 */
export async function releaseDocuments(
  deps: { db: Db; storage: Storage },
  userId: number,
  before: readonly string[],
  after: readonly string[],
) {
  const kept = new Set(after);
  const gone = await repo.deleteUploads(
    deps.db,
    userId,
    [...new Set(before)].filter((path) => path && !kept.has(path)),
  );
  // The save is done and the rows are gone: a file the storage cannot remove now (S3 down) is left to
  // the orphan sweep, rather than answering an error for a save that happened.
  await Promise.allSettled(gone.map((path) => deps.storage.remove(path)));
}

/** How long an uploaded document may wait for the form that uses it to be saved. */
export const UNREFERENCED_LIFE_MS = 24 * 60 * 60 * 1000;

/**
 * Documents a signed-in user uploaded and never saved into a section (a form abandoned after its
 * upload) go after a day, from disk and database: batch after batch until none is left, so the sweep
 * keeps up with any day's uploads (it removed at most 100 an hour before, issue 17 item 6).
 */
export async function sweepUnreferenced(deps: { db: Db; storage: Storage }, now = new Date()) {
  const before = new Date(now.getTime() - UNREFERENCED_LIFE_MS);
  for (;;) {
    const stale = await repo.unreferencedUploads(deps.db, before, SWEEP_BATCH);
    for (const { path, userId } of stale) await releaseDocuments(deps, userId, [path], []);
    if (stale.length < SWEEP_BATCH) return;
  }
}
const SWEEP_BATCH = 500;
