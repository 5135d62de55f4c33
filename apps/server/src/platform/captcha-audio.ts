import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from '@portal/shared';

/**
 * The audio captcha (WCAG 1.1.1): the answer spoken character by character in English or Marathi,
 * from clips made once with espeak-ng (scripts/captcha-clips.mjs: six voices per character, raw PCM,
 * 11,025 Hz, 8-bit). Each request mixes them anew so that no recording can be looked up (issue 17
 * item 9, decision 042): per character a random voice, speed, a pitch and tempo that wobble, a
 * random loudness and pause; a random room echo; other characters murmured in random voices
 * throughout (babble, well below the speech); and noise. Levels are set from the speech's loudness,
 * so the speech stays well above the babble and the noise (see SPEECH_TO_*).
 */
const RATE = 11_025;
const clipsDir = path.join(import.meta.dirname, 'captcha-clips');

/** A random number in [0, 1); tests pass a seeded one. */
export type Random = () => number;
const cryptoRandom: Random = () => randomInt(2 ** 47) / 2 ** 47;

/** Speech level over the babble and over the noise, in dB (root-mean-square while a character sounds). */
export const SPEECH_TO_BABBLE_DB = 7;
export const SPEECH_TO_NOISE_DB = 12;

const clips = new Map<Lang, Map<string, Float32Array[]>>();

/** Every recording of every character of `lang`, each scaled to the same RMS (0.15). */
function recordings(lang: Lang) {
  let byChar = clips.get(lang);
  if (!byChar) {
    byChar = new Map();
    const dir = path.join(clipsDir, lang);
    for (const name of fs.readdirSync(dir).sort()) {
      const raw = fs.readFileSync(path.join(dir, name));
      const samples = Float32Array.from(raw, (b) => (b - 128) / 128);
      let power = 0;
      for (const s of samples) power += s * s;
      const scale = 0.15 / Math.sqrt(power / samples.length);
      for (let i = 0; i < samples.length; i += 1) samples[i] = (samples[i] as number) * scale;
      const char = name.slice(0, name.indexOf('-'));
      byChar.set(char, [...(byChar.get(char) ?? []), samples]);
    }
    clips.set(lang, byChar);
  }
  return byChar;
}

/**
 * One recording of `char` spoken anew: a random voice, at a random speed whose pitch and tempo
 * wobble (a slow sine on the playback rate), at `gain`.
 */
function spoken(lang: Lang, char: string, gain: number, random: Random) {
  const voices = recordings(lang).get(char) ?? [];
  const samples = voices[Math.floor(random() * voices.length)] ?? new Float32Array(0);
  const speed = 0.86 + random() * 0.28;
  const depth = 0.08 + random() * 0.1;
  const wobble = (2 * Math.PI * (2 + random() * 3)) / RATE;
  const phase = random() * 2 * Math.PI;
  const out = new Float32Array(Math.ceil(samples.length / (speed * (1 - depth))) + 1);
  let at = 0;
  let i = 0;
  for (; at < samples.length - 1; i += 1) {
    const j = Math.floor(at);
    const a = samples[j] as number;
    out[i] = (a + ((samples[j + 1] as number) - a) * (at - j)) * gain;
    at += speed * (1 + depth * Math.sin(wobble * i + phase));
  }
  return out.subarray(0, i);
}

const between = (random: Random, min: number, max: number) => min + random() * (max - min);

/**
 * A fast generator for the noise's many samples (xoshiro128**, 128 bits of state seeded from
 * `random`): crypto's randomInt per sample would take longer than the rest of the mix.
 */
function fast(random: Random): Random {
  const s = Uint32Array.from({ length: 4 }, () => Math.floor(random() * 2 ** 32) | 1);
  const rotl = (x: number, k: number) => (x << k) | (x >>> (32 - k));
  return () => {
    const [a = 0, b = 0, c = 0, d = 0] = s;
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    s[2] = c ^ a;
    s[3] = d ^ b;
    s[1] = b ^ c ^ a;
    s[0] = a ^ d ^ b;
    s[2] = (s[2] as number) ^ (b << 9);
    s[3] = rotl(s[3] as number, 11);
    return result / 2 ** 32;
  };
}

type Spans = (readonly [number, number])[];

/** Root mean square over the spans. */
function level(samples: Float32Array, spans: Spans) {
  let power = 0;
  let count = 0;
  for (const [from, to] of spans)
    for (let i = from; i < to; i += 1) {
      power += (samples[i] as number) ** 2;
      count += 1;
    }
  return Math.sqrt(power / Math.max(1, count));
}

