import fs from 'node:fs';
import path from 'node:path';
import { USER_TYPES } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { diskStorage } from '../../platform/storage';
import { useTestApp } from '../../test/app';
import { multipart, pdfWith, sampleFiles } from '../../test/files';
import { sweepUnreferenced, UNREFERENCED_LIFE_MS } from './documents';
import { profileUser } from './test-helpers';

/** Issue 10 "Upload attacks": each is refused in the spec's words and leaves nothing on disk. */
const attacks: {
  name: string;
  fileType: string;
  filename: string;
  content: () => Buffer;
  status: number;
  message: string;
}[] = [
  {
    name: 'a Windows executable renamed .pdf',
    fileType: 'CasteCertificate',
    filename: 'certificate.pdf',
    content: () =>
      Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(2048)]),
    status: 415,
    message: 'Invalid file type. Allowed: pdf',
  },
  {
    name: 'a JPEG renamed .pdf where only PDF is allowed',
    fileType: 'CasteCertificate',
    filename: 'certificate.pdf',
    content: () => sampleFiles.jpg(),
    status: 415,
    message: 'Invalid file type. Allowed: pdf',
  },
  {
    name: 'an SVG with a script as a photo',
    fileType: 'Photo',
    filename: 'photo.jpg',
    content: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
    status: 415,
    message: 'Invalid file type. Allowed: jpg, jpeg',
  },
  {
    name: 'HTML renamed .jpg',
    fileType: 'QualificationCertificate',
    filename: 'marks.jpg',
    content: () =>
      Buffer.from('<!doctype html><html><body><script>fetch("/api/Account/session")</script></body></html>'),
    status: 415,
    message: 'Invalid file type. Allowed: jpg, jpeg, png, pdf',
  },
  {
    name: 'a zero-byte file',
    fileType: 'PANCard',
    filename: 'pan.pdf',
    content: () => Buffer.alloc(0),
    status: 400,
    message: 'Please select a file',
  },
  {
    name: 'a file over its type’s limit',
    fileType: 'TrainingCertificate',
    filename: 'training.pdf',
    content: () => pdfWith('', 600 * 1024),
    status: 413,
    message: 'File too large. Maximum size: 500 KB',
  },
];

describe('profile document upload attacks', () => {
  const ctx = useTestApp();
  const stored = () => {
    const dir = path.join(ctx().config.dataDir, 'uploads');
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };

  for (const attack of attacks) {
    it(`refuses ${attack.name}, writing nothing`, async () => {
      const who = await profileUser(ctx(), USER_TYPES.candidate);
      const before = stored();
      const body = multipart(
        { userID: who.user.id, fileType: attack.fileType },
        { filename: attack.filename, content: attack.content() },
      );
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/FileUpload/UploadFile',
        headers: { ...body.headers, cookie: who.cookie },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(attack.status);
      expect(res.json().Message).toBe(attack.message);
      expect(stored()).toBe(before);
    });
  }

  it('a name with ../ in it reaches nothing: the file is stored under a random name inside the upload folder', async () => {
    const who = await profileUser(ctx(), USER_TYPES.candidate);
    const before = stored();
    const body = multipart(
      { userID: who.user.id, fileType: 'CasteCertificate' },
      { filename: '../../../../tmp/evil.pdf', content: pdfWith() },
    );
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/FileUpload/UploadFile',
      headers: { ...body.headers, cookie: who.cookie },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.FilePath).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(stored()).toBe(before + 1);
    expect(fs.existsSync('/tmp/evil.pdf')).toBe(false);
  });
});

describe('documents uploaded and never saved', () => {
  const ctx = useTestApp();

  it('go after a day; documents a section or the account points at stay', async () => {
    const who = await profileUser(ctx(), USER_TYPES.candidate);
    const upload = async () => {
      const body = multipart(
        { userID: who.user.id, fileType: 'TrainingCertificate' },
        { filename: 'c.pdf', content: pdfWith() },
      );
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/FileUpload/UploadFile',
        headers: { ...body.headers, cookie: who.cookie },
        payload: body.payload,
      });
      return res.json().Data.FilePath as string;
    };
    const kept = await upload();
    const abandoned = await upload();
    const saved = await ctx().app.inject({
      method: 'POST',
      url: '/api/CandidateTraining/SaveTraining',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: who.cookie },
      payload: {
        CandidateID: who.user.id,
        Course: 'Electrician',
        CourseConductedBy: 'ITI Aundh',
        FromDate: '2023-06-01',
        ToDate: '2023-12-15',
        CertificatePath: kept,
      },
    });
    expect(saved.statusCode).toBe(200);
    const onDisk = (p: string) => fs.existsSync(path.join(ctx().config.dataDir, 'uploads', p));
    const deps = { db: ctx().database.db, storage: diskStorage(ctx().config.dataDir) };
    await sweepUnreferenced(deps, new Date());
    expect([onDisk(kept), onDisk(abandoned)]).toEqual([true, true]);
    await sweepUnreferenced(deps, new Date(Date.now() + UNREFERENCED_LIFE_MS + 60_000));
    expect([onDisk(kept), onDisk(abandoned)]).toEqual([true, false]);
  });

  it('the sweep keeps up: every abandoned document goes in one run, however many (issue 17 item 6)', async () => {
    const who = await profileUser(ctx(), USER_TYPES.candidate);
    const storage = diskStorage(ctx().config.dataDir);
    const old = new Date(Date.now() - UNREFERENCED_LIFE_MS - 60_000);
    // more than one batch of the old sweep (100 an hour), each on disk and in the table
    const paths = await Promise.all(
      Array.from({ length: 260 }, async () => {
        const key = await storage.save(sampleFiles.pdf(), 'pdf');
        return {
          userId: who.user.id,
          fileType: 'TrainingCertificate',
          path: key,
          mime: 'application/pdf',
          size: 10,
          createdAt: old,
        };
      }),
    );
    await ctx().database.db.insert(uploads).values(paths);
    await sweepUnreferenced({ db: ctx().database.db, storage }, new Date());
    const left = await ctx().database.db.select().from(uploads).where(eq(uploads.userId, who.user.id));
    expect(left).toEqual([]);
    const onDisk = paths.filter((p) => fs.existsSync(path.join(ctx().config.dataDir, 'uploads', p.path)));
    expect(onDisk).toEqual([]);
  });
});
