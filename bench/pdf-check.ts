import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { assertInertPdf } from '../apps/server/src/platform/file-intake/content';

/**
 * The PDF check (content.ts → a piscina thread → pdf-check.ts and pdf-rebuild.ts), as an upload
 * meets it: time per normal 1 MB scan (checked and rebuilt), and a decompression bomb (an object
 * stream inflating 1000:1, 1.5 MB → 1.5 GB, issue 17 item 5): time to refusal and the process's
 * resident memory (the threads' included) before, at its peak while checking, and after.
 * It prints numbers; nothing here passes or fails. Run: `node --import tsx bench/pdf-check.ts`.
 * Environment: BENCH_PDF_SCANS (default 20), BENCH_PDF_BOMB_MB (inflated size, default 1536).
 */

const SCANS = Number(process.env.BENCH_PDF_SCANS ?? 20);
const BOMB_MB = Number(process.env.BENCH_PDF_BOMB_MB ?? 1536);
const MB = 1024 * 1024;

/**
 * A one-page PDF drawing a 1 MB image, as a scanner writes it. Neither the check nor the rebuild
 * decodes image data, so random bytes stand for the JPEG.
 */
function scan() {
  const image = randomBytes(MB);
  const content = 'q 595 0 0 842 0 0 cm /Im0 Do Q';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ].map((text, i) => Buffer.from(`${i + 1} 0 obj\n${text}\nendobj\n`));
  const imageHead = `5 0 obj\n<< /Type /XObject /Subtype /Image /Width 1240 /Height 1754 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length ${image.length} >>\nstream\n`;
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    ...objects,
    Buffer.from(imageHead),
    image,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** An object stream holding one object and then `inflatedMb` of blanks, deflated (~1000:1). */
async function bomb(inflatedMb: number) {
  const deflate = zlib.createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  deflate.write('6 0 << >> ');
  const block = Buffer.alloc(16 * MB, ' ');
  for (let written = 0; written < inflatedMb * MB; written += block.length) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const packed = Buffer.concat(chunks);
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
        '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
        '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n' +
        `5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
    ),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

const rssMb = () => Math.round(process.memoryUsage().rss / MB);
const outcome = (error: unknown) => (error as { message?: string }).message ?? String(error);

const file = scan();
console.log(`scan: ${(file.length / MB).toFixed(2)} MB`);
await assertInertPdf(file); // the first check boots a thread
const times: number[] = [];
let served = 0;
for (let i = 0; i < SCANS; i++) {
  const start = performance.now();
  served = (await assertInertPdf(file)).length;
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(1);
console.log(
  `scan checked and rebuilt, ${SCANS} times: median ${at(0.5)} ms, p90 ${at(0.9)} ms; served ${(served / MB).toFixed(2)} MB`,
);

const attack = await bomb(BOMB_MB);
globalThis.gc?.();
const before = rssMb();
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb());
}, 5);
const start = performance.now();
const result = await assertInertPdf(attack).then(
  () => 'accepted',
  (error) => `refused (${outcome(error)})`,
);
const took = performance.now() - start;
clearInterval(sampler);
peak = Math.max(peak, rssMb());
console.log(
  `bomb ${(attack.length / MB).toFixed(2)} MB → ${BOMB_MB} MB inflated: ${result} in ${took.toFixed(0)} ms; ` +
    `RSS before ${before} MB, peak ${peak} MB, after ${rssMb()} MB`,
);
process.exit(0);
