import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFObjectCopier,
  PDFPage,
  PDFPageLeaf,
  PDFRef,
  PDFStream,
} from 'pdf-lib';

/**
 * What is stored and served of an accepted PDF: a new document holding only its pages. A page keeps
 * what draws it (its boxes, rotation, content streams and the resources they use: images, fonts,
 * forms); it loses its annotations (links, form fields, comments, pop-ups), page actions (/AA),
 * thumbnail, article beads and structure. What a shown annotation looks like (a filled-in field's
 * value, a signature's stamp) is drawn into the page instead: its appearance stream is only drawing. The document is a fresh catalog with its page tree: no
 * /OpenAction, /Names (scripts, attached files), /AcroForm, /Outlines, /URI base, metadata or
 * viewer preferences. The file is written by pdf-lib (a correct xref table, no object streams), so a
 * viewer reads exactly the objects it has: nothing hidden where a viewer follows an old xref table
 * into another object's bytes (docs/decisions/039).
 */
const KEPT = [
  'MediaBox',
  'CropBox',
  'BleedBox',
  'TrimBox',
  'ArtBox',
  'Rotate',
  'UserUnit',
  'Resources',
  'Contents',
  'Group',
];
/** Entries a page takes from its page-tree ancestors when it has none of its own (PDF 32000-1 §7.7.3.4). */
const INHERITED = new Set(['Resources', 'MediaBox', 'CropBox', 'Rotate']);
/** Page trees are a few levels deep; deeper is crafted. */
const MAX_TREE_DEPTH = 64;

/** The pages of a parsed document (`source`, from pdf-check.ts), as the bytes of a new PDF. */
export async function pagesOnly(source: PDFContext): Promise<Uint8Array> {
  const catalog = source.lookup(source.trailerInfo.Root);
  if (!(catalog instanceof PDFDict)) throw new Error('no catalog');
  const target = await PDFDocument.create({ updateMetadata: false });
  const copier = PDFObjectCopier.for(source, target.context);
  const pagesRef = target.catalog.get(PDFName.of('Pages'));
  if (!(pagesRef instanceof PDFRef)) throw new Error('no page tree');
  for (const { page, inherited } of leaves(source, catalog.get(PDFName.of('Pages')), new Map(), new Set(), 0)) {
    const leaf = PDFPageLeaf.withContextAndParent(target.context, pagesRef);
    for (const key of KEPT) {
      const value = page.get(PDFName.of(key)) ?? inherited.get(key);
      if (value) leaf.set(PDFName.of(key), copier.copy(value));
    }
    const appearances = shownAppearances(source, page);
    if (appearances.length > 0) drawAppearances(target.context, leaf, appearances, copier);
    target.addPage(PDFPage.of(leaf, target.context.register(leaf), target));
  }
  if (target.getPageCount() === 0) throw new Error('no pages');
  return target.save({
    useObjectStreams: false,
    addDefaultPage: false,
    updateFieldAppearances: false,
    objectsPerTick: Number.POSITIVE_INFINITY, // nothing else waits for the worker thread: no pauses
  });
}

type Leaf = { page: PDFDict; inherited: Map<string, PDFObject> };

/** The page tree's leaves in order, each with what it inherits; a node met twice (a loop) is read once. */
function* leaves(
  context: PDFContext,
  node: PDFObject | undefined,
  inherited: Map<string, PDFObject>,
  seen: Set<PDFDict>,
  depth: number,
): Generator<Leaf> {
  if (depth > MAX_TREE_DEPTH) throw new Error('page tree too deep');
  const dict = node instanceof PDFRef ? context.lookup(node) : node;
  if (!(dict instanceof PDFDict) || seen.has(dict)) return;
  seen.add(dict);
  const own = new Map(inherited);
  for (const key of INHERITED) {
    const value = dict.get(PDFName.of(key));
    if (value) own.set(key, value);
  }
  const kids = dict.lookup(PDFName.of('Kids'));
  if (dict.lookup(PDFName.of('Type')) === PDFName.of('Page') || !(kids instanceof PDFArray)) {
    yield { page: dict, inherited: own };
    return;
  }
  for (const kid of kids.asArray()) yield* leaves(context, kid, own, seen, depth + 1);
}

type Appearance = { stream: PDFObject; toRect: number[] };
/** Annotation flags (PDF 32000-1 §12.5.3) of one not shown: Hidden (2), NoView (32). */
const NOT_SHOWN = 2 | 32;

