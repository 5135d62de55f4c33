import { CAPTCHA_KINDS, type CaptchaKind } from '@portal/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_GAP, CAPTCHA_GREYS, captchaPng, layoutGlyphs } from './captcha-image';
import { ALPHABETS } from './captcha-pictures';

/** WCAG's relative luminance of a grey level (0–255) and the contrast ratio of two of them. */
const luminance = (grey: number) => {
  const c = grey / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const contrast = (a: number, b: number) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
const kinds = Object.keys(CAPTCHA_KINDS) as CaptchaKind[];
const sample = (alphabet: string, n: number) =>
  Array.from({ length: n }, (_, i) => alphabet[(i * 7 + n) % alphabet.length]).join('');

describe('the captcha picture is readable by people (decision 066)', () => {
  it.each(kinds)('%s: no two characters of the alphabet can be taken for each other', (kind) => {
    const alphabet = ALPHABETS[kind];
    // Pairs people mix up, in print or bent a little: an alphabet never holds both.
    const pairs = ['0O', 'OQ', 'OD', '0D', '0Q', '1I', '1L', 'IL', '1J', 'UV', '5S', '2Z', '8B', '6G', '9G'];
    // Login keeps U and V (decision 066: the audio captcha needs its letters); every other pair holds.
    for (const pair of pairs.filter((p) => kind === 'registration' || p !== 'UV'))
      expect(
        [...pair].every((c) => alphabet.includes(c)),
        `${kind}: ${pair}`,
      ).toBe(false);
    // The classic ones not at all where letters and digits mix (a person cannot tell which one is meant).
    if (/\d/.test(alphabet)) for (const c of '0O1IL5S2Z8B6GQDUV') expect(alphabet).not.toContain(c);
    else expect(alphabet).toMatch(/^[A-Z]+$/);
    for (const c of 'IO') expect(alphabet).not.toContain(c);
    expect(new Set(alphabet).size).toBe(alphabet.length);
    // Still enough answers that guessing is hopeless within the rate limits (≥ 10⁵).
    expect(alphabet.length ** CAPTCHA_KINDS[kind].length).toBeGreaterThan(100_000);
  });

  it('the ink has at least 4.5:1 contrast against the background and against anything drawn behind it', () => {
    const lightestInk = Math.max(...CAPTCHA_GREYS.ink);
    expect(contrast(lightestInk, CAPTCHA_GREYS.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(lightestInk, Math.min(...CAPTCHA_GREYS.clutter))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(kinds)('%s: measured in the pixels, the characters stand out 4.5:1 from the background', async (kind) => {
    const { width, height, length } = CAPTCHA_KINDS[kind];
    const pixels = await sharp(await captchaPng(sample(ALPHABETS[kind], length), width, height))
      .extractChannel(0)
      .raw()
      .toBuffer();
    expect(pixels.length).toBe(width * height);
    const sorted = [...pixels].sort((a, b) => a - b);
    // The background is most of the picture (its median); the ink the darkest 3 % of it.
    const background = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const ink = sorted[Math.floor(sorted.length * 0.03)] ?? 255;
    expect(contrast(ink, background)).toBeGreaterThanOrEqual(4.5);
    // And no middle greys drown the text: under 8 % of the pixels lie between ink and clutter.
    const muddy = sorted.filter(
      (v) => v > Math.max(...CAPTCHA_GREYS.ink) + 40 && v < Math.min(...CAPTCHA_GREYS.clutter) - 40,
    );
    expect(muddy.length / sorted.length).toBeLessThan(0.08);
  });

  it.each(kinds)('%s: the characters never touch, stay inside the picture and are large', (kind) => {
    const { width, height, length } = CAPTCHA_KINDS[kind];
    for (let round = 0; round < 50; round += 1) {
      const text = [...sample(ALPHABETS[kind], length)]
        .reverse()
        .join('')
        .replace(/./, round % 2 ? 'W' : 'M');
      const boxes = layoutGlyphs(text, width, height);
      expect(boxes.map((b) => b.char).join('')).toBe(text);
      for (const [i, box] of boxes.entries()) {
        expect(box.x0).toBeGreaterThanOrEqual(CAPTCHA_GAP - 1e-6);
        expect(box.x1).toBeLessThanOrEqual(width - CAPTCHA_GAP + 1e-6);
        expect(box.y0).toBeGreaterThanOrEqual(CAPTCHA_GAP - 1e-6);
        expect(box.y1).toBeLessThanOrEqual(height - CAPTCHA_GAP + 1e-6);
        const next = boxes[i + 1];
        if (next) expect(next.x0 - box.x1).toBeGreaterThanOrEqual(CAPTCHA_GAP - 1e-6);
      }
      // Each character at least 40 % of the picture's height (the old drawing: 44 px type on 50 px, overlapping).
      const tallest = Math.max(...boxes.map((b) => b.y1 - b.y0));
      expect(tallest).toBeGreaterThan(height * 0.4);
    }
  });
});
