/// <reference path="../types/pdfmake.d.ts" />
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';

/**
 * Bilingual A4 documents made with pdfmake and Noto Sans Devanagari, whose shaping of Marathi
 * conjuncts (क्ष, र्य, द्व …) pdfmake's fontkit does correctly; the font also has the Latin letters,
 * so one font serves both languages. Remote and local resource loading is switched off: a document
 * is text and vector drawing (pdfmake's own QR codes) only. Used by the demo documents (modules/files)
 * and the admission letters (modules/admission-letter); import it lazily, so pdfmake and its fonts
 * load on the first document made, not at every start.
 */
const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'));
/** The embedded font files (tests check every character of a document has a glyph in them). */
export const FONT_FILES = {
  regular: path.join(fontDir, '400Regular/NotoSansDevanagari_400Regular.ttf'),
  bold: path.join(fontDir, '700Bold/NotoSansDevanagari_700Bold.ttf'),
};
const { regular, bold } = FONT_FILES;
pdfmake.addFonts({ Noto: { normal: regular, bold, italics: regular, bolditalics: bold } });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => file === regular || file === bold);

export type Bilingual = { en: string; mr: string };

/** The board's name, at the head of every document it makes. */
export const BOARD: Bilingual = {
  en: 'Maharashtra State Board of Skill, Vocational Education and Training',
  mr: 'महाराष्ट्र राज्य कौशल्य, व्यवसाय शिक्षण व प्रशिक्षण मंडळ',
};

/** The styles every document shares; a document adds its own. */
const STYLES = {
  board: { fontSize: 9, bold: true, color: '#1f3a60' },
  note: { fontSize: 8, color: '#8a1c1c' },
  title: { fontSize: 15, bold: true, margin: [0, 0, 0, 10] },
};

/**
 * The PDF bytes of a pdfmake document definition, A4, in Noto Sans Devanagari. `info.author` is the
 * board; `styles` are added to the shared ones.
 */
export function renderPdf(definition: {
  title: string;
  content: unknown[];
  header?: unknown;
  pageMargins?: number[];
  styles?: Record<string, unknown>;
}): Promise<Buffer> {
  return pdfmake
    .createPdf({
      info: { title: definition.title, author: BOARD.en },
      pageSize: 'A4',
      pageMargins: definition.pageMargins ?? [48, 72, 48, 56],
      ...(definition.header ? { header: definition.header } : {}),
      content: definition.content,
      defaultStyle: { font: 'Noto', fontSize: 11, lineHeight: 1.25 },
      styles: { ...STYLES, ...definition.styles },
    })
    .getBuffer();
}