const numbers = (value: PDFObject | undefined, count: number) => {
  if (!(value instanceof PDFArray) || value.size() !== count) return undefined;
  const list = value.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : Number.NaN));
  return list.every(Number.isFinite) ? list : undefined;
};

/**
 * The normal appearance of each shown annotation of `page` (for a field with states, the one /AS
 * names), with the matrix that puts its box on the annotation's rectangle (PDF 32000-1 §12.5.5).
 */
function shownAppearances(context: PDFContext, page: PDFDict): Appearance[] {
  const annotations = page.lookup(PDFName.of('Annots'));
  if (!(annotations instanceof PDFArray)) return [];
  const found: Appearance[] = [];
  for (const item of annotations.asArray()) {
    const annotation = context.lookup(item);
    if (!(annotation instanceof PDFDict)) continue;
    const flags = annotation.lookup(PDFName.of('F'));
    if (flags instanceof PDFNumber && (flags.asNumber() & NOT_SHOWN) !== 0) continue;
    const appearances = annotation.lookup(PDFName.of('AP'));
    let stream = appearances instanceof PDFDict ? appearances.get(PDFName.of('N')) : undefined;
    const states = context.lookup(stream);
    if (states instanceof PDFDict && !(states instanceof PDFStream)) {
      const state = annotation.lookup(PDFName.of('AS'));
      stream = state instanceof PDFName ? states.get(state) : undefined;
    }
    const form = context.lookup(stream);
    const rect = numbers(annotation.lookup(PDFName.of('Rect')), 4);
    if (!stream || !(form instanceof PDFStream) || !rect) continue;
    const box = numbers(form.dict.lookup(PDFName.of('BBox')), 4);
    const matrix = numbers(form.dict.lookup(PDFName.of('Matrix')), 6) ?? [1, 0, 0, 1, 0, 0];
    const toRect = box && fitting(box, matrix, rect);
    if (toRect) found.push({ stream, toRect });
  }
  return found;
}

/** The scale-and-move matrix taking the form's box (as its matrix transforms it) onto `rect`. */
function fitting(box: number[], matrix: number[], rect: number[]) {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = matrix;
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = box;
  const xs = [x1, x2].flatMap((x) => [y1, y2].map((y) => a * x + c * y + e));
  const ys = [x1, x2].flatMap((x) => [y1, y2].map((y) => b * x + d * y + f));
  const [left, bottom, right, top] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  if (right - left <= 0 || top - bottom <= 0) return undefined;
  const [r1 = 0, s1 = 0, r2 = 0, s2 = 0] = rect;
  const scaleX = Math.abs(r2 - r1) / (right - left);
  const scaleY = Math.abs(s2 - s1) / (top - bottom);
  return [scaleX, 0, 0, scaleY, Math.min(r1, r2) - scaleX * left, Math.min(s1, s2) - scaleY * bottom];
}

/**
 * Draws the appearances over the page's own content: the old content runs between `q` and `Q` (so
 * whatever state it leaves does not move them), then each appearance as a form XObject of the page's
 * resources (a copy of them: another page may share the original dictionary).
 */
function drawAppearances(context: PDFContext, leaf: PDFPageLeaf, appearances: Appearance[], copier: PDFObjectCopier) {
  const resources = context.lookup(leaf.get(PDFName.of('Resources')));
  const ownResources = resources instanceof PDFDict ? resources.clone(context) : context.obj({});
  const xObjects = context.lookup(ownResources.get(PDFName.of('XObject')));
  const ownXObjects = xObjects instanceof PDFDict ? xObjects.clone(context) : context.obj({});
  const draws = appearances.map(({ stream, toRect }, index) => {
    const copied = copier.copy(stream);
    const name = `PortalAnnot${index}`;
    ownXObjects.set(PDFName.of(name), copied instanceof PDFRef ? copied : context.register(copied));
    return `q ${toRect.map((n) => n.toFixed(4)).join(' ')} cm /${name} Do Q`;
  });
  ownResources.set(PDFName.of('XObject'), ownXObjects);
  leaf.set(PDFName.of('Resources'), context.register(ownResources));
  const contents = leaf.get(PDFName.of('Contents'));
  const old = context.lookup(contents);
  const streams = old instanceof PDFArray ? old.asArray() : contents ? [contents] : [];
  const open = context.register(context.stream('q\n'));
  const close = context.register(context.stream(`Q\n${draws.join('\n')}\n`));
  leaf.set(PDFName.of('Contents'), context.obj([open, ...streams, close]));
}
