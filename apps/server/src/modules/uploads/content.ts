import type { UploadExtension } from '@portal/shared';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';
import sharp from 'sharp';
import { ApiError } from '../../platform/errors';

/**
 * What is stored of an accepted file: images are decoded and encoded again (only the pixels survive:
 * no EXIF, no bytes after the image data, no polyglot body); PDFs are kept as sent but only without
 * active content. The magic bytes (file-type) have already chosen `ext`.
 */
export async function cleanContent(content: Buffer, ext: UploadExtension): Promise<Buffer> {
  if (ext === 'pdf') {
    await assertInertPdf(content);
    return content;
  }
  try {
    // 30 megapixels covers an A4 scan at 600 dpi; larger "images" are decompression bombs.
    const image = sharp(content, { limitInputPixels: 30_000_000, failOn: 'error' }).rotate();
    return await (ext === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw unreadable();
  }
}

/**
 * PDF names that run or carry something: scripts, launched programs, attached files, automatic
 * actions (AA: on open/close/page view), Flash/3D (RichMedia) and XFA forms (scriptable).
 * An OpenAction that only turns to a page is harmless; one that runs JavaScript or Launch is caught
 * by those names.
 */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'AA', 'RichMedia', 'XFA']);

/** `/Java#53cript` is `/JavaScript` to a PDF reader: names are compared decoded. */
const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Refuses (400) a PDF with active content. Two passes: the raw bytes (any name written in the clear,
 * even in objects a parser skips), then every object pdf-lib parses, which includes those packed in
 * compressed object streams. An encrypted or unparseable PDF cannot be checked and is refused too.
 */
export async function assertInertPdf(content: Buffer) {
  const raw = content.toString('latin1');
  for (const match of raw.matchAll(/\/([A-Za-z0-9#]+)/g)) {
    if (ACTIVE_NAMES.has(decodeName(match[1] ?? ''))) throw activeContent();
  }
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(content, { updateMetadata: false, throwOnInvalidObject: true });
  } catch {
    throw unreadable();
  }
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (hasActiveName(object, 0)) throw activeContent();
  }
}

function hasActiveName(object: PDFObject, depth: number): boolean {
  if (depth > 32) return true; // nesting no real document has: refuse rather than recurse on
  if (object instanceof PDFName) return ACTIVE_NAMES.has(object.decodeText());
  if (object instanceof PDFArray) return object.asArray().some((item) => hasActiveName(item, depth + 1));
  if (object instanceof PDFStream) return hasActiveName(object.dict, depth + 1);
  if (object instanceof PDFDict) {
    return object.entries().some(([key, value]) => hasActiveName(key, depth + 1) || hasActiveName(value, depth + 1));
  }
  return false;
}

const activeContent = () =>
  new ApiError(400, 'accounts.uploadActiveContent', [{ field: 'file', message: 'accounts.uploadActiveContent' }]);
const unreadable = () =>
  new ApiError(400, 'accounts.uploadUnreadable', [{ field: 'file', message: 'accounts.uploadUnreadable' }]);
