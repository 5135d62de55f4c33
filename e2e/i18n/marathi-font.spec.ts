import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';
import {
  fontsourceFile,
  MARATHI_CODE_POINTS,
  MARATHI_FONT_WEIGHTS,
  MARATHI_UNICODE_RANGE,
  marathiFontFile,
  subsetMarathiFont,
} from '../../scripts/marathi-font';

/**
 * The Marathi font the portal sends is Noto Sans Devanagari cut to the letters Marathi writes
 * (scripts/marathi-font.ts, decision 074). These checks need no browser: HarfBuzz, the shaper Chromium
 * uses, shapes every Devanagari word of the code base (catalogs, messages, SMS texts, seed content) and
 * every conjunct, vowel sign and mark the kept letters can form, with the cut font and with Fontsource's
 * whole one; the glyph drawings and their positions must be the same.
 */
const root = path.resolve(import.meta.dirname, '../..');
const kept = new Set(MARATHI_CODE_POINTS);
/** Every Devanagari block, Vedic and extended ones included, and the joiners. */
const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CFF\uA830-\uA83F\uA8E0-\uA8FF\u200C\u200D]+/gu;

/** The text files below a folder of sources (no build output lives in `src`). */
const sourceFiles = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.(tsx?|json|csv|md)$/.test(file))
    .map((file) => path.join(dir, file));

/** Every Devanagari word of the portal's own text. */
function portalWords(): Set<string> {
  const words = new Set<string>();
  for (const dir of ['apps/web/src', 'apps/server/src', 'packages/shared/src'])
    for (const file of sourceFiles(path.join(root, dir)))
      for (const match of fs.readFileSync(file, 'utf8').matchAll(DEVANAGARI)) words.add(match[0]);
  return words;
}

/** Every cluster the kept letters form: vowel signs, marks, conjuncts of two (with a vowel sign), reph, half forms. */
function clusters(): string[] {
  const c = String.fromCodePoint;
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => c(from + i));
  const virama = '\u094D';
  const consonants = [...range(0x0915, 0x0939), ...range(0x0958, 0x095f), '\u0933', 'क\u093C'];
  const signs = [...range(0x093e, 0x094c), '\u0962', '\u0963', '\u0901', '\u0902', '\u0903', virama];
  const out = [...range(0x0900, 0x0950), ...range(0x0955, 0x0972)];
  for (const a of consonants) {
    for (const sign of signs) out.push(a + sign);
    out.push(`${a + virama}\u200D`, `${a + virama}\u200C`, `र${virama}${a}`, `${a}${virama}र`, `${a}${virama}र\u093F`);
    for (const b of consonants) out.push(a + virama + b, `${a + virama + b}\u093F`, `${a + virama + b}\u0947\u0902`);
  }
  out.push(`र${virama}\u200Dय`, 'रु', 'रू', 'ॲ', 'ऑ', 'कॉ', 'कॅ', 'श्री', 'क्ष', 'ज्ञ', 'त्र', 'द्ध', 'द्य', 'ह्म');
  return out;
}

type Shaped = [string, number, number, number, number][];

async function shaper(file: string) {
  const sfnt = await convert(fs.readFileSync(file), 'sfnt');
  const font = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  return (text: string): Shaped => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const positions = buffer.getGlyphPositions();
    const shaped = buffer.getGlyphInfos().map((glyph, i): Shaped[number] => {
      const p = positions[i];
      return [font.glyphToPath(glyph.codepoint), p?.xAdvance ?? 0, p?.yAdvance ?? 0, p?.xOffset ?? 0, p?.yOffset ?? 0];
    });
    // what is drawn: the whole font gives a joiner (ZWJ, ZWNJ) an empty glyph of no width, the cut one none
    return shaped.filter(([drawing, ...moves]) => drawing !== '' || moves.some((move) => move !== 0));
  };
}

/** The runs of a text the browser draws with the cut font (its unicode-range); the rest falls to the phone's font. */
const KEPT_RUN = new RegExp(`[${MARATHI_CODE_POINTS.map((cp) => `\\u{${cp.toString(16)}}`).join('')}]+`, 'gu');
const keptRuns = (text: string) => text.match(KEPT_RUN) ?? [];

test('the committed fonts are the cut of the installed Fontsource files, and fonts.css names their letters', async () => {
  for (const weight of MARATHI_FONT_WEIGHTS) {
    const committed = fs.readFileSync(marathiFontFile(weight));
    expect(committed.equals(await subsetMarathiFont(weight)), `${weight}: run npm run fonts`).toBe(true);
    expect(committed.length).toBeLessThan(fs.statSync(fontsourceFile(weight)).size * 0.8);
  }
  const css = fs.readFileSync(path.join(root, 'apps/web/src/app/fonts.css'), 'utf8');
  const ranges = [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((m) => m[1]);
  expect(ranges).toEqual(MARATHI_FONT_WEIGHTS.map(() => MARATHI_UNICODE_RANGE));
});

test('every Devanagari letter of the portal is in the cut font', () => {
  const missing = new Set<string>();
  for (const word of portalWords()) for (const ch of word) if (!kept.has(ch.codePointAt(0) ?? 0)) missing.add(ch);
  expect([...missing].map((ch) => `U+${ch.codePointAt(0)?.toString(16).toUpperCase()}`)).toEqual([]);
});

for (const weight of MARATHI_FONT_WEIGHTS) {
  test(`every word and cluster is drawn the same by the cut font (${weight})`, async () => {
    // one after the other: two fonts loaded at once into HarfBuzz's memory left the first one empty
    const whole = await shaper(fontsourceFile(weight));
    const cut = await shaper(marathiFontFile(weight));
    const words = portalWords();
    expect(words.size, 'the portal has fewer Devanagari words than it had (3,531 on 2026-11-29)').toBeGreaterThan(3000);
    const texts = [...words, ...clusters()].flatMap(keptRuns);
    const different = texts.filter((text) => JSON.stringify(whole(text)) !== JSON.stringify(cut(text)));
    expect(different.slice(0, 20)).toEqual([]);
  });
}
