import { UPLOAD_RULES } from '@portal/shared';
import { photosToPdf } from '@portal/shared/photo-pdf';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfWith, sampleFiles } from '../../test/files';
import { ApiError } from '../errors';
import { checkFile, FILE_CHECKS_PER_CLIENT, type MultipartPart, readMultipart } from './intake';

const limits = { fileSize: 1000, files: 2, fields: 5, fieldSize: 100, parts: 7 };
const file = (fieldname: string, filename: string, content: string, truncated = false): MultipartPart => ({
  type: 'file',
  fieldname,
  filename,
  file: Object.assign(
    (async function* () {
      yield Buffer.from(content);
    })(),
    { truncated },
  ),
});
const source = (parts: () => AsyncIterable<MultipartPart>) => ({ isMultipart: () => true, parts });

describe('readMultipart (decision 037)', () => {
  it('answers every value of each field in order, and each file with its field, name, bytes and cut', async () => {
    async function* parts() {
      yield { type: 'field' as const, fieldname: 'name', value: 'A' };
      yield file('documents', 'a.pdf', 'abc');
      yield { type: 'field' as const, fieldname: 'name', value: 'B' };
      yield file('other', 'b.png', 'xyz', true);
    }
    expect(await readMultipart(source(parts), limits)).toEqual({
      fields: { name: ['A', 'B'] },
      files: [
        { field: 'documents', filename: 'a.pdf', content: Buffer.from('abc'), tooLarge: false },
        { field: 'other', filename: 'b.png', content: Buffer.from('xyz'), tooLarge: true },
      ],
      tooManyFiles: false,
    });
  });

  it('a body that is not multipart is an empty form; too many files is said; any other fault is a 400', async () => {
    const notMultipart = { isMultipart: () => false, parts: () => (async function* () {})() };
    expect(await readMultipart(notMultipart, limits)).toEqual({ fields: {}, files: [], tooManyFiles: false });
    const failing = (code: string) =>
      source(async function* () {
        yield file('documents', 'a.pdf', 'abc');
        throw Object.assign(new Error('limit'), { code });
      });
    expect((await readMultipart(failing('FST_FILES_LIMIT'), limits)).tooManyFiles).toBe(true);
    await expect(readMultipart(failing('FST_PARTS_LIMIT'), limits)).rejects.toMatchObject({
      statusCode: 400,
      message: 'common.invalidInput',
    });
  });
});

describe('checkFile (decision 037)', () => {
  const rules = { types: ['jpg', 'pdf'] as const, maxBytes: 4096 };

  it('answers the reason of a refused file', async () => {
    const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
    const cases: [Buffer, boolean, string][] = [
      [sampleFiles.jpg(4097), false, 'tooLarge'],
      [sampleFiles.jpg(100), true, 'tooLarge'],
      [Buffer.alloc(0), false, 'empty'],
      [sampleFiles.png(), false, 'type'],
      [Buffer.concat([head, Buffer.alloc(2000, 0x90)]), false, 'unreadable'],
      [pdfWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), false, 'activeContent'],
    ];
    for (const [content, tooLarge, reason] of cases) {
      expect(await checkFile({ content, tooLarge }, rules)).toEqual({ ok: false, reason });
    }
  });

  it('answers the cleaned file: an image re-encoded, with its type and MIME', async () => {
    const checked = await checkFile({ content: sampleFiles.jpg(4096), tooLarge: false }, rules);
    expect(checked).toMatchObject({ ok: true, file: { ext: 'jpg', mime: 'image/jpeg' } });
    if (checked.ok) expect(checked.file.content.length).toBeLessThan(4096);
  });

  it(`decodes at most ${FILE_CHECKS_PER_CLIENT} files of one client at once: the next is 429 with Retry-After; another client goes on (issue 17 item 4)`, async () => {
    const pdf = { content: sampleFiles.pdf(), tooLarge: false };
    const results = await Promise.allSettled([
      ...Array.from({ length: FILE_CHECKS_PER_CLIENT + 1 }, () => checkFile(pdf, { ...rules, client: '10.0.0.1' })),
      checkFile(pdf, { ...rules, client: '10.0.0.2' }),
    ]);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    const error = (refused[0] as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 429 });
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(results.at(-1)).toMatchObject({ status: 'fulfilled', value: { ok: true } });
    // once they are done, the client may send again
    expect(await checkFile(pdf, { ...rules, client: '10.0.0.1' })).toMatchObject({ ok: true });
  });

  it("accepts the PDF the web app makes from photos (decision 069): one page a photo, within the field's limit", async () => {
    // two phone-sized photos of noise (JPEG compresses them worst), one portrait, one landscape
    const photo = (width: number, height: number) =>
      sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251)), {
        raw: { width, height, channels: 3 },
      })
        .jpeg()
        .toBuffer();
    const photos = [await photo(1500, 2000), await photo(2000, 1500)];
    const rule = UPLOAD_RULES.LeavingCertificate;
    const pdf = await photosToPdf(
      photos.length,
      async (index, maxSide, quality) => {
        const { data, info } = await sharp(photos[index])
          .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: Math.round(quality * 100) })
          .toBuffer({ resolveWithObject: true });
        return { jpeg: data, width: info.width, height: info.height };
      },
      rule.maxBytes,
    );
    expect(pdf?.length).toBeLessThanOrEqual(rule.maxBytes);
    const checked = await checkFile({ content: Buffer.from(pdf ?? []), tooLarge: false }, rule);
    expect(checked).toMatchObject({ ok: true, file: { ext: 'pdf', mime: 'application/pdf' } });
    if (checked.ok) expect((await PDFDocument.load(checked.file.content)).getPageCount()).toBe(2);
  });
});
