import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

/**
 * The Devanagari font the portal sends for Marathi (decision 074): Noto Sans Devanagari (Fontsource),
 * cut by HarfBuzz's subsetter to the Devanagari block without the Vedic tone marks (U+0951–0954) and the
 * letters of other languages (U+0973–097F), and without the Vedic Extensions, North Indic number forms
 * and Devanagari Extended blocks. Every conjunct and vowel sign the kept letters form stays (HarfBuzz
 * keeps the shaping rules that reach them; e2e/i18n/marathi-font.spec.ts shapes every Marathi text with both).
 * `npm run fonts` writes the files; the spec checks they are what this gives.
 */
const root = path.resolve(import.meta.dirname, '..');
export const fontsourceFile = (weight: number) =>
  path.join(
    root,
    `node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
  );
export const marathiFontFile = (weight: number) =>
  path.join(root, `apps/web/src/app/fonts/noto-sans-devanagari-marathi-${weight}.woff2`);
export const MARATHI_FONT_WEIGHTS = [400, 700];

/** The code points kept, as fonts.css's `unicode-range` names them. */
export const MARATHI_UNICODE_RANGE = 'U+0900-0950, U+0955-0972, U+200C-200D, U+25CC';

export const MARATHI_CODE_POINTS = MARATHI_UNICODE_RANGE.split(', ').flatMap((part) => {
  const [from = 0, to = from] = part
    .slice(2)
    .split('-')
    .map((hex) => Number.parseInt(hex, 16));
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
});

/** The cut font of one weight, as WOFF2. */
export const subsetMarathiFont = (weight: number) =>
  subsetFont(fs.readFileSync(fontsourceFile(weight)), String.fromCodePoint(...MARATHI_CODE_POINTS), {
    targetFormat: 'woff2',
  });

if (process.argv[1] === import.meta.filename) {
  for (const weight of MARATHI_FONT_WEIGHTS) {
    const font = await subsetMarathiFont(weight);
    fs.mkdirSync(path.dirname(marathiFontFile(weight)), { recursive: true });
    fs.writeFileSync(marathiFontFile(weight), font);
    console.log(
      `${path.relative(root, marathiFontFile(weight))}: ${font.length} bytes (from ${fs.statSync(fontsourceFile(weight)).size})`,
    );
  }
}
