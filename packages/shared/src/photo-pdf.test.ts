import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildPhotoPdf, type PagePhoto, PHOTO_PDF_STEPS, photosToPdf } from './photo-pdf';

/**
 * A JPEG as far as a PDF writer reads one (start marker, a frame header with the size, end marker),
 * padded with comment segments to about `bytes`: the pages' sizes and the file's size are what is tested.
 */
function jpeg(width: number, height: number, bytes = 0): PagePhoto {
  const comments: Uint8Array[] = [];
  for (let left = bytes; left > 0; left -= 65_000) {
    const size = Math.min(left, 65_000);
    const comment = new Uint8Array(size + 4).fill(0x20);
    comment.set([0xff, 0xfe, (size + 2) >> 8, (size + 2) & 0xff]);
    comments.push(comment);
  }
  const frame = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3];
  const components = [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  const parts = [Uint8Array.of(0xff, 0xd8), ...comments, Uint8Array.from([...frame, ...components, 0xff, 0xd9])];
  const bytesOut = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => {
    bytesOut.set(part, at);
    return at + part.length;
  }, 0);
  return { jpeg: bytesOut, width, height };
}

describe('buildPhotoPdf', () => {
  it('makes one A4 page per photo, in order, landscape for a landscape photo, the photo inside the margins', async () => {
    const pdf = await PDFDocument.load(await buildPhotoPdf([jpeg(1200, 1600), jpeg(1600, 1200), jpeg(300, 300)]));
    expect(pdf.getPageCount()).toBe(3);
    const sizes = pdf.getPages().map((page) => page.getSize());
    expect(sizes.map(({ width, height }) => [Math.round(width), Math.round(height)])).toEqual([
      [595, 842],
      [842, 595],
      [595, 842],
    ]);
  });
});

describe('photosToPdf', () => {
  const KB = 1024;
  // each photo's JPEG grows with its pixels and its quality (a hundredth of a real photo's bytes, to be quick)
  const encoder = (calls: number[]) => async (_index: number, maxSide: number, quality: number) => {
    calls.push(maxSide);
    return jpeg(maxSide, Math.round(maxSide * 0.75), Math.round(maxSide * maxSide * 0.75 * quality * 0.01));
  };

  it('keeps the largest size whose PDF fits the limit, one page per photo', async () => {
    const calls: number[] = [];
    const pdf = await photosToPdf(2, encoder(calls), 40 * KB);
    expect(pdf).not.toBeNull();
    expect(pdf?.length).toBeLessThanOrEqual(40 * KB);
    expect((await PDFDocument.load(pdf ?? new Uint8Array())).getPageCount()).toBe(2);
    // 2000 px: 2 × 25.5 KB is too large; 1600 px: 2 × 15.4 KB fits
    expect(calls).toEqual([2000, 2000, 1600, 1600]);
  });

  it('answers null when even the smallest size is over the limit', async () => {
    const calls: number[] = [];
    // 1000 px: 10 × 4.5 KB
    expect(await photosToPdf(10, encoder(calls), 40 * KB)).toBeNull();
    expect(calls).toHaveLength(10 * PHOTO_PDF_STEPS.length);
  });
});
