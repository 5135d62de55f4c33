import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFObjectCopier,
  PDFPage,
  PDFPageLeaf,
  PDFRef,
} from 'pdf-lib';

/**
 * What is stored and served of an accepted PDF: a new document holding only its pages. A page keeps
 * what draws it (its boxes, rotation, content streams and the resources they use: images, fonts,
 * forms); it loses its annotations (links, form fields, comments, pop-ups), page actions (/AA),
 * thumbnail, article beads and structure. The document is a fresh catalog with its page tree: no
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
    target.addPage(PDFPage.of(leaf, target.context.register(leaf), target));
  }
  if (target.getPageCount() === 0) throw new Error('no pages');
  return target.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
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
