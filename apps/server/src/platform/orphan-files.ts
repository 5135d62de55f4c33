import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { caseDocuments, uploads } from '../db/schema';
import type { Storage } from './storage';

/**
 * A file is written before the row that refers to it (a profile upload, a complaint's or grievance's
 * document), and a row's failure removes its file; but a process killed in between leaves a file
 * that nothing refers to (issue 17 item 15: 21 after a kill -9 in 30 parallel filings). A stored file
 * older than this that no upload row and no case document refers to is removed.
 */
export const ORPHAN_FILE_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;

/** Removes every orphan file, in batches, until the storage has been walked once. */
export async function sweepOrphanFiles(deps: { db: Db; storage: Storage }, now = new Date()) {
  const before = now.getTime() - ORPHAN_FILE_AGE_MS;
  let batch: string[] = [];
  for await (const { key, savedAt } of deps.storage.list()) {
    if (savedAt.getTime() >= before) continue;
    batch.push(key);
    if (batch.length === BATCH) {
      await removeUnreferenced(deps, batch);
      batch = [];
    }
  }
  await removeUnreferenced(deps, batch);
}

async function removeUnreferenced({ db, storage }: { db: Db; storage: Storage }, keys: string[]) {
  if (keys.length === 0) return;
  const [uploaded, attached] = await Promise.all([
    db.select({ key: uploads.path }).from(uploads).where(inArray(uploads.path, keys)),
    db.select({ key: caseDocuments.storageKey }).from(caseDocuments).where(inArray(caseDocuments.storageKey, keys)),
  ]);
  const referenced = new Set([...uploaded, ...attached].map((row) => row.key));
  await Promise.all(keys.filter((key) => !referenced.has(key)).map((key) => storage.remove(key)));
}
