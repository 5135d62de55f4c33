import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

/** A real 8×8 grey JPEG (uploads are decoded and encoded again, so the image must be one). */
const JPEG_8X8 = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8a' +
    'Gi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAA' +
    'AAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAM' +
    'AwEAAhEDEQA/AKAA/9k=',
  'base64',
);

/** A minimal valid one-page PDF; `body` goes into its catalog (e.g. an /OpenAction), `fill` is a comment. */
export function pdfWith(body = '', fill = 0) {
  return Buffer.from(
    `%PDF-1.4\n%${'x'.repeat(fill)}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${body}>>\nendobj\n` +
      '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n' +
      'trailer\n<< /Root 1 0 R /Size 4 >>\n%%EOF\n',
    'latin1',
  );
}

/** Small real files, for upload tests (type is decided by content; images must decode). */
export const sampleFiles = {
  // Bytes after the JPEG's end marker are ignored by decoders (and dropped by the re-encoding).
  jpg: (size = 2048) => pad(JPEG_8X8, size),
  png: (size = 2048) => png(size),
  pdf: (size = 2048) => pdfWith('', Math.max(0, size - pdfWith().length)),
  text: (size = 2048) => pad(Buffer.from('just some text, not an image\n'), size, 0x20),
};

/** A real 1×1 PNG, grown to `size` with a text chunk (file-type walks PNG chunks). */
function png(size: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const idat = zlib.deflateSync(Buffer.from([0, 255, 255, 255]));
  const fixed = 8 + 25 + (12 + idat.length) + 12 + 12 + 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('tEXt', Buffer.from(`Comment\0${'x'.repeat(Math.max(0, size - fixed))}`, 'latin1')),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function pad(head: Buffer, size: number, fill?: number) {
  if (head.length >= size) return head;
  const rest = fill === undefined ? randomBytes(size - head.length) : Buffer.alloc(size - head.length, fill);
  return Buffer.concat([head, rest]);
}

/** A multipart/form-data body for `inject` (fields first, then the file part unless fileFirst). */
export function multipart(
  fields: Record<string, string | number>,
  file?: { name?: string; filename: string; content: Buffer; contentType?: string },
  options: { fileFirst?: boolean } = {},
) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const fileParts = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\n` +
            `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        file.content,
        Buffer.from('\r\n'),
      ]
    : [];
  parts.push(...(options.fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts]));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-requested-with': 'XMLHttpRequest' },
  };
}
