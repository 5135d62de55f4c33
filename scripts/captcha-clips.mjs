// Generates the audio captcha's spoken characters once (committed; the server only mixes them):
// apps/server/src/platform/captcha-clips/<lang>/<char>.u8: raw PCM, 11,025 Hz, unsigned 8-bit mono,
// silence trimmed (the server adds the WAV header when it mixes an answer).
// Needs espeak-ng (apt-get install espeak-ng). Run: node scripts/captcha-clips.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
// How a Marathi speaker names the Latin letters, and the digits in Marathi.
const MARATHI = {
  A: 'ए',
  B: 'बी',
  C: 'सी',
  D: 'डी',
  E: 'ई',
  F: 'एफ',
  G: 'जी',
  H: 'एच',
  J: 'जे',
  K: 'के',
  L: 'एल',
  M: 'एम',
  N: 'एन',
  P: 'पी',
  Q: 'क्यू',
  R: 'आर',
  S: 'एस',
  T: 'टी',
  U: 'यू',
  V: 'व्ही',
  W: 'डब्ल्यू',
  X: 'एक्स',
  Y: 'वाय',
  Z: 'झेड',
  2: 'दोन',
  3: 'तीन',
  4: 'चार',
  5: 'पाच',
  6: 'सहा',
  7: 'सात',
  8: 'आठ',
  9: 'नऊ',
};
const say = {
  en: (c) => ['-v', 'en-gb', '-m', `<speak><say-as interpret-as="characters">${c}</say-as></speak>`],
  mr: (c) => ['-v', 'mr', MARATHI[c]],
};
const out = path.resolve(import.meta.dirname, '../apps/server/src/platform/captcha-clips');

/** espeak-ng's WAV (22,050 Hz, 16-bit) → trimmed, at half the rate, raw unsigned 8-bit PCM. */
function clip(wav) {
  const data = wav.indexOf('data') + 8;
  const samples = [];
  for (let i = data; i + 3 < wav.length; i += 4) samples.push((wav.readInt16LE(i) + wav.readInt16LE(i + 2)) / 2);
  const loud = (s) => Math.abs(s) > 600;
  const first = samples.findIndex(loud);
  const last = samples.findLastIndex(loud);
  const kept = samples.slice(Math.max(0, first - 200), last + 200);
  return Buffer.from(kept.map((s) => Math.max(0, Math.min(255, Math.round(s / 256) + 128))));
}

for (const [lang, args] of Object.entries(say)) {
  fs.mkdirSync(path.join(out, lang), { recursive: true });
  for (const c of CHARS) {
    const wav = execFileSync('espeak-ng', ['-s', '140', '--stdout', ...args(c)]);
    fs.writeFileSync(path.join(out, lang, `${c}.u8`), clip(wav));
  }
}
