import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF of these objects, in this order, with an xref table a viewer follows (pdf.js reads objects at
 * the offsets it gives). `hidden` puts an extra object number's offset at `marker` inside `text`: an
 * object a parser reading the file front to back never sees, but a viewer following the xref does.
 */
export function pdfWithXref(
  objects: { number: number; text: string | Buffer; hidden?: { number: number; marker: string } }[],
  trailer = '',
) {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets = new Map<number, number>();
  for (const { number, text, hidden } of objects) {
    const bytes = typeof text === 'string' ? Buffer.from(text, 'latin1') : text;
    offsets.set(number, length);
    if (hidden) offsets.set(hidden.number, length + bytes.indexOf(hidden.marker, 0, 'latin1'));
    parts.push(bytes);
    length += bytes.length;
  }
  const size = Math.max(...offsets.keys()) + 1;
  const rows = Array.from({ length: size }, (_, n) => {
    const offset = offsets.get(n);
    return offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`;
  });
  const xref = `xref\n0 ${size}\n${rows.join('')}trailer\n<< /Size ${size} /Root 1 0 R ${trailer}>>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref, 'latin1')]);
}

/** `N 0 obj … endobj` around a dictionary, or around a stream with that dictionary and body. */
export const obj = (number: number, dict: string, body?: Buffer | string) => {
  if (body === undefined) return { number, text: `${number} 0 obj\n${dict}\nendobj\n` };
  const data = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
  const head = Buffer.from(`${number} 0 obj\n<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1');
  return { number, text: Buffer.concat([head, data, Buffer.from('\nendstream\nendobj\n')]) };
};

/**
 * What a viewer built on pdf.js (Firefox, the browsers' PDF viewers) finds in a PDF that can act:
 * scripts (document, pages, fields), the open action, attachments, and every annotation's link or
 * action; and what it draws of each page's own content (its operators and text, without annotations).
 */
export async function viewerSees(content: Uint8Array) {
  const document = await getDocument({ data: new Uint8Array(content), isEvalSupported: false, verbosity: 0 }).promise;
  const annotations: unknown[] = [];
  const pageScripts: unknown[] = [];
  const operators: number[][] = [];
  const text: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    for (const annotation of await page.getAnnotations()) {
      const { subtype, url, unsafeUrl, action, actions, dest, attachment } = annotation;
      annotations.push({ subtype, url, unsafeUrl, action, actions, dest, attachment });
    }
    const scripts = await page.getJSActions();
    if (scripts) pageScripts.push(scripts);
    operators.push((await page.getOperatorList()).fnArray);
    const { items } = await page.getTextContent();
    text.push(items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  const seen = {
    pages: document.numPages,
    scripts: await document.getJSActions(),
    openAction: await document.getOpenAction(),
    attachments: await document.getAttachments(),
    fields: await document.getFieldObjects(),
    annotations,
    pageScripts,
    operators,
    text,
  };
  await document.destroy();
  return seen;
}

/** The web address `pdfOpeningAWebAddress` sends its reader to. */
export const ATTACKER_URL = 'https://attacker.example/';
/** A one-page PDF that opens a web address and links to it: accepted, but served without either. */
export const pdfOpeningAWebAddress = () =>
  pdfWithXref([
    obj(1, `<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /URI /URI (${ATTACKER_URL}) >> >>`),
    obj(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    obj(
      3,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [<< /Type /Annot /Subtype /Link ' +
        `/Rect [0 0 99 99] /A << /S /URI /URI (${ATTACKER_URL}) >> >>] >>`,
    ),
  ]);
