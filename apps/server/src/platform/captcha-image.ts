import { randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import sharp from 'sharp';

/**
 * The captcha picture: a PNG raster, never vector shapes (svg-captcha's one-path-per-glyph SVG was
 * read by a 56-entry lookup table, decision 013). Made to be read by people (decision 066): large
 * characters that never touch, dark on a light background (WCAG 1.4.11, at least 4.5:1 against
 * anything behind them), each with its own size, width and slight rotation. What is there for
 * machines stays out of people's way: faint decoy characters and curves behind the text, one thin
 * dark thread through every character (no blank column to cut the text at), a gentle two-wave bend
 * and sparse specks, all drawn anew per request.
 */

type Path = {
  toPathData: (decimals: number) => string;
  getBoundingBox: () => { x1: number; y1: number; x2: number; y2: number };
};
type Glyphs = { getPath: (text: string, x: number, y: number, size: number) => Path };
// Only svg-captcha's bundled font (Comismsh, opentype.js) is used: glyph outlines to rasterise.
const font = (createRequire(import.meta.url)('svg-captcha') as { options: { font: Glyphs } }).options.font;

/** Grey levels (0 black – 255 white) of what is drawn; the contrast test reads them. */
export const CAPTCHA_GREYS = {
  background: 0xff,
  /** The characters and the thread: between these two levels. */
  ink: [0x10, 0x38],
  /** Decoys and curves behind the text: between these two levels, far lighter than the ink. */
  clutter: [0xc8, 0xe6],
} as const;
/** The least space between two characters' rotated boxes, and between a character and the edge. */
export const CAPTCHA_GAP = 3;

const between = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const hex = (v: number) => {
  const h = Math.round(v).toString(16).padStart(2, '0');
  return `#${h}${h}${h}`;
};
const ink = () => hex(between(...CAPTCHA_GREYS.ink));
const clutter = () => hex(between(...CAPTCHA_GREYS.clutter));

export type GlyphBox = { char: string; x0: number; x1: number; y0: number; y1: number };
type Placed = GlyphBox & { size: number; stretch: number; angle: number; cx: number; cy: number };

/** A glyph's box after stretching its width and rotating it about its centre. */
function rotatedBox(char: string, size: number, stretch: number, angle: number) {
  const box = font.getPath(char, 0, 0, size).getBoundingBox();
  const w = (box.x2 - box.x1) * stretch;
  const h = box.y2 - box.y1;
  const [c, s] = [Math.abs(Math.cos(angle)), Math.abs(Math.sin(angle))];
  return { width: w * c + h * s, height: w * s + h * c, box };
}

/**
 * Where each character goes: left to right, their rotated boxes at least `CAPTCHA_GAP` apart and
 * inside the picture. The size starts from the picture's height and shrinks until the text fits;
 * the spare width is spread at random between the gaps.
 */
export function layoutGlyphs(text: string, width: number, height: number): Placed[] {
  const chars = [...text];
  const looks = chars.map(() => ({
    scale: between(0.94, 1.06),
    stretch: between(0.9, 1.1),
    angle: (between(-12, 12) * Math.PI) / 180,
  }));
  let size = height * 0.95;
  let boxes = looks.map((l, i) => rotatedBox(chars[i] ?? '', size * l.scale, l.stretch, l.angle));
  const room = () => width - CAPTCHA_GAP * (chars.length + 1) - boxes.reduce((sum, b) => sum + b.width, 0);
  while (room() < 0 || boxes.some((b) => b.height > height - 2 * CAPTCHA_GAP)) {
    size *= 0.97;
    boxes = looks.map((l, i) => rotatedBox(chars[i] ?? '', size * l.scale, l.stretch, l.angle));
  }
  const shares = Array.from({ length: chars.length + 1 }, () => between(0.5, 1.5));
  const spare = room() / shares.reduce((a, b) => a + b, 0);
  let x = CAPTCHA_GAP + (shares[0] ?? 0) * spare;
  return chars.map((char, i) => {
    const { width: w, height: h } = boxes[i] ?? { width: 0, height: 0 };
    const look = looks[i] ?? { scale: 1, stretch: 1, angle: 0 };
    const cx = x + w / 2;
    const slack = (height - 2 * CAPTCHA_GAP - h) / 2;
    const cy = height / 2 + between(-slack, slack) * 0.5;
    x += w + CAPTCHA_GAP + (shares[i + 1] ?? 0) * spare;
    return {
      char,
      size: size * look.scale,
      stretch: look.stretch,
      angle: look.angle,
      cx,
      cy,
      x0: cx - w / 2,
      x1: cx + w / 2,
      y0: cy - h / 2,
      y1: cy + h / 2,
    };
  });
}

const DECOYS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function svgOf(text: string, width: number, height: number) {
  const placed = layoutGlyphs(text, width, height);
  const glyphs = placed.map((g) => {
    const { box } = rotatedBox(g.char, g.size, 1, 0);
    const path = font.getPath(g.char, 0, 0, g.size).toPathData(2);
    const [mx, my] = [(box.x1 + box.x2) / 2, (box.y1 + box.y2) / 2];
    const transform = `translate(${g.cx.toFixed(2)} ${g.cy.toFixed(2)}) rotate(${((g.angle * 180) / Math.PI).toFixed(2)}) scale(${g.stretch.toFixed(3)} 1) translate(${(-mx).toFixed(2)} ${(-my).toFixed(2)})`;
    const colour = ink();
    return `<path transform="${transform}" d="${path}" fill="${colour}" stroke="${colour}" stroke-width="1.2"/>`;
  });
  // Behind the text: faint characters of every kind and curves, lighter than any ink.
  const decoys = Array.from({ length: Math.round(width / 30) }, () => {
    const char = DECOYS[randomInt(DECOYS.length)] ?? 'A';
    const path = font.getPath(char, 0, 0, height * between(0.3, 0.6)).toPathData(1);
    const at = `translate(${between(0, width).toFixed(0)} ${between(height * 0.3, height).toFixed(0)}) rotate(${between(-40, 40).toFixed(0)})`;
    return `<path transform="${at}" d="${path}" fill="${clutter()}"/>`;
  });
  const point = () => `${between(0, width).toFixed(0)} ${between(0, height).toFixed(0)}`;
  const curves = Array.from(
    { length: 4 },
    () =>
      `<path d="M0 ${between(0, height).toFixed(0)} C${point()} ${point()} ${width} ${between(0, height).toFixed(0)}" stroke="${clutter()}" stroke-width="${between(1.5, 3).toFixed(1)}" fill="none"/>`,
  );
  // The thread: one thin dark line through the middle of every character, so no column is blank.
  const through = placed.map((g) => `${g.cx.toFixed(1)} ${(g.cy + between(-0.2, 0.2) * (g.y1 - g.y0)).toFixed(1)}`);
  const thread = `<path d="M${(placed[0]?.x0 ?? 0).toFixed(1)} ${between(height * 0.35, height * 0.65).toFixed(1)} L${through.join(' L')} L${(placed.at(-1)?.x1 ?? width).toFixed(1)} ${between(height * 0.35, height * 0.65).toFixed(1)}" stroke="${ink()}" stroke-width="1.4" fill="none" stroke-linejoin="round"/>`;
  const background = hex(CAPTCHA_GREYS.background);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/>${decoys.join('')}${curves.join('')}${glyphs.join('')}${thread}</svg>`;
}

/** A pixel is a speck when its two random bytes read below this: 1 in 150. */
const SPECK_BELOW = Math.round(65_536 / 150);
const INK_SPAN = CAPTCHA_GREYS.ink[1] - CAPTCHA_GREYS.ink[0];

/**
 * Bends the picture gently (each column moves up/down and each row left/right along a random sine
 * wave, at most 1.5 pixels) and sprinkles sparse specks of ink and of background.
 */
function wave(pixels: Buffer, width: number, height: number) {
  const out = Buffer.alloc(pixels.length, CAPTCHA_GREYS.background);
  // three random bytes a pixel, drawn at once (one call, not two or three per pixel: 1.1 of the 12 ms of
  // CPU a picture took): whether it is a speck (1 in 150), and whether of ink (which grey) or of background
  const noise = randomBytes(pixels.length * 3);
  const [ay, ly, py] = [between(0.6, 1.5), between(40, 70), between(0, Math.PI * 2)];
  const [ax, lx, px] = [between(0.6, 1.5), between(25, 45), between(0, Math.PI * 2)];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const sy = Math.round(y + ay * Math.sin((2 * Math.PI * x) / ly + py));
      const sx = Math.round(x + ax * Math.sin((2 * Math.PI * y) / lx + px));
      const at = y * width + x;
      if (sx >= 0 && sx < width && sy >= 0 && sy < height)
        out[at] = pixels[sy * width + sx] ?? CAPTCHA_GREYS.background;
      if (noise.readUInt16LE(at * 3) < SPECK_BELOW) {
        const pick = noise[at * 3 + 2] ?? 0;
        out[at] = pick < 128 ? CAPTCHA_GREYS.ink[0] + (pick % INK_SPAN) : CAPTCHA_GREYS.background;
      }
    }
  }
  return out;
}

/** The PNG of `text` on a `width`×`height` picture (grey, one channel). */
export async function captchaPng(text: string, width: number, height: number) {
  const pixels = await sharp(Buffer.from(svgOf(text, width, height)))
    .flatten({ background: hex(CAPTCHA_GREYS.background) })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer();
  return sharp(wave(pixels, width, height), { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