/** Scaled so that its level over the spans is `target`. */
function scaleTo(samples: Float32Array, spans: Spans, target: number) {
  const scale = target / (level(samples, spans) || 1);
  for (let i = 0; i < samples.length; i += 1) samples[i] = (samples[i] as number) * scale;
}

/** A small random room (Schroeder: four combs, two all-passes), mixed in at `wet`. */
function echo(dry: Float32Array, random: Random) {
  const wet = between(random, 0.15, 0.3);
  const feedback = between(random, 0.6, 0.75);
  const size = between(random, 0.8, 1.2);
  const combs = [0.0297, 0.0371, 0.0411, 0.0437].map((s) => Math.round(s * size * RATE));
  const room = new Float32Array(dry.length);
  for (const delay of combs) {
    const line = new Float32Array(delay);
    for (let i = 0; i < dry.length; i += 1) {
      const out = line[i % delay] as number;
      line[i % delay] = (dry[i] as number) + out * feedback;
      room[i] = (room[i] as number) + out / combs.length;
    }
  }
  for (const delay of [0.005, 0.0017].map((s) => Math.round(s * RATE))) {
    const line = new Float32Array(delay);
    for (let i = 0; i < room.length; i += 1) {
      const held = line[i % delay] as number;
      const input = room[i] as number;
      line[i % delay] = input + held * 0.5;
      room[i] = held - input * 0.5;
    }
  }
  for (let i = 0; i < dry.length; i += 1) dry[i] = (dry[i] as number) * (1 - wet) + (room[i] as number) * wet;
}

/**
 * The three layers of one captcha, before they are summed: the answer spoken (`speech`), other
 * characters murmured throughout (`babble`) and `noise`, with `spans`, where each character sounds.
 */
export function captchaTracks(answer: string, lang: Lang, decoys: string, random: Random = cryptoRandom) {
  const pieces: { at: number; samples: Float32Array }[] = [];
  let at = Math.round(RATE * between(random, 0.3, 0.6));
  for (const char of answer) {
    const samples = spoken(lang, char, between(random, 0.7, 1.3), random);
    pieces.push({ at, samples });
    at += samples.length + Math.round(RATE * between(random, 0.45, 0.85));
  }
  const length = at;
  const speech = new Float32Array(length);
  for (const piece of pieces) speech.set(piece.samples, piece.at);
  echo(speech, random);
  const spans: Spans = pieces.map((p) => [p.at, p.at + p.samples.length]);
  const speechLevel = level(speech, spans);

  // Babble: other characters, back to back with small gaps, from before the start to past the end.
  const babble = new Float32Array(length);
  for (let t = -Math.round(RATE * between(random, 0, 0.4)); t < length; ) {
    const decoy = decoys[Math.floor(random() * decoys.length)] ?? 'A';
    const samples = spoken(lang, decoy, between(random, 0.7, 1.3), random);
    for (let i = Math.max(0, -t); i < samples.length && t + i < length; i += 1)
      babble[t + i] = (babble[t + i] as number) + (samples[i] as number);
    t += samples.length + Math.round(RATE * between(random, -0.1, 0.2));
  }
  scaleTo(babble, spans, speechLevel / 10 ** (SPEECH_TO_BABBLE_DB / 20));

  // Noise: white mixed with a low rumble (one-pole low-pass), the mix random.
  const noise = new Float32Array(length);
  const tilt = between(random, 0.2, 0.8);
  const sample = fast(random);
  let low = 0;
  for (let i = 0; i < length; i += 1) {
    const white = sample() * 2 - 1;
    low = low * 0.95 + white * 0.05;
    noise[i] = white * (1 - tilt) + low * 4 * tilt;
  }
  scaleTo(noise, spans, speechLevel / 10 ** (SPEECH_TO_NOISE_DB / 20));
  return { speech, babble, noise, spans };
}

export function captchaWav(answer: string, lang: Lang, decoys: string, random: Random = cryptoRandom): Buffer {
  const { speech, babble, noise } = captchaTracks(answer, lang, decoys, random);
  const mix = new Float32Array(speech.length);
  for (let i = 0; i < mix.length; i += 1) mix[i] = (speech[i] as number) + (babble[i] as number) + (noise[i] as number);
  return wav8(mix);
}

function wav8(samples: Float32Array) {
  const body = Buffer.alloc(samples.length);
  for (let i = 0; i < samples.length; i += 1)
    body[i] = Math.max(0, Math.min(255, Math.round((samples[i] as number) * 127 + 128)));
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
