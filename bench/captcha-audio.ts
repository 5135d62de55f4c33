import { randomInt } from 'node:crypto';
import path from 'node:path';
import { CAPTCHA_KINDS, type CaptchaKind, type Lang } from '@portal/shared';
import { captchaTracks, captchaWav } from '../apps/server/src/platform/captcha-audio';
import { ALPHABETS } from '../apps/server/src/platform/captcha-pictures';
import { answerOf, captchaAudioSolver } from '../apps/server/src/test/captcha-audio-solver';

/**
 * The audio captcha (issue 17 item 9, decision 042): how fast it is made, how big it is, how far the
 * speech stands above the babble and the noise, and how often an attacker with our whole clip set
 * reads it (captcha-audio-solver.ts on a fine speed grid), from one play and from the 5 plays one
 * captcha allows (scores summed). Fresh, unseeded captchas. It prints numbers; nothing passes or fails.
 *
 * Run: node --import tsx bench/captcha-audio.ts
 * Environment: BENCH_CAPTCHA_AUDIO (captchas attacked per language and kind, default 30),
 * BENCH_CAPTCHA_AUDIO_PLAYS (default 5).
 */
const CAPTCHAS = Number(process.env.BENCH_CAPTCHA_AUDIO ?? 30);
const PLAYS = Number(process.env.BENCH_CAPTCHA_AUDIO_PLAYS ?? 5);
const GENERATED = 200;
const clipsDir = path.resolve(import.meta.dirname, '../apps/server/src/platform/captcha-clips');
// The playback speeds the server uses (0.86–1.14, wobbling ±6–15 %), in steps of 5 %.
const SPEEDS = [0.78, 0.83, 0.88, 0.93, 0.98, 1.03, 1.08, 1.13, 1.18, 1.23, 1.28];

const randomAnswer = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
const db = (ratio: number) => 20 * Math.log10(ratio);
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

function rmsOver(samples: Float32Array, spans: (readonly [number, number])[]) {
  let power = 0;
  let count = 0;
  for (const [from, to] of spans)
    for (let i = from; i < to; i += 1) {
      power += (samples[i] as number) ** 2;
      count += 1;
    }
  return Math.sqrt(power / count);
}

function generation(lang: Lang, kind: CaptchaKind) {
  const alphabet = ALPHABETS[kind];
  const { length } = CAPTCHA_KINDS[kind];
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < GENERATED; i += 1) {
    const answer = randomAnswer(alphabet, length);
    const start = performance.now();
    bytes += captchaWav(answer, lang, alphabet).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const toBabble: number[] = [];
  const toNoise: number[] = [];
  let clipped = 0;
  let samples = 0;
  for (let i = 0; i < 50; i += 1) {
    const { speech, babble, noise, spans } = captchaTracks(randomAnswer(alphabet, length), lang, alphabet);
    const level = rmsOver(speech, spans);
    toBabble.push(db(level / rmsOver(babble, spans)));
    toNoise.push(db(level / rmsOver(noise, spans)));
    for (let j = 0; j < speech.length; j += 1)
      if (Math.abs((speech[j] as number) + (babble[j] as number) + (noise[j] as number)) > 1) clipped += 1;
    samples += speech.length;
  }
  return {
    msMean: round(times.reduce((a, b) => a + b, 0) / times.length),
    msP95: round(times[Math.floor(times.length * 0.95)] ?? 0),
    kbMean: round(bytes / GENERATED / 1024),
    speechToBabbleDb: `${round(Math.min(...toBabble))}…${round(Math.max(...toBabble))}`,
    speechToNoiseDb: `${round(Math.min(...toNoise))}…${round(Math.max(...toNoise))}`,
    clippedPercent: round((100 * clipped) / samples, 3),
  };
}

function attack(lang: Lang, kind: CaptchaKind) {
  const alphabet = ALPHABETS[kind];
  const { length } = CAPTCHA_KINDS[kind];
  const read = captchaAudioSolver({ clipsDir, lang, alphabet, speeds: SPEEDS, hop: 128 });
  let one = 0;
  let oneChars = 0;
  let all = 0;
  let allChars = 0;
  const cpu = process.cpuUsage();
  for (let i = 0; i < CAPTCHAS; i += 1) {
    const answer = randomAnswer(alphabet, length);
    const readings = Array.from({ length: PLAYS }, () => read(captchaWav(answer, lang, alphabet), length));
    const single = answerOf(readings.slice(0, 1));
    const voted = answerOf(readings);
    one += Number(single === answer);
    all += Number(voted === answer);
    for (let k = 0; k < length; k += 1) {
      oneChars += Number(single[k] === answer[k]);
      allChars += Number(voted[k] === answer[k]);
    }
  }
  const { user, system } = process.cpuUsage(cpu);
  return {
    solvedOnePlay: `${one}/${CAPTCHAS}`,
    charsOnePlay: `${round((100 * oneChars) / (CAPTCHAS * length))} %`,
    [`solved${PLAYS}Plays`]: `${all}/${CAPTCHAS}`,
    [`chars${PLAYS}Plays`]: `${round((100 * allChars) / (CAPTCHAS * length))} %`,
    cpuMsPerPlay: Math.round((user + system) / 1000 / (CAPTCHAS * PLAYS)),
  };
}

const rows: Record<string, unknown>[] = [];
for (const lang of ['en', 'mr'] as const)
  for (const kind of ['login', 'registration'] as const) {
    rows.push({ lang, kind, ...generation(lang, kind), ...attack(lang, kind) });
    console.table(rows.slice(-1));
  }
console.table(rows);
