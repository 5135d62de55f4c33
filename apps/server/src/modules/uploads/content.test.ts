import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/errors';
import { pdfWith } from '../../test/files';
import { assertInertPdf, PDF_CHECK_LIMITS } from './content';
import { inspectPdf } from './pdf-check';

/** A PDF of these parts (objects, streams, junk) after the header, with a trailer; no xref, as pdf-lib needs none. */
const pdf = (parts: (string | Buffer)[], trailer = '/Root 1 0 R') =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    ...parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part)),
    Buffer.from(`trailer\n<< ${trailer} >>\n%%EOF\n`),
  ]);
const pages =
  '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
  '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n';
const stream = (number: number, dict: string, body: Buffer) =>
  Buffer.concat([
    Buffer.from(`${number} 0 obj\n<< ${dict} /Length ${body.length} >>\nstream\n`),
    body,
    Buffer.from('\nendstream\nendobj\n'),
  ]);
const catalog = (extra = '') => `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extra}>>\nendobj\n`;
const script = '<< /S /JavaScript /JS (app.alert(1)) >>';

describe('PDF check (pdf-check.ts, in a worker thread through content.ts)', () => {
  it('binary stream data holding `/JS ` and `/AA>` by chance is not read as names', async () => {
    const image = Buffer.concat([randomBytes(100_000), Buffer.from('/JS /AA>/Launch('), randomBytes(100_000)]);
    const scan = pdf([catalog(), pages, stream(4, '/Type /XObject /Subtype /Image /Filter /DCTDecode', image)]);
    expect(await inspectPdf(scan)).toBe('inert');
    await expect(assertInertPdf(scan)).resolves.toBeUndefined();
  });

  it('an object hidden in a stream body (where an xref offset can point) is searched and refused', async () => {
    const body = Buffer.concat([randomBytes(5_000), Buffer.from(`\n9 0 obj\n${script}\nendobj\n`), randomBytes(5_000)]);
    const hidden = pdf([catalog('/OpenAction 9 0 R '), pages, stream(4, '/Filter /FlateDecode', body)]);
    expect(await inspectPdf(hidden)).toBe('active');
  });

  it('a `stream` keyword inside a string hides nothing, even in a definition a later one replaces', async () => {
    const first = `1 0 obj\n<< /Type /Catalog /Pages 2 0 R /Note (>>stream\n) /OpenAction ${script} /End (endstream) >>\nendobj\n`;
    expect(await inspectPdf(pdf([first, pages, catalog()]))).toBe('active');
  });

  it('an action packed in a compressed object stream is refused, also when the stream does not say /Type /ObjStm', async () => {
    const members = `6 0 ${script}`;
    const packed = zlib.deflateSync(Buffer.from(members));
    for (const type of ['/Type /ObjStm ', '']) {
      const file = pdf([
        catalog('/OpenAction 6 0 R '),
        pages,
        stream(5, `${type}/N 1 /First 4 /Filter /FlateDecode`, packed),
      ]);
      expect(file.toString('latin1')).not.toContain('JavaScript');
      expect(await inspectPdf(file), type || 'unmarked').toBe('active');
    }
  });

  it('names in the clear, #-escaped or not, are refused; encrypted or unparseable files are unreadable', async () => {
    expect(await inspectPdf(pdfWith('/OpenAction << /S /Java#53cript /J#53 (x) >>'))).toBe('active');
    expect(await inspectPdf(pdf([catalog(), pages], '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 >>'))).toBe(
      'unreadable',
    );
    expect(await inspectPdf(Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog 5 >>\nendobj\n'))).toBe('unreadable');
    expect(await inspectPdf(pdfWith())).toBe('inert');
  });

  it('over the waiting queue, a check is refused with 503 and Retry-After; the others are checked', async () => {
    const admitted = PDF_CHECK_LIMITS.threads + PDF_CHECK_LIMITS.waiting;
    const results = await Promise.allSettled(Array.from({ length: admitted + 6 }, () => assertInertPdf(pdfWith())));
    // the threads' and the queue's worth are checked, the 6 more sent at the same moment are not
    expect(results.map((r) => r.status)).toEqual([...Array(admitted).fill('fulfilled'), ...Array(6).fill('rejected')]);
    const busy = results.filter((r) => r.status === 'rejected');
    for (const r of busy) {
      const error = (r as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ statusCode: 503, message: 'common.serviceUnavailable', retryAfterSeconds: 5 });
    }
    await expect(assertInertPdf(pdfWith())).resolves.toBeUndefined();
  });
});
