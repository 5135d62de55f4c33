// Generates the audio captcha's spoken characters once (committed; the server only mixes them):
// apps/server/src/platform/captcha-clips/<lang>/<char>-<variant>.u8: raw PCM, 11,025 Hz, unsigned
// 8-bit mono, silence trimmed, peak-normalised (the server adds the WAV header when it mixes an answer).
// Six recordings of each character per language, in different espeak-ng voices (accent, male and
// female variants), pitches and speeds, so that no single recording of a character is the one to match.
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
// [voice, pitch 0–99, words per minute] per recording.
const VARIANTS = [
  ['', 50, 140],
  ['+f2', 62, 135],
  ['+m3', 38, 150],
  ['+f4', 70, 130],
  ['+m7', 32, 145],
  ['+f5', 56, 155],
];
const say = {
  en: (c, variant) => [
    '-v',
    ['en-gb', 'en-us', 'en-gb-scotland', 'en-029', 'en-gb-x-rp', 'en-us'][variant] + VARIANTS[variant][0],
    '-m',
    `<speak><say-as interpret-as="characters">${c}</say-as></speak>`,
  ],
  mr: (c, variant) => ['-v', `mr${VARIANTS[variant][0]}`, MARATHI[c]],
};
const out = path.resolve(import.meta.dirname, '../apps/server/src/platform/captcha-clips');

/** espeak-ng's WAV (22,050 Hz, 16-bit) → trimmed, at half the rate, peak at 90 %, raw unsigned 8-bit PCM. */
function clip(wav) {
  const data = wav.indexOf('data') + 8;
  const samples = [];
  for (let i = data; i + 3 < wav.length; i += 4) samples.push((wav.readInt16LE(i) + wav.readInt16LE(i + 2)) / 2);
  const loud = (s) => Math.abs(s) > 600;
  const first = samples.findIndex(loud);
  const last = samples.findLastIndex(loud);
  const kept = samples.slice(Math.max(0, first - 200), last + 200);
  const peak = Math.max(...kept.map(Math.abs));
  return Buffer.from(kept.map((s) => Math.max(0, Math.min(255, Math.round((s / peak) * 115) + 128))));
}

for (const [lang, args] of Object.entries(say)) {
  fs.rmSync(path.join(out, lang), { recursive: true, force: true });
  fs.mkdirSync(path.join(out, lang), { recursive: true });
  for (const c of CHARS) {
    VARIANTS.forEach(([, pitch, speed], variant) => {
      const wav = execFileSync('espeak-ng', [
        '-p',
        String(pitch),
        '-s',
        String(speed),
        '--stdout',
        ...args(c, variant),
      ]);
      fs.writeFileSync(path.join(out, lang, `${c}-${variant}.u8`), clip(wav));
    });
  }
}
