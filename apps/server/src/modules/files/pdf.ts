/// <reference path="../../types/pdfmake.d.ts" />
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';

/**
 * Bilingual A4 documents made with pdfmake and Noto Sans Devanagari, whose shaping of Marathi
 * conjuncts (क्ष, र्य, द्व …) pdfmake's fontkit does correctly; the font also has the Latin letters,
 * so one font serves both languages. Remote and local resource loading is switched off: a document
 * is text only.
 */
const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'));
const regular = path.join(fontDir, '400Regular/NotoSansDevanagari_400Regular.ttf');
const bold = path.join(fontDir, '700Bold/NotoSansDevanagari_700Bold.ttf');
pdfmake.addFonts({ Noto: { normal: regular, bold, italics: regular, bolditalics: bold } });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => file === regular || file === bold);

export type Bilingual = { en: string; mr: string };

export type DocumentText = {
  title: Bilingual;
  /** Paragraphs; a line starting with "• " is a list item. */
  body: { en: string[]; mr: string[] };
  /** Shown under the board's name on every page, e.g. that the document is a demo. */
  note: Bilingual;
};

const BOARD: Bilingual = {
  en: 'Maharashtra State Board of Skill, Vocational Education and Training',
  mr: 'महाराष्ट्र राज्य कौशल्य, व्यवसाय शिक्षण व प्रशिक्षण मंडळ',
};

const section = (lang: 'en' | 'mr', text: DocumentText) => [
  { text: text.title[lang], style: 'title' },
  ...text.body[lang].map((line) =>
    line.startsWith('• ') ? { text: line, margin: [12, 0, 0, 4] } : { text: line, margin: [0, 0, 0, 8] },
  ),
];

/** The PDF bytes: the Marathi text first, then the English, each under the board's name. */
export function renderDocument(text: DocumentText): Promise<Buffer> {
  return pdfmake
    .createPdf({
      info: { title: `${text.title.en} / ${text.title.mr}`, author: BOARD.en },
      pageSize: 'A4',
      pageMargins: [48, 72, 48, 56],
      header: {
        margin: [48, 24, 48, 0],
        stack: [
          { text: `${BOARD.mr} / ${BOARD.en}`, style: 'board' },
          { text: `${text.note.mr} / ${text.note.en}`, style: 'note' },
        ],
      },
      content: [...section('mr', text), { text: '', margin: [0, 12] }, ...section('en', text)],
      defaultStyle: { font: 'Noto', fontSize: 11, lineHeight: 1.25 },
      styles: {
        board: { fontSize: 9, bold: true, color: '#1f3a60' },
        note: { fontSize: 8, color: '#8a1c1c' },
        title: { fontSize: 15, bold: true, margin: [0, 0, 0, 10] },
      },
    })
    .getBuffer();
}
