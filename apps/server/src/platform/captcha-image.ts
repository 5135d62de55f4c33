import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import sharp from 'sharp';

/**
 * The captcha picture: a PNG raster, never vector shapes (svg-captcha's one-path-per-glyph SVG was
 * read by a 56-entry lookup table). Each character gets its own rotation, skew, size and height,
 * neighbours overlap, curves and specks cross them, and the whole raster is bent by two waves.
 */

type Glyphs = {
  getPath: (text: string, x: number, y: number, size: number) => { toPathData: (decimals: number) => string };
  getAdvanceWidth: (text: string, size: number) => number;
};
// Only svg-captcha's bundled font (Comismsh, opentype.js) is used: glyph outlines to rasterise.
const font = (createRequire(import.meta.url)('svg-captcha') as { options: { font: Glyphs } }).options.font;

const between = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const grey = () => {
  const v = randomInt(0x20, 0x60).toString(16);
  return `#${v}${v}${v}`;
};

function svgOf(text: string, width: number, height: number, fontSize: number) {
  // Each character steps on by 85% of its width: neighbours touch and overlap.
  const advances = [...text].map((c) => font.getAdvanceWidth(c, fontSize));
  let x = (width - advances.reduce((a, b) => a + b * 0.85, 0)) / 2;
  const glyphs = [...text].map((c, i) => {
    const advance = advances[i] ?? 0;
    const cx = x + (advance * 0.85) / 2 + between(-2, 2);
    x += advance * 0.85;
    const cy = height / 2 + between(-4, 4);
    const path = font.getPath(c, -advance / 2, fontSize * 0.35, fontSize * between(0.85, 1.12)).toPathData(1);
    const transform = `translate(${cx.toFixed(1)} ${cy.toFixed(1)}) rotate(${between(-20, 20).toFixed(1)}) skewX(${between(-10, 10).toFixed(1)})`;
    const colour = grey();
    return `<path transform="${transform}" d="${path}" fill="${colour}" stroke="${colour}" stroke-width="1.3"/>`;
  });
  const curves = Array.from({ length: 3 }, () => {
    const p = () => `${between(0, width).toFixed(0)} ${between(0, height).toFixed(0)}`;
    return `<path d="M0 ${between(5, height - 5).toFixed(0)} C${p()} ${p()} ${width} ${between(5, height - 5).toFixed(0)}" stroke="${grey()}" stroke-width="${between(1, 1.8).toFixed(1)}" fill="none"/>`;
  });
  const specks = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${between(0, width).toFixed(0)}" cy="${between(0, height).toFixed(0)}" r="${between(0.5, 1.4).toFixed(1)}" fill="${grey()}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${glyphs.join('')}${curves.join('')}${specks.join('')}</svg>`;
}

/** Bends the picture: each column moves up/down and each row left/right along a random sine wave. */
function wave(pixels: Buffer, width: number, height: number) {
  const out = Buffer.alloc(pixels.length, 0xff);
  const [ay, ly, py] = [between(1.5, 3), between(25, 50), between(0, Math.PI * 2)];
  const [ax, lx, px] = [between(1, 2.5), between(15, 30), between(0, Math.PI * 2)];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const sy = Math.round(y + ay * Math.sin((2 * Math.PI * x) / ly + py));
      const sx = Math.round(x + ax * Math.sin((2 * Math.PI * y) / lx + px));
      if (sx >= 0 && sx < width && sy >= 0 && sy < height) out[y * width + x] = pixels[sy * width + sx] ?? 0xff;
      if (randomInt(40) === 0) out[y * width + x] = randomInt(0x40, 0xe0); // salt-and-pepper noise
    }
  }
  return out;
}

export async function captchaPng(text: string, width: number, height: number, fontSize: number) {
  const pixels = await sharp(Buffer.from(svgOf(text, width, height, fontSize)))
    .flatten({ background: '#ffffff' })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer();
  return sharp(wave(pixels, width, height), { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
