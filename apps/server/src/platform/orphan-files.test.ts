import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseDocuments, cases, uploads } from '../db/schema';
import { useTestApp } from '../test/app';
import { testMobile } from '../test/factories';
import { sampleFiles } from '../test/files';
import { ORPHAN_FILE_AGE_MS, sweepOrphanFiles } from './orphan-files';
import { diskStorage } from './storage';

describe('orphan files (issue 17 item 15)', () => {
  const ctx = useTestApp();

  it('removes stored files older than an hour that no upload and no case document refers to, and nothing else', async () => {
    const { db } = ctx().database;
    const storage = diskStorage(ctx().config.dataDir);
    const fileOf = (key: string) => path.join(ctx().config.dataDir, 'uploads', key);
    const age = (key: string, ms: number) => {
      const at = new Date(Date.now() - ms);
      fs.utimesSync(fileOf(key), at, at);
    };
    // a filing killed after its files were written and before its rows were: nothing refers to them
    const orphans = [await storage.save(sampleFiles.pdf(), 'pdf'), await storage.save(sampleFiles.jpg(), 'jpg')];
    const filedCase = await storage.save(sampleFiles.pdf(), 'pdf');
    const uploaded = await storage.save(sampleFiles.jpg(), 'jpg');
    const beingFiled = await storage.save(sampleFiles.pdf(), 'pdf');
    for (const key of [...orphans, filedCase, uploaded]) age(key, ORPHAN_FILE_AGE_MS + 60_000);
    age(beingFiled, ORPHAN_FILE_AGE_MS - 60_000);
    const [row] = await db
      .insert(cases)
      .values({ kind: 'grievance', number: 'GRV-2026-999001', mobile: testMobile(), data: {}, dueAt: new Date() })
      .returning({ id: cases.id });
    await db
      .insert(caseDocuments)
      .values({ caseId: row?.id ?? 0, name: 'receipt.pdf', storageKey: filedCase, mime: 'application/pdf', size: 1 });
    await db.insert(uploads).values({ userId: null, fileType: 'Photo', path: uploaded, mime: 'image/jpeg', size: 1 });

    await sweepOrphanFiles({ db, storage });

    expect(orphans.map((key) => fs.existsSync(fileOf(key)))).toEqual([false, false]);
    expect([filedCase, uploaded, beingFiled].map((key) => fs.existsSync(fileOf(key)))).toEqual([true, true, true]);
  });
});
