import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from '@portal/shared';

/**
 * The audio captcha (WCAG 1.1.1): the answer spoken character by character in English or Marathi,
 * from clips made once with espeak-ng (scripts/captcha-clips.mjs: raw PCM, 11,025 Hz, 8-bit). Each request
 * mixes them anew: random pauses, speed and loudness per character, hiss throughout and other
 * characters murmured quietly in the pauses, so two recordings of one answer never match.
 */
const RATE = 11_025;
const clipsDir = path.join(import.meta.dirname, 'captcha-clips');
const clips = new Map<string, Float32Array>();

function clip(lang: Lang, char: string): Float32Array {
  const key = `${lang}/${char}`;
  let samples = clips.get(key);
  if (!samples) {
    const raw = fs.readFileSync(path.join(clipsDir, lang, `${char}.u8`));
    samples = Float32Array.from(raw, (b) => (b - 128) / 128);
    clips.set(key, samples);
  }
  return samples;
}

const between = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);

/** The clip at another speed (linear interpolation), louder or softer. */
function varied(samples: Float32Array, speed: number, gain: number) {
  const out = new Float32Array(Math.floor(samples.length / speed));
  for (let i = 0; i < out.length; i += 1) {
    const at = i * speed;
    const j = Math.floor(at);
    const a = samples[j] ?? 0;
    const b = samples[j + 1] ?? a;
    out[i] = (a + (b - a) * (at - j)) * gain;
  }
  return out;
}

export function captchaWav(answer: string, lang: Lang, decoys: string): Buffer {
  const pieces: { at: number; samples: Float32Array }[] = [];
  let at = Math.round(RATE * between(0.3, 0.6));
  for (const char of answer) {
    const spoken = varied(clip(lang, char), between(0.9, 1.1), between(0.75, 1));
    pieces.push({ at, samples: spoken });
    const pause = Math.round(RATE * between(0.5, 0.9));
    const decoy = decoys[randomInt(decoys.length)] ?? 'A';
    pieces.push({ at: at + spoken.length + Math.round(pause * 0.2), samples: varied(clip(lang, decoy), 1, 0.12) });
    at += spoken.length + pause;
  }
  const mix = new Float32Array(at);
  for (let i = 0; i < mix.length; i += 1) mix[i] = between(-0.05, 0.05);
  for (const piece of pieces) {
    piece.samples.forEach((s, i) => {
      mix[piece.at + i] = (mix[piece.at + i] ?? 0) + s;
    });
  }
  return wav8(mix);
}

function wav8(samples: Float32Array) {
  const body = Buffer.from(Array.from(samples, (s) => Math.max(0, Math.min(255, Math.round(s * 127 + 128)))));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + body.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // bytes per second
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(body.length, 40);
  return Buffer.concat([header, body]);
}
