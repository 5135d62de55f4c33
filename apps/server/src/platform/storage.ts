import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Uploaded documents on disk under DATA_DIR/uploads, outside any static root. Keys are random
 * (`<32 hex>.<ext>`), never the client's file name, so a key can be checked by its shape alone.
 */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{32}\.(jpg|png|pdf)$/;

export type Storage = {
  save: (content: Buffer, ext: string) => Promise<string>;
  read: (key: string) => NodeJS.ReadableStream;
  remove: (key: string) => Promise<void>;
  /** Every stored key with the time it was written (the orphan sweep walks them). */
  list: () => AsyncIterable<{ key: string; savedAt: Date }>;
};

export function diskStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads');
  const fileOf = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error('bad storage key');
    return path.join(root, key);
  };
  return {
    async save(content, ext) {
      await fs.promises.mkdir(root, { recursive: true });
      const key = `${randomBytes(16).toString('hex')}.${ext}`;
      await fs.promises.writeFile(fileOf(key), content, { flag: 'wx', mode: 0o600 });
      return key;
    },
    read: (key) => fs.createReadStream(fileOf(key)),
    remove: (key) => fs.promises.rm(fileOf(key), { force: true }),
    async *list() {
      let folder: fs.Dir;
      try {
        folder = await fs.promises.opendir(root);
      } catch {
        return; // nothing stored yet
      }
      for await (const entry of folder) {
        if (!entry.isFile() || !STORAGE_KEY_PATTERN.test(entry.name)) continue;
        const stat = await fs.promises.stat(path.join(root, entry.name)).catch(() => undefined);
        if (stat) yield { key: entry.name, savedAt: stat.mtime };
      }
    },
  };
}
