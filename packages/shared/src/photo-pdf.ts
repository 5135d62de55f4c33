import { PDFDocument } from 'pdf-lib';

/**
 * One PDF from photos of a document (issue 23 item 4, decision 069), for the upload fields that take a
 * PDF only: one A4 page per photo, the photo scaled to fit inside a 10 mm margin, the page turned to
 * landscape for a landscape photo. The web app loads this module (and pdf-lib) only when someone opens
 * "Make a PDF from photos"; the server's tests feed what it makes through the file intake.
 */

/** A photo ready for a page: JPEG bytes and the size in pixels they decode to. */
export type PagePhoto = { jpeg: Uint8Array; width: number; height: number };
/** Makes photo `index` as a JPEG whose longer side is at most `maxSide` pixels, at `quality` (0–1). */
export type PhotoEncoder = (index: number, maxSide: number, quality: number) => Promise<PagePhoto>;

/** A4 in points (1/72 inch), portrait. */
const A4 = { width: 595.28, height: 841.89 };
/** 10 mm in points. */
const MARGIN = 28.35;
/** The most photos one PDF is made from (each is decoded in the phone's memory in turn). */
export const PHOTO_PDF_MAX_PHOTOS = 10;
/**
 * The sizes tried in turn until the PDF fits the field's limit: 2000 px on the longer side is about
 * 180 dpi across an A4 page (a scan's legibility), 1000 px about 90 dpi (still readable print).
 */
export const PHOTO_PDF_STEPS = [
  { maxSide: 2000, quality: 0.85 },
  { maxSide: 1600, quality: 0.8 },
  { maxSide: 1300, quality: 0.7 },
  { maxSide: 1000, quality: 0.6 },
] as const;

/** The PDF of `photos`, one page each, in order. */
export async function buildPhotoPdf(photos: readonly PagePhoto[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (const photo of photos) {
    const image = await pdf.embedJpg(photo.jpeg);
    const landscape = photo.width > photo.height;
    const width = landscape ? A4.height : A4.width;
    const height = landscape ? A4.width : A4.height;
    const scale = Math.min((width - 2 * MARGIN) / photo.width, (height - 2 * MARGIN) / photo.height);
    const drawn = { width: photo.width * scale, height: photo.height * scale };
    pdf.addPage([width, height]).drawImage(image, {
      x: (width - drawn.width) / 2,
      y: (height - drawn.height) / 2,
      ...drawn,
    });
  }
  return pdf.save();
}

/**
 * The PDF of `count` photos at the largest of PHOTO_PDF_STEPS whose file is at most `maxBytes`, or
 * null when even the smallest is larger (too many photos for the field's limit).
 */
export async function photosToPdf(count: number, encode: PhotoEncoder, maxBytes: number): Promise<Uint8Array | null> {
  for (const { maxSide, quality } of PHOTO_PDF_STEPS) {
    const photos: PagePhoto[] = [];
    for (let index = 0; index < count; index++) photos.push(await encode(index, maxSide, quality));
    const pdf = await buildPhotoPdf(photos);
    if (pdf.length <= maxBytes) return pdf;
  }
  return null;
}
