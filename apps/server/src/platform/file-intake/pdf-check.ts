import zlib from 'node:zlib';
import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFStream,
} from 'pdf-lib';
import { pagesOnly } from './pdf-rebuild';

/**
 * The check of an uploaded PDF for active content, and the PDF served instead of it (its pages only,
 * pdf-rebuild.ts). It runs in a worker thread (pdf-check-worker.mjs, started by content.ts): pdf-lib
 * can take many seconds on a crafted file, and that must not stall the server's event loop. Nothing
 * here may import the server (the worker loads only this, pdf-rebuild.ts and pdf-lib).
 */
export type PdfVerdict = 'inert' | 'active' | 'unreadable';
/** A checked PDF: what to store and serve (an inert one's pages, rebuilt), or why it is refused. */
export type CleanedPdf = { verdict: 'inert'; pages: Uint8Array } | { verdict: 'active' | 'unreadable' };

/**
 * PDF names that run or carry something: scripts, launched programs, attached files, automatic
 * actions (AA: on open/close/page view), Flash/3D (RichMedia), XFA forms (scriptable), and actions
 * that reach outside the document for files or send data (GoToR: a UNC path leaks the reader's
 * Windows credentials; GoToE, SubmitForm, ImportData). An OpenAction that only turns to a page is
 * harmless. Other actions (a link to a web address, /URI) are not refused: what is served is the
 * pages only (pdf-rebuild.ts), without annotations or document actions.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'AA',
  'RichMedia',
  'XFA',
  'GoToR',
  'GoToE',
  'SubmitForm',
  'ImportData',
]);

/** `/Java#53cript` is `/JavaScript` to a PDF reader: names are compared decoded. */
const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Verdict on a PDF. Two passes, and a file must pass both:
 * 1. The bytes written in the clear (namesInTheClear): every name outside stream bodies, which
 *    includes objects a parser skips or replaces (a second definition of the same object number, junk
 *    between objects that a reader following the xref table may still read).
 * 2. Every object pdf-lib parses (objectsWithActiveNames), which includes the objects packed in
 *    compressed object streams, whose names pass 1 cannot see.
 * An encrypted or unparseable PDF cannot be checked: 'unreadable'.
 */
export async function inspectPdf(content: Uint8Array): Promise<PdfVerdict> {
  return (await checked(content)).verdict;
}

/**
 * The check, then for an inert PDF what is stored and served instead of it: its pages only, rebuilt
 * from what pdf-lib parsed (pdf-rebuild.ts). A viewer may read objects no check sees (it follows the
 * xref table into places a parser reading front to back skips); the rebuilt file has none of them, no
 * document or page actions and no annotations.
 */
export async function cleanPdf(content: Uint8Array): Promise<CleanedPdf> {
  const { verdict, context } = await checked(content);
  if (verdict !== 'inert' || !context) return { verdict: verdict === 'active' ? 'active' : 'unreadable' };
  try {
    return { verdict, pages: await pagesOnly(context) };
  } catch {
    return { verdict: 'unreadable' };
  }
}

async function checked(content: Uint8Array): Promise<{ verdict: PdfVerdict; context?: PDFContext }> {
  const raw = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('latin1');
  if (namesInTheClear(raw)) return { verdict: 'active' };
  try {
    const { active, context } = await objectsWithActiveNames(content);
    return active ? { verdict: 'active' } : { verdict: 'inert', context };
  } catch {
    return { verdict: 'unreadable' };
  }
}

const WS = '[\\0\\t\\n\\f\\r ]';
/**
 * Where a stream body starts: the `stream` keyword right after its dictionary's `>>`, then the
 * end-of-line the standard requires (CRLF or LF). Being strict only costs a false positive (a body
 * not recognised is searched like the rest), never a missed name.
 */
const STREAM_START = new RegExp(`>>${WS}*stream(?:\\r\\n|\\n)`, 'g');
/**
 * What lets a reader find a dictionary in arbitrary bytes: an indirect object's header (a reader
 * follows the xref offsets, or rebuilds a broken xref table by looking for `N G obj` anywhere) or a
 * trailer. Compressed or image data never holds these by chance (digits, blanks, digits, blanks,
 * `obj`); a PDF that hides an object inside what looks like a stream body always does. It is looked
 * for as written and with comments blanked: between a header's tokens a reader skips them (`9 0 %x⏎obj`).
 * (Blanking first keeps the search linear: a comment inside the pattern made a body of `0%0%0%…`
 * without line ends take time quadratic in its length.)
 */
