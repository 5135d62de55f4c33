import fs from 'node:fs';
import path from 'node:path';
import { USER_TYPES } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { createUser, signIn, testIp } from '../../test/factories';
import { multipart, sampleFiles } from '../../test/files';

describe('document uploads', () => {
  const ctx = useTestApp();
  const db = () => ctx().database.db;
  const upload = async (
    fields: Record<string, string | number>,
    file: { filename: string; content: Buffer; contentType?: string } | undefined,
    cookie?: string,
    options: { fileFirst?: boolean } = {},
  ) => {
    const body = multipart(fields, file, options);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/FileUpload/UploadFile',
      headers: cookie ? { ...body.headers, cookie } : body.headers,
      payload: body.payload,
      remoteAddress: testIp(),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const fetchFile = (filePath: string, cookie?: string) =>
    ctx().app.inject({
      url: `/api/FileUpload/file?path=${encodeURIComponent(filePath)}`,
      headers: cookie ? { cookie } : {},
    });
  const signedIn = async (userTypeId: number = USER_TYPES.candidate) => {
    const user = await createUser(db(), { userTypeId });
    return { user, ...(await signIn(db(), user.id)) };
  };

  it('a signed-in user uploads a photo for themselves and reads it back (inline, nosniff)', async () => {
    const { user, cookie } = await signedIn();
    const content = sampleFiles.jpg(50_000);
    const res = await upload({ userID: user.id, fileType: 'Photo' }, { filename: 'my photo.jpg', content }, cookie);
    expect(res.status).toBe(200);
    expect(res.body.Status).toBe('Success');
    const filePath = res.body.Data.FilePath as string;
    expect(filePath).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(filePath).not.toContain('photo');
    expect(fs.existsSync(path.join(ctx().config.dataDir, 'uploads', filePath))).toBe(true);
    const file = await fetchFile(filePath, cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-disposition'])).toMatch(/^inline/);
    expect(file.rawPayload.equals(content)).toBe(true);
    const [row] = await db().select().from(uploads).where(eq(uploads.path, filePath));
    expect(row).toMatchObject({ userId: user.id, fileType: 'Photo', mime: 'image/jpeg', size: content.length });
  });

  it('the fields may come after the file', async () => {
    const { user, cookie } = await signedIn();
    const res = await upload(
      { userID: user.id, fileType: 'DOBProof' },
      { filename: 'dob.pdf', content: sampleFiles.pdf() },
      cookie,
      { fileFirst: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.Data.FilePath).toMatch(/\.pdf$/);
  });

  it.each([
    ['Photo', 'pdf', 'Invalid file type. Allowed: jpg, jpeg'],
    ['Photo', 'text', 'Invalid file type. Allowed: jpg, jpeg'],
    ['Photo', 'png', 'Invalid file type. Allowed: jpg, jpeg'],
    ['Signature', 'pdf', 'Invalid file type. Allowed: jpg, jpeg, png'],
    ['CasteCertificate', 'jpg', 'Invalid file type. Allowed: pdf'],
  ] as const)('refuses by content: %s with %s bytes under a .jpg name -> 415 %s', async (fileType, kind, message) => {
    const { user, cookie } = await signedIn();
    const res = await upload(
      { userID: user.id, fileType },
      { filename: 'looks-fine.jpg', content: sampleFiles[kind](), contentType: 'image/jpeg' },
      cookie,
    );
    expect(res.status).toBe(415);
    expect(res.body.Message).toBe(message);
  });

  it.each([
    ['Photo', 'jpg', 1024 * 1024 + 1, 'File too large. Maximum size: 1 MB'],
    ['Signature', 'png', 500 * 1024 + 1, 'File too large. Maximum size: 500 KB'],
    ['AadhaarCard', 'pdf', 2 * 1024 * 1024 + 1, 'File too large. Maximum size: 2 MB'],
    ['TrainingCertificate', 'pdf', 600 * 1024, 'File too large. Maximum size: 500 KB'],
    ['LeavingCertificate', 'pdf', 6 * 1024 * 1024, 'File too large. Maximum size: 5 MB'],
  ] as const)('refuses by size: %s of %s bytes (%i) -> 413 %s', async (fileType, kind, size, message) => {
    const { user, cookie } = await signedIn();
    const res = await upload(
      { userID: user.id, fileType },
      { filename: 'big', content: sampleFiles[kind](size) },
      cookie,
    );
    expect(res.status).toBe(413);
    expect(res.body.Message).toBe(message);
  });

  it('accepts a file of exactly the limit', async () => {
    const { user, cookie } = await signedIn();
    const res = await upload(
      { userID: user.id, fileType: 'Photo' },
      { filename: 'p.jpg', content: sampleFiles.jpg(1024 * 1024) },
      cookie,
    );
    expect(res.status).toBe(200);
  });

  it("'Please select a file' without a file; unknown fileType is 400", async () => {
    const { user, cookie } = await signedIn();
    const none = await upload({ userID: user.id, fileType: 'Photo' }, undefined, cookie);
    expect(none.status).toBe(400);
    expect(none.body.Message).toBe('Please select a file');
    const unknown = await upload(
      { userID: user.id, fileType: 'Passport' },
      { filename: 'a.jpg', content: sampleFiles.jpg() },
      cookie,
    );
    expect(unknown.status).toBe(400);
  });

  it("uploading for someone else's userID is 403", async () => {
    const { cookie } = await signedIn();
    const other = await createUser(db());
    const res = await upload(
      { userID: other.id, fileType: 'Photo' },
      { filename: 'a.jpg', content: sampleFiles.jpg() },
      cookie,
    );
    expect(res.status).toBe(403);
  });

  it('before registration (no session, userID 0) only Photo, Signature, DOBProof and AadhaarCard, kept unclaimed', async () => {
    const ok = await upload({ userID: 0, fileType: 'AadhaarCard' }, { filename: 'a.pdf', content: sampleFiles.pdf() });
    expect(ok.status).toBe(200);
    const [row] = await db().select().from(uploads).where(eq(uploads.path, ok.body.Data.FilePath));
    expect(row?.userId).toBeNull();
    const other = await upload(
      { userID: 0, fileType: 'CasteCertificate' },
      { filename: 'c.pdf', content: sampleFiles.pdf() },
    );
    expect(other.status).toBe(401);
    const someone = await upload({ userID: 5, fileType: 'Photo' }, { filename: 'a.jpg', content: sampleFiles.jpg() });
    expect(someone.status).toBe(401);
  });

  it("user A cannot read user B's file (404, existence not revealed); a board officer can; no session is 401", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const res = await upload(
      { userID: b.user.id, fileType: 'Signature' },
      { filename: 's.png', content: sampleFiles.png() },
      b.cookie,
    );
    const filePath = res.body.Data.FilePath as string;
    const stranger = await fetchFile(filePath, a.cookie);
    expect(stranger.statusCode).toBe(404);
    const missing = await fetchFile('0123456789abcdef0123456789abcdef.png', a.cookie);
    expect(missing.json()).toEqual(stranger.json());
    expect((await fetchFile('../../etc/passwd', a.cookie)).statusCode).toBe(404);
    expect((await fetchFile(filePath)).statusCode).toBe(401);
    const officer = await signedIn(USER_TYPES.officer);
    const seen = await fetchFile(filePath, officer.cookie);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
  });

  it("an unclaimed upload is nobody's to read", async () => {
    const ok = await upload({ userID: 0, fileType: 'Photo' }, { filename: 'a.jpg', content: sampleFiles.jpg() });
    const { cookie } = await signedIn();
    expect((await fetchFile(ok.body.Data.FilePath, cookie)).statusCode).toBe(404);
  });
});
