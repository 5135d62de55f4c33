import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { renderLetterPdf } from '../apps/server/src/modules/admission-letter/letter-pdf';

/**
 * The admission letter's PDF (issue 21 item 5, decision 065), as the download makes it: time of the
 * first letter (pdfmake and the fonts loading), then the median, p95 and max of BENCH_LETTERS more
 * (default 30) made one after another, and the size of each. It prints numbers; nothing here passes
 * or fails. Run: `node --import tsx bench/admission-letter.ts` (BENCH_LETTER_OUT=file.pdf keeps one).
 */

const COUNT = Number(process.env.BENCH_LETTERS ?? 30);

const input = (n: number) => ({
  data: {
    profileId: `MH2026C${String(n).padStart(6, '0')}`,
    nameEn: 'Sneha Dnyaneshwar Kulkarni',
    nameMr: 'स्नेहा ज्ञानेश्वर कुलकर्णी',
    academicYear: '2026-27',
    instituteCode: 'AHL00001',
    instituteName: 'Sant Dnyaneshwar Technical Institute, Anandibazar',
    instituteAddress: 'Suyash Arcade, Near Police Station, Anandibazar, Tal. Ahilyanagar – 414001',
    districtEn: 'Ahilyanagar',
    districtMr: 'अहिल्यानगर',
    courseCode: 'AGR-0015',
    courseName: 'Dairy Farmer / Entrepreneur (Level 3)',
    durationEn: '90 Hours',
    durationMr: '९० तास',
  },
  referenceNo: `MSBSVETE/ADM/2026-27/${String(n).padStart(6, '0')}`,
  issuedAt: new Date('2026-06-15T06:30:00Z'),
  verifyUrl: `https://portal.example.in/verify-letter/${n.toString(36).toUpperCase()}-O6TKV34WPIL37LDI`,
  revoked: false,
});

let started = performance.now();
const first = await renderLetterPdf(input(1));
const firstMs = performance.now() - started;
if (process.env.BENCH_LETTER_OUT) fs.writeFileSync(process.env.BENCH_LETTER_OUT, first);

const times: number[] = [];
const sizes: number[] = [];
for (let n = 2; n < COUNT + 2; n++) {
  started = performance.now();
  const pdf = await renderLetterPdf(input(n));
  times.push(performance.now() - started);
  sizes.push(pdf.length);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(`admission letter PDF, ${COUNT} letters after the first`);
console.log(`  first (pdfmake and fonts loading): ${firstMs.toFixed(0)} ms, ${kb(first.length)} KB`);
console.log(`  then: median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`);
console.log(`  size: ${kb(Math.min(...sizes))}–${kb(Math.max(...sizes))} KB`);
console.log(`  resident memory: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