const REACHABLE_IN_BODY = new RegExp(`\\d+${WS}+\\d+${WS}+obj|trailer`);
const COMMENT = /%[^\r\n]*/g;
const NAME = /\/([A-Za-z0-9#]+)/g;

const hasActiveNameIn = (text: string) => {
  for (const match of text.matchAll(NAME)) {
    if (ACTIVE_NAMES.has(decodeName(match[1] ?? ''))) return true;
  }
  return false;
};

/**
 * Pass 1: active names written in the clear. Stream bodies (from `stream` to the first `endstream`)
 * are binary: a scanned page's FlateDecode/DCTDecode bytes hold `/JS` or `/AA` followed by a
 * delimiter by chance (7 of 20 random 4.5 MB scans were refused when they were searched), so they are
 * skipped, unless they hold an object header or a trailer: an attacker who hides
 * `9 0 obj << /S /JavaScript … >>` in a stream body, with the xref table pointing at it, has the body
 * searched like the rest. Everything else in a stream body reaches a reader only through the stream's
 * decoded data (an object stream), which pass 2 checks; a `stream` keyword written inside a string
 * so as to hide the rest of a dictionary from this pass hides nothing from pass 2, which parses that
 * dictionary (and every other definition of its object number).
 */
function namesInTheClear(raw: string): boolean {
  const streamStart = new RegExp(STREAM_START.source, 'g');
  let clearFrom = 0;
  for (let match = streamStart.exec(raw); match; match = streamStart.exec(raw)) {
    const bodyStart = match.index + match[0].length;
    const endstream = raw.indexOf('endstream', bodyStart);
    const bodyEnd = endstream === -1 ? raw.length : endstream;
    if (hasActiveNameIn(raw.slice(clearFrom, bodyStart))) return true;
    const body = raw.slice(bodyStart, bodyEnd);
    const reachable = REACHABLE_IN_BODY.test(body) || REACHABLE_IN_BODY.test(body.replace(COMMENT, ' '));
    if (reachable && hasActiveNameIn(body)) return true;
    clearFrom = bodyEnd;
    streamStart.lastIndex = bodyEnd;
  }
  return hasActiveNameIn(raw.slice(clearFrom));
}

const FIRST = PDFName.of('First');
const N = PDFName.of('N');
const TYPE = PDFName.of('Type');
const FILTER = PDFName.of('Filter');
const FLATE = PDFName.of('FlateDecode');

/**
 * Pass 2: every object pdf-lib parses, as it parses it, so a later definition of the same object
 * number does not hide an earlier one (a reader following the xref table may use the earlier).
 * Members of object streams are parsed into the same context and checked too; so are those of a
 * stream shaped like one (/First and /N) that does not say /Type /ObjStm, which pdf-lib would keep as
 * a plain stream but a reader finding it through an xref stream would unpack. Answers the parsed
 * document too (its pages are what is served).
 */
async function objectsWithActiveNames(content: Uint8Array): Promise<{ active: boolean; context: PDFContext }> {
  let active = false;
  const unmarkedObjectStreams: PDFRawStream[] = [];
  const parser = new WatchedParser(content, (object) => {
    if (hasActiveName(object, 0)) active = true;
    if (object instanceof PDFRawStream && shapedLikeObjectStream(object)) unmarkedObjectStreams.push(object);
  });
  const context = await parser.parseDocument();
  if (context.trailerInfo.Encrypt) throw new Error('encrypted');
  for (let stream = unmarkedObjectStreams.shift(); stream && !active; stream = unmarkedObjectStreams.shift()) {
    await PDFObjectStreamParser.forStream(parser.inflated(stream)).parseIntoContext();
  }
  return { active, context };
}

/**
 * The most a stream pdf-lib unpacks (an object or xref stream) may inflate to, and all of a file's
 * together. Such streams hold dictionaries, not pictures: a 5 MB PDF of 500 text pages has a few MB of
 * them. A crafted one inflates 1000:1 (1.5 MB to 1.5 GB); inflated data is outside the worker's heap,
 * so its heap limit does not bound it: these do (zlib stops at `maxOutputLength`).
 */
export const PDF_DECODED_LIMITS = { perStream: 8 * 1024 * 1024, perFile: 32 * 1024 * 1024 } as const;

const shapedLikeObjectStream = (stream: PDFRawStream) =>
  stream.dict.get(FIRST) instanceof PDFNumber && stream.dict.get(N) instanceof PDFNumber;
/** Streams whose data is parsed: object streams (marked or only shaped like one) and xref streams. */
const unpacked = (stream: PDFRawStream) => {
  const type = stream.dict.lookup(TYPE);
  return type === PDFName.of('ObjStm') || type === PDFName.of('XRef') || shapedLikeObjectStream(stream);
};

/** A zlib stream's two header bytes, checked as pdf-lib's own inflate checks them (deflate, FCHECK, no dictionary). */
const zlibHeader = (data: Uint8Array) => {
  const [method = 0, flags = 0] = data;
  return (method & 0x0f) === 8 && ((method << 8) | flags) % 31 === 0 && (flags & 0x20) === 0;
};

/**
 * pdf-lib's parser (all at once, refusing invalid objects), telling of each object it stores. A
 * stream pdf-lib would unpack is inflated here first, within PDF_DECODED_LIMITS, and handed on
 * without its /Filter: pdf-lib's own inflate has no bound.
 */
class WatchedParser extends PDFParser {
  private decodedLeft: number = PDF_DECODED_LIMITS.perFile;

  constructor(content: Uint8Array, onObject: (object: PDFObject) => void) {
    super(content, Number.POSITIVE_INFINITY, true, false);
    const { context } = this;
    const assign = context.assign.bind(context);
    context.assign = (ref, object) => {
      onObject(object);
      assign(ref, object);
    };
  }

  override parseObject(): PDFObject {
    const object = super.parseObject();
    return object instanceof PDFRawStream && unpacked(object) ? this.inflated(object) : object;
  }

  /** The stream's data inflated (each FlateDecode of its filters, within the limits); no other filter is read. */
  inflated(stream: PDFRawStream): PDFRawStream {
    const filter = stream.dict.lookup(FILTER);
    const filters = filter === undefined ? [] : filter instanceof PDFArray ? filter.asArray() : [filter];
    let data = stream.contents;
    for (const name of filters) {
      if (name !== FLATE) throw new Error('an object stream filter other than FlateDecode');
      const maxOutputLength = Math.min(PDF_DECODED_LIMITS.perStream, this.decodedLeft);
      if (!zlibHeader(data)) throw new Error('not zlib data');
      // As readers do (pdf.js, pdf-lib): the checksum and bytes after the end are not looked at (raw
      // inflate after the header), a stream cut short is read as far as it goes (the sync flush).
      data = zlib.inflateRawSync(data.subarray(2), { maxOutputLength, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      this.decodedLeft -= data.length;
    }
    const dict = stream.dict.clone();
    dict.delete(FILTER);
    return PDFRawStream.of(dict, data);
  }
}

/**
 * A name as a reader compares it: `#xx` escapes decoded (pdf-lib's own pool decodes only upper-case
 * hex). Most names have none, and decoding every name of a large document was a third of its check.
 */
const nameText = (name: PDFName) => {
  const written = name.asString();
  return written.includes('#') ? name.decodeText() : written.slice(1);
};

function hasActiveName(object: PDFObject, depth: number): boolean {
  if (depth > 32) return true; // nesting no real document has: refuse rather than recurse on
  if (object instanceof PDFName) return ACTIVE_NAMES.has(nameText(object));
  if (object instanceof PDFArray) return object.asArray().some((item) => hasActiveName(item, depth + 1));
  if (object instanceof PDFStream) return hasActiveName(object.dict, depth + 1);
  if (object instanceof PDFDict) {
    return object.entries().some(([key, value]) => hasActiveName(key, depth + 1) || hasActiveName(value, depth + 1));
  }
  return false;
}
