import { type Bilingual, BOARD, renderPdf } from '../../platform/pdf';

export type DocumentText = {
  title: Bilingual;
  /** Paragraphs; a line starting with "• " is a list item. */
  body: { en: string[]; mr: string[] };
  /** Shown under the board's name on every page, e.g. that the document is a demo. */
  note: Bilingual;
};

const section = (lang: 'en' | 'mr', text: DocumentText) => [
  { text: text.title[lang], style: 'title' },
  ...text.body[lang].map((line) =>
    line.startsWith('• ') ? { text: line, margin: [12, 0, 0, 4] } : { text: line, margin: [0, 0, 0, 8] },
  ),
];

/** The PDF bytes of a demo document: the Marathi text first, then the English, each under the board's name. */
export function renderDocument(text: DocumentText): Promise<Buffer> {
  return renderPdf({
    title: `${text.title.en} / ${text.title.mr}`,
    header: {
      margin: [48, 24, 48, 0],
      stack: [
        { text: `${BOARD.mr} / ${BOARD.en}`, style: 'board' },
        { text: `${text.note.mr} / ${text.note.en}`, style: 'note' },
      ],
    },
    content: [...section('mr', text), { text: '', margin: [0, 12] }, ...section('en', text)],
  });
}
