import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  addDays,
  allowedExtensions,
  fileUrl,
  startOfDayInIndia,
  todayInIndia,
  UPLOAD_FILE_TYPES,
  UPLOAD_NAME_MAX,
  UPLOAD_RULES,
  USER_TYPES,
} from '@portal/shared';
import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { accountUploadQuota, uploadQuota, uploads } from '../../db/schema';
import { pdfChecksRunning } from '../../platform/file-intake/content';
import { diskStorage } from '../../platform/storage';
import { issueUploadToken, UPLOAD_TOKEN_LIFE_MS } from '../../platform/upload-token';
import { useTestApp, xhr } from '../../test/app';
import { createUser, loginAs, registerStaff, signIn, testIp, testMobile } from '../../test/factories';
import { multipart, pdfWith, sampleFiles } from '../../test/files';
import { ATTACKER_URL, pdfOpeningAWebAddress, viewerSees } from '../../test/pdfs';
import { ACCOUNT_UPLOADS_PER_DAY, ANONYMOUS_BYTES_PER_IP_DAY, sweepUnclaimed } from './service';

/** Runs `request`, with the seconds to India's next midnight before it and after it (the answer's wait is between). */
async function secondsToMidnightInIndiaAround<T>(request: () => Promise<T>) {
  const waitAt = (ms: number) => (startOfDayInIndia(addDays(todayInIndia(new Date(ms)), 1)).getTime() - ms) / 1000;
  const before = waitAt(Date.now());
  const result = await request();
  return { result, waits: { before, after: waitAt(Date.now()) } };
}
describe('document uploads', () => {
  const ctx = useTestApp();
  const db = () => ctx().database.db;
  const upload = async (
    fields: Record<string, string | number>,
    file: { filename: string; content: Buffer; contentType?: string } | undefined,
    cookie?: string,
    options: { fileFirst?: boolean; remoteAddress?: string; lang?: 'mr' } = {},
  ) => {
    const body = multipart(fields, file, options);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/FileUpload/UploadFile',
      headers: {
        ...body.headers,
        ...(cookie ? { cookie } : {}),
        ...(options.lang ? { 'accept-language': options.lang } : {}),
      },
      payload: body.payload,
      remoteAddress: options.remoteAddress ?? testIp(),
    });
    const retryAfter = res.headers['retry-after'];
    return { status: res.statusCode, body: res.json(), ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}) };
  };
  const fetchFile = (filePath: string, cookie?: string) =>
    ctx().app.inject({
      url: `/api/FileUpload/file?path=${encodeURIComponent(filePath)}`,
      headers: cookie ? { cookie } : {},
    });
  const token = (mobile = testMobile()) => issueUploadToken(ctx().config, mobile);
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
    // Stored re-encoded: the same 8x8 picture, without the 50 kB that followed the image data.
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
    expect(file.rawPayload.length).toBeLessThan(1000);
    const [row] = await db().select().from(uploads).where(eq(uploads.path, filePath));
    expect(row).toMatchObject({ userId: user.id, fileType: 'Photo', mime: 'image/jpeg', size: file.rawPayload.length });
  });

  it('a document whose file is gone from the storage is 404, not 500 (issue 19 item 2)', async () => {
    const { user, cookie } = await signedIn();
    const res = await upload(
      { userID: user.id, fileType: 'Photo' },
      { filename: 'p.jpg', content: sampleFiles.jpg() },
      cookie,
    );
    const filePath = res.body.Data.FilePath as string;
    fs.rmSync(path.join(ctx().config.dataDir, 'uploads', filePath));
    const file = await fetchFile(filePath, cookie);
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ Status: 'Error', MessageKey: 'common.notFound' });
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

  it.each(UPLOAD_FILE_TYPES)(
    '%s takes exactly the types of its rule (the category certificates PDF only, as the spec says; issue 23 item 4)',
    async (fileType) => {
      const { user, cookie } = await signedIn();
      for (const kind of ['jpg', 'png', 'pdf'] as const) {
        const res = await upload(
          { userID: user.id, fileType },
          { filename: `document.${kind}`, content: sampleFiles[kind]() },
          cookie,
        );
        if ((UPLOAD_RULES[fileType].types as readonly string[]).includes(kind)) {
          expect(res.status, `${fileType} ${kind}`).toBe(200);
        } else {
          expect(res.status, `${fileType} ${kind}`).toBe(415);
          expect(res.body.errors, `${fileType} ${kind}`).toEqual([
            {
              field: 'file',
              key: 'accounts.uploadInvalidType',
              message: `Invalid file type. Allowed: ${allowedExtensions(fileType)}`,
            },
          ]);
        }
      }
    },
  );

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
    const ok = await upload(
      { userID: 0, fileType: 'AadhaarCard', uploadToken: token() },
      { filename: 'a.pdf', content: sampleFiles.pdf() },
    );
    expect(ok.status).toBe(200);
    const [row] = await db().select().from(uploads).where(eq(uploads.path, ok.body.Data.FilePath));
    expect(row?.userId).toBeNull();
    const other = await upload(
      { userID: 0, fileType: 'CasteCertificate', uploadToken: token() },
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

  it("the header's photo: the session's PhotoPath through fileUrl, for its owner only (issue 23 item 2)", async () => {
    const staff = await registerStaff(ctx().app);
    const { cookie } = await loginAs(ctx().app, { ...staff, userTypeId: USER_TYPES.staff });
    const session = await ctx().app.inject({ url: '/api/Account/session', headers: { cookie } });
    const photo = session.json().Data.PhotoPath as string;
    expect(photo).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const own = await ctx().app.inject({ url: fileUrl(photo), headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(own.rawPayload).metadata()).toMatchObject({ format: 'jpeg' });
    const other = await signedIn(USER_TYPES.staff);
    expect((await ctx().app.inject({ url: fileUrl(photo), headers: { cookie: other.cookie } })).statusCode).toBe(404);
    const anonymous = await ctx().app.inject({ url: fileUrl(photo) });
    expect(anonymous.statusCode).toBe(401);
  });

  describe("the file's own name (issue 23 item 3)", () => {
    const info = (filePath: string, cookie?: string) =>
      ctx().app.inject({
        url: `/api/FileUpload/fileInfo?path=${encodeURIComponent(filePath)}`,
        headers: cookie ? { cookie } : {},
      });

    it('is kept with the document, shown by fileInfo and named in the download, to its owner only', async () => {
      const { user, cookie } = await signedIn();
      const res = await upload(
        { userID: user.id, fileType: 'CasteCertificate' },
        { filename: 'जात प्रमाणपत्र (Caste) 2024.pdf', content: sampleFiles.pdf() },
        cookie,
      );
      const filePath = res.body.Data.FilePath as string;
      expect(filePath).toMatch(/^[0-9a-f]{32}\.pdf$/);
      const shown = await info(filePath, cookie);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['cache-control']).toBe('private, no-store');
      expect(shown.json()).toEqual({ Status: 'Success', Data: { FileName: 'जात प्रमाणपत्र (Caste) 2024.pdf' } });
      const file = await fetchFile(filePath, cookie);
      expect(file.headers['content-disposition']).toBe(
        `inline; filename="___ __________ (Caste) 2024.pdf"; filename*=UTF-8''${encodeURIComponent('जात प्रमाणपत्र')}%20%28Caste%29%202024.pdf`,
      );
      const other = await signedIn();
      expect((await info(filePath, other.cookie)).statusCode).toBe(404);
      expect((await info(filePath)).statusCode).toBe(401);
    });

    it('is cleaned: quotes kept but encoded in the download name, bounded keeping its extension', async () => {
      const { user, cookie } = await signedIn();
      const nameOf = async (filename: string) => {
        const res = await upload(
          { userID: user.id, fileType: 'CasteCertificate' },
          { filename, content: sampleFiles.pdf() },
          cookie,
        );
        const filePath = res.body.Data.FilePath as string;
        const file = await fetchFile(filePath, cookie);
        return {
          name: (await info(filePath, cookie)).json().Data.FileName as string,
          disposition: String(file.headers['content-disposition']),
        };
      };
      // a browser sends the quotes escaped; line breaks and controls are cleaned (platform/file-intake/file-name.test.ts)
      const quoted = await nameOf('my \\"caste\\" certificate.pdf');
      expect(quoted.name).toBe('my "caste" certificate.pdf');
      // the quoted filename cannot be left: the name itself travels percent-encoded
      expect(quoted.disposition).toBe(
        `inline; filename="my _caste_ certificate.pdf"; filename*=UTF-8''my%20%22caste%22%20certificate.pdf`,
      );
      const long = await nameOf(`${'certificate '.repeat(40)}.pdf`);
      expect(Array.from(long.name).length).toBe(UPLOAD_NAME_MAX);
      expect(long.name).toMatch(/^certificate certificate .*…\.pdf$/);
      expect(long.disposition).toMatch(/^inline; filename="[^"]+"; filename\*=UTF-8''certificate%20/);
    });

    it('a document uploaded before names were kept is named by its type, as before', async () => {
      const { user, cookie } = await signedIn();
      const res = await upload(
        { userID: user.id, fileType: 'Signature' },
        { filename: 's.png', content: sampleFiles.png() },
        cookie,
      );
      const filePath = res.body.Data.FilePath as string;
      await db().update(uploads).set({ name: null }).where(eq(uploads.path, filePath));
      expect((await info(filePath, cookie)).json().Data.FileName).toBe('Signature.png');
      expect((await fetchFile(filePath, cookie)).headers['content-disposition']).toBe(
        `inline; filename="Signature.png"; filename*=UTF-8''Signature.png`,
      );
    });
  });

  it('a PDF may be framed by our own pages only, to preview it (issue 23 item 3)', async () => {
    const { user, cookie } = await signedIn();
    const res = await upload(
      { userID: user.id, fileType: 'LeavingCertificate' },
      { filename: 'l.pdf', content: sampleFiles.pdf() },
      cookie,
    );
    const file = await fetchFile(res.body.Data.FilePath, cookie);
    const csp = String(file.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("an unclaimed upload is nobody's to read", async () => {
    const ok = await upload(
      { userID: 0, fileType: 'Photo', uploadToken: token() },
      { filename: 'a.jpg', content: sampleFiles.jpg() },
    );
    const { cookie } = await signedIn();
    expect((await fetchFile(ok.body.Data.FilePath, cookie)).statusCode).toBe(404);
  });

  describe('before registration: verified mobile, daily quota per IP, one hour unclaimed (issue 7 item 7)', () => {
    const anonymous = (uploadToken: string | undefined, remoteAddress = testIp()) =>
      upload(
        { userID: 0, fileType: 'Photo', ...(uploadToken === undefined ? {} : { uploadToken }) },
        { filename: 'a.jpg', content: sampleFiles.jpg() },
        undefined,
        { remoteAddress },
      );

    it("needs the upload token that verify-otp gives for the form's mobile", async () => {
      const mobileNumber = testMobile();
      const remoteAddress = testIp();
      const post = (url: string, payload: object) =>
        ctx().app.inject({ method: 'POST', url, headers: xhr, payload, remoteAddress });
      const { otp } = (await post('/api/OTP/send-otp', { mobileNumber })).json();
      const verified = (await post('/api/OTP/verify-otp', { mobileNumber, otp })).json();
      expect(typeof verified.uploadToken).toBe('string');
      expect((await anonymous(verified.uploadToken, remoteAddress)).status).toBe(200);

      const none = await anonymous(undefined);
      expect(none.status).toBe(401);
      expect(none.body.Message).toBe('Please verify your mobile number by OTP before uploading documents.');
      const altered = verified.uploadToken.replace(mobileNumber, testMobile());
      expect((await anonymous(altered)).status).toBe(401);
      const expired = issueUploadToken(ctx().config, mobileNumber, Date.now() - UPLOAD_TOKEN_LIFE_MS - 1);
      expect((await anonymous(expired)).status).toBe(401);
    });

    it('counts anonymous bytes per IP per day: over the quota is 429, another IP or a signed-in user goes on', async () => {
      const ip = testIp();
      await db()
        .insert(uploadQuota)
        .values({ ip, day: todayInIndia(new Date()), bytes: ANONYMOUS_BYTES_PER_IP_DAY - 1000 });
      const { result: over, waits } = await secondsToMidnightInIndiaAround(() => anonymous(token(), ip));
      expect(over.status).toBe(429);
      expect(over.body.Message).toMatch(/^The upload limit for today is reached\. Please try again in \d+ min\.$/);
      expect(over.retryAfter).toSatisfy(Number.isInteger);
      expect(over.retryAfter).toBeGreaterThanOrEqual(Math.floor(waits.after));
      expect(over.retryAfter).toBeLessThanOrEqual(Math.ceil(waits.before));
      const [row] = await db().select().from(uploadQuota).where(eq(uploadQuota.ip, ip));
      expect(row?.bytes).toBe(ANONYMOUS_BYTES_PER_IP_DAY - 1000);
      expect((await anonymous(token())).status).toBe(200);
      const { user, cookie } = await signedIn();
      const own = await upload(
        { userID: user.id, fileType: 'Photo' },
        { filename: 'a.jpg', content: sampleFiles.jpg() },
        cookie,
        { remoteAddress: ip },
      );
      expect(own.status).toBe(200);
    });

    it("the sweep deletes unclaimed files older than an hour from disk and database, and past days' quotas, and nothing else", async () => {
      const stale = (await anonymous(token())).body.Data.FilePath as string;
      const fresh = (await anonymous(token())).body.Data.FilePath as string;
      const { user, cookie } = await signedIn();
      const owned = (
        await upload({ userID: user.id, fileType: 'Photo' }, { filename: 'a.jpg', content: sampleFiles.jpg() }, cookie)
      ).body.Data.FilePath as string;
      // An hour and a minute ago (the old rule kept them for a day).
      const old = new Date(Date.now() - 61 * 60 * 1000);
      for (const path of [stale, owned])
        await db().update(uploads).set({ createdAt: old }).where(eq(uploads.path, path));
      // past days' quotas go, today's (India's) stay: an IP's and an account's alike
      const today = todayInIndia(new Date());
      const yesterday = todayInIndia(new Date(Date.now() - 86_400_000));
      const quotaIp = testIp();
      await db()
        .insert(uploadQuota)
        .values([yesterday, today].map((day) => ({ ip: quotaIp, day, bytes: 1 })));
      await db().insert(accountUploadQuota).values({ userId: user.id, day: yesterday, files: 1, bytes: 1 }); // today's is the owned upload's
      await sweepUnclaimed(db(), diskStorage(ctx().config.dataDir));
      const ipDays = await db().select().from(uploadQuota).where(eq(uploadQuota.ip, quotaIp));
      expect(ipDays.map((r) => r.day)).toEqual([today]);
      const accountDays = await db().select().from(accountUploadQuota).where(eq(accountUploadQuota.userId, user.id));
      expect(accountDays.map((r) => r.day)).toEqual([today]);
      const onDisk = (key: string) => fs.existsSync(path.join(ctx().config.dataDir, 'uploads', key));
      const inDb = async (key: string) => (await db().select().from(uploads).where(eq(uploads.path, key))).length;
      expect([onDisk(stale), await inDb(stale)]).toEqual([false, 0]);
      expect([onDisk(fresh), await inDb(fresh)]).toEqual([true, 1]);
      expect([onDisk(owned), await inDb(owned)]).toEqual([true, 1]);
    });
  });

  describe('per-account daily quota (issue 17 item 6)', () => {
    const quotaRow = async (userId: number) =>
      (await db().select().from(accountUploadQuota).where(eq(accountUploadQuota.userId, userId)))[0];
    const photo = (userId: number, cookie: string, options: { lang?: 'mr' } = {}) =>
      upload({ userID: userId, fileType: 'Photo' }, { filename: 'a.jpg', content: sampleFiles.jpg() }, cookie, options);

    it('counts every upload, saved into a section or not; the last file of the day is accepted, the next refused', async () => {
      const { user, cookie } = await signedIn();
      // two uploads no section refers to count
      expect((await photo(user.id, cookie)).status).toBe(200);
      expect((await photo(user.id, cookie)).status).toBe(200);
      expect(await quotaRow(user.id)).toMatchObject({ day: todayInIndia(new Date()), files: 2, bytes: 4096 });

      await db()
        .update(accountUploadQuota)
        .set({ files: ACCOUNT_UPLOADS_PER_DAY.files - 1 })
        .where(eq(accountUploadQuota.userId, user.id));
      expect((await photo(user.id, cookie)).status).toBe(200);
      const { result: over, waits } = await secondsToMidnightInIndiaAround(() => photo(user.id, cookie));
      expect(over.status).toBe(429);
      expect(over.body.Message).toBe(
        'You can upload at most 50 files (100 MB in all) a day. Please try again tomorrow.',
      );
      expect(over.retryAfter).toSatisfy(Number.isInteger);
      expect(over.retryAfter).toBeGreaterThanOrEqual(Math.floor(waits.after));
      expect(over.retryAfter).toBeLessThanOrEqual(Math.ceil(waits.before));
      const inMarathi = await photo(user.id, cookie, { lang: 'mr' });
      expect(inMarathi.body.Message).toBe(
        'दिवसाला जास्तीत जास्त ५० फाइल्स (एकूण १०० एमबी) अपलोड करता येतात. कृपया उद्या पुन्हा प्रयत्न करा.',
      );
      expect((await quotaRow(user.id))?.files).toBe(ACCOUNT_UPLOADS_PER_DAY.files);
      const stored = await db().select().from(uploads).where(eq(uploads.userId, user.id));
      expect(stored).toHaveLength(3);

      // another account goes on
      const other = await signedIn();
      expect((await photo(other.user.id, other.cookie)).status).toBe(200);
    });

    it('bytes: a file that fills the day exactly is accepted, one more byte is refused', async () => {
      const { user, cookie } = await signedIn();
      const size = sampleFiles.jpg().length;
      await db()
        .insert(accountUploadQuota)
        .values({
          userId: user.id,
          day: todayInIndia(new Date()),
          files: 1,
          bytes: ACCOUNT_UPLOADS_PER_DAY.bytes - size,
        });
      expect((await photo(user.id, cookie)).status).toBe(200);
      expect((await quotaRow(user.id))?.bytes).toBe(ACCOUNT_UPLOADS_PER_DAY.bytes);
      await db()
        .update(accountUploadQuota)
        .set({ bytes: ACCOUNT_UPLOADS_PER_DAY.bytes - size + 1 })
        .where(eq(accountUploadQuota.userId, user.id));
      expect((await photo(user.id, cookie)).status).toBe(429);
    });

    it('is counted before the file is decoded: over the quota, nothing is decoded or stored', async () => {
      const { user, cookie } = await signedIn();
      await db()
        .insert(accountUploadQuota)
        .values({ userId: user.id, day: todayInIndia(new Date()), files: ACCOUNT_UPLOADS_PER_DAY.files, bytes: 0 });
      // not an image at all, under JPEG magic bytes: decoding would refuse it with 400, the quota answers first
      const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
      const res = await upload(
        { userID: user.id, fileType: 'Photo' },
        { filename: 'a.jpg', content: Buffer.concat([head, Buffer.alloc(4000, 0x90)]) },
        cookie,
      );
      expect(res.status).toBe(429);
    });
  });

  describe('content is cleaned or refused (issue 7 item 15)', () => {
    const send = async (fileType: 'Photo' | 'DOBProof' | 'LeavingCertificate', filename: string, content: Buffer) => {
      const { user, cookie } = await signedIn();
      return upload({ userID: user.id, fileType }, { filename, content }, cookie);
    };
    const stored = (filePath: string) => fs.readFileSync(path.join(ctx().config.dataDir, 'uploads', filePath));

    it('JPEG magic bytes with an ELF body are refused with 400', async () => {
      const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
      const elf = Buffer.concat([head, Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(4000, 0x90)]);
      const res = await send('Photo', 'photo.jpg', elf);
      expect(res.status).toBe(400);
      expect(res.body.Message).toBe('The file could not be read. Please upload it again.');
    });

    it('a photo is stored re-encoded: EXIF and bytes after the image are gone', async () => {
      const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'GPS-SECRET-LOCATION' } })
        .toBuffer();
      expect(photo.toString('latin1')).toContain('GPS-SECRET-LOCATION');
      const tail = Buffer.from('\x7fELF payload after the image', 'latin1');
      const res = await send('Photo', 'p.jpg', Buffer.concat([photo, tail]));
      expect(res.status).toBe(200);
      const kept = stored(res.body.Data.FilePath);
      expect(kept.toString('latin1')).not.toContain('GPS-SECRET-LOCATION');
      expect(kept.toString('latin1')).not.toContain('ELF');
      expect(await sharp(kept).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    });

    it.each([
      ['OpenAction JavaScript', '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'],
      ['a name hidden by #-escapes', '/OpenAction << /S /Java#53cript /J#53 (app.alert(1)) >>'],
      ['Launch', '/OpenAction << /S /Launch /F (cmd.exe) >>'],
      ['an embedded file', '/Names << /EmbeddedFiles << /Names [] >> >>'],
      ['additional actions', '/AA << /O << /S /JavaScript /JS (x) >> >>'],
    ])('a PDF with %s is refused with 400', async (_, body) => {
      const res = await send('DOBProof', 'dob.pdf', pdfWith(body));
      expect(res.status).toBe(400);
      expect(res.body.Message).toBe('PDF files with scripts, attached files or automatic actions are not accepted.');
    });

    it('JavaScript inside a compressed object stream is found too; a plain PDF passes', async () => {
      const document = await PDFDocument.create();
      document.addPage();
      const action = document.context.obj({ S: PDFName.of('JavaScript'), JS: PDFString.of('app.alert(1)') });
      document.catalog.set(PDFName.of('OpenAction'), action);
      const packed = Buffer.from(await document.save({ useObjectStreams: true }));
      expect(packed.toString('latin1')).not.toContain('/JavaScript');
      expect((await send('DOBProof', 'packed.pdf', packed)).status).toBe(400);
      document.catalog.delete(PDFName.of('OpenAction'));
      const plain = Buffer.from(await document.save({ useObjectStreams: true }));
      const ok = await send('DOBProof', 'plain.pdf', plain);
      expect(ok.status).toBe(200);
      expect((await PDFDocument.load(stored(ok.body.Data.FilePath))).getPageCount()).toBe(1);
    });

    it('a PDF that opens a web address and links to it is served rebuilt, without either (issue 17 item 3)', async () => {
      const { user, cookie } = await signedIn();
      const content = pdfOpeningAWebAddress();
      const res = await upload({ userID: user.id, fileType: 'DOBProof' }, { filename: 'dob.pdf', content }, cookie);
      expect(res.status).toBe(200);
      const served = (await fetchFile(res.body.Data.FilePath, cookie)).rawPayload;
      expect(served.toString('latin1')).not.toContain(ATTACKER_URL);
      expect(await viewerSees(served)).toMatchObject({ pages: 1, annotations: [], openAction: null, scripts: null });
      const [row] = await db().select().from(uploads).where(eq(uploads.path, res.body.Data.FilePath));
      expect(row?.size).toBe(served.length);
    });

    it('a scan whose compressed image data holds `/JS ` and `/AA>` by chance is accepted, its image data as sent', async () => {
      const document = await PDFDocument.create();
      const page = document.addPage();
      const data = Buffer.concat([randomBytes(200_000), Buffer.from('/JS (/AA>/Java#53cript '), randomBytes(200_000)]);
      const image = document.context.stream(data, {
        Type: 'XObject',
        Subtype: 'Image',
        Width: 600,
        Height: 600,
        BitsPerComponent: 8,
        ColorSpace: 'DeviceGray',
        Filter: 'FlateDecode',
      });
      page.node.setXObject(PDFName.of('Im0'), document.context.register(image));
      const scan = Buffer.from(await document.save({ useObjectStreams: false }));
      expect(scan.toString('latin1')).toContain('/JS (/AA>');
      const ok = await send('DOBProof', 'scan.pdf', scan);
      expect(ok.status).toBe(200);
      expect(stored(ok.body.Data.FilePath).includes(data)).toBe(true);
    });

    it('a PDF too slow to check is stopped at the time limit and refused, and the server answers meanwhile', async () => {
      // pdf-lib reads these 4 MB byte by byte for many seconds (on the main thread, before, nothing answered).
      const slow = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4 * 1024 * 1024, '(')]);
      let settled = false;
      const checking = send('LeavingCertificate', 'slow.pdf', slow).finally(() => {
        settled = true;
      });
      await vi.waitFor(() => expect(pdfChecksRunning()).toBe(1), { timeout: 10_000, interval: 20 });
      const health = await ctx().app.inject({ url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect([settled, pdfChecksRunning()]).toEqual([false, 1]); // answered while the PDF is being checked
      const refused = await checking;
      expect(refused.status).toBe(400);
      expect(refused.body.Message).toBe('The file could not be read. Please upload it again.');
      expect(pdfChecksRunning()).toBe(0);
      // The thread that ran over was replaced: the next PDF is checked.
      expect((await send('DOBProof', 'dob.pdf', sampleFiles.pdf())).status).toBe(200);
    });
  });
});
