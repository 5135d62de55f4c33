import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from '@portal/shared';

/**
 * The attacker of the audio captcha who has our whole clip set (issue 17 item 9): every committed
 * recording of every character, at a grid of speeds, matched against the captcha with sliding
 * alignment. It finds the `length` loudest stretches of the recording (where the characters are: the
 * murmur in between is quieter), then scores each character by the best correlation of one of its
 * templates' log-spectrogram patches within ±0.3 s of the stretch (tolerant of phase, loudness and
 * noise: the captcha's noise floor is added to the clean templates first). Stronger than waveform
 * cross-correlation, which varied speed and phase defeat. Used by captcha-audio.test.ts (small seeded
 * sample, coarse grid) and bench/captcha-audio.ts (larger sample, finer grid, several plays).
 */
const RATE = 11_025;
const FRAME = 256;
const BANDS = 32;
const SLACK_S = 0.3;

interface Template {
  char: string;
  /** Band energies per frame (linear). */
  spectrum: Float64Array[];
}

/** Clip files of one language: `<char>.u8` or `<char>-<variant>.u8` (raw unsigned 8-bit PCM). */
function loadClips(dir: string) {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.u8'))
    .map((name) => ({
      char: name[0] ?? '',
      samples: Float64Array.from(fs.readFileSync(path.join(dir, name)), (b) => (b - 128) / 128),
    }));
}

function resample(samples: Float64Array, speed: number) {
  const out = new Float64Array(Math.floor(samples.length / speed));
  for (let i = 0; i < out.length; i += 1) {
    const at = i * speed;
    const j = Math.floor(at);
    const a = samples[j] ?? 0;
    const b = samples[j + 1] ?? a;
    out[i] = a + (b - a) * (at - j);
  }
  return out;
}

/** In-place iterative radix-2 FFT (length a power of two). */
function fft(re: Float64Array, im: Float64Array) {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j] as number, re[i] as number];
      [im[i], im[j]] = [im[j] as number, im[i] as number];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const angle = (-2 * Math.PI) / len;
    const wr = Math.cos(angle);
    const wi = Math.sin(angle);
    for (let i = 0; i < n; i += len) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < len / 2; k += 1) {
        const a = i + k;
        const b = a + len / 2;
        const xr = (re[b] as number) * cr - (im[b] as number) * ci;
        const xi = (re[b] as number) * ci + (im[b] as number) * cr;
        re[b] = (re[a] as number) - xr;
        im[b] = (im[a] as number) - xi;
        re[a] = (re[a] as number) + xr;
        im[a] = (im[a] as number) + xi;
        const nr = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = nr;
      }
    }
  }
}

const HANN = Float64Array.from({ length: FRAME }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME));
// Log-spaced bands from ~100 Hz to 5 kHz over the FFT bins.
const BAND_EDGES = Array.from({ length: BANDS + 1 }, (_, b) =>
  Math.round(((100 * (5000 / 100) ** (b / BANDS)) / RATE) * FRAME),
);

/** Band energies per frame (linear). */
function spectrogram(samples: Float64Array, hop: number) {
  const frames: Float64Array[] = [];
  const re = new Float64Array(FRAME);
  const im = new Float64Array(FRAME);
  for (let start = 0; start + FRAME <= samples.length; start += hop) {
    for (let i = 0; i < FRAME; i += 1) {
      re[i] = (samples[start + i] as number) * (HANN[i] as number);
      im[i] = 0;
    }
    fft(re, im);
    const bands = new Float64Array(BANDS);
    for (let b = 0; b < BANDS; b += 1) {
      let energy = 0;
      const lo = BAND_EDGES[b] as number;
      const hi = Math.max(lo + 1, BAND_EDGES[b + 1] as number);
      for (let k = lo; k < hi; k += 1) energy += (re[k] as number) ** 2 + (im[k] as number) ** 2;
      bands[b] = energy / (hi - lo);
    }
    frames.push(bands);
  }
  return frames;
}

/** Per band, the 10th percentile of the signal's energy: the floor of its noise. */
function noiseFloor(frames: Float64Array[]) {
  const floor = new Float64Array(BANDS);
  for (let b = 0; b < BANDS; b += 1) {
    const values = frames.map((f) => f[b] as number).sort((x, y) => x - y);
    floor[b] = (values[Math.floor(values.length / 10)] ?? 0) + 1e-6;
  }
  return floor;
}

/** Centres (in samples) of the `count` loudest 0.3 s stretches at least 0.45 s apart, in time order. */
function loudest(samples: Float64Array, count: number, hop: number) {
  const frames = Math.floor(samples.length / hop);
  const energy = new Float64Array(frames);
  for (let f = 0; f < frames; f += 1) {
    let sum = 0;
    for (let i = f * hop; i < (f + 1) * hop; i += 1) sum += (samples[i] as number) ** 2;
    energy[f] = sum;
  }
  const half = Math.round((0.15 * RATE) / hop);
  const windowed = new Float64Array(frames);
  for (let f = 0; f < frames; f += 1) {
    let sum = 0;
    for (let g = Math.max(0, f - half); g < Math.min(frames, f + half); g += 1) sum += energy[g] as number;
    windowed[f] = sum;
  }
  const apart = Math.round((0.45 * RATE) / hop);
  const centres: number[] = [];
  for (let n = 0; n < count; n += 1) {
    let best = 0;
    for (let f = 0; f < frames; f += 1) if ((windowed[f] as number) > (windowed[best] as number)) best = f;
    centres.push(best * hop);
    for (let f = Math.max(0, best - apart); f < Math.min(frames, best + apart); f += 1) windowed[f] = -1;
  }
  return centres.sort((a, b) => a - b);
}

/** A template's log-spectrogram, flattened, its mean removed, and its sum of squares. */
function centred(frames: Float64Array[], floor: Float64Array) {
  const flat = new Float64Array(frames.length * BANDS);
  frames.forEach((frame, f) => {
    for (let k = 0; k < BANDS; k += 1) flat[f * BANDS + k] = Math.log((frame[k] as number) + (floor[k] as number));
  });
  const mean = flat.reduce((a, b) => a + b, 0) / flat.length;
  let squares = 0;
  for (let i = 0; i < flat.length; i += 1) {
    flat[i] = (flat[i] as number) - mean;
    squares += (flat[i] as number) ** 2;
  }
  return { flat, squares };
}

/**
 * Best Pearson correlation of a template's patch (`centred`) with the signal's log-spectrogram
 * (`signal`, flattened frames × bands) where the template starts within `slack` frames of `start`.
 */
function patchScore(
  signal: Float64Array,
  template: { flat: Float64Array; squares: number },
  start: number,
  slack: number,
) {
  const size = template.flat.length;
  let best = -1;
  const last = Math.min(signal.length - size, (start + slack) * BANDS);
  for (let offset = Math.max(0, (start - slack) * BANDS); offset <= last; offset += BANDS) {
    let sum = 0;
    let sumSq = 0;
    let cross = 0;
    for (let i = 0; i < size; i += 1) {
      const x = signal[offset + i] as number;
      sum += x;
      sumSq += x * x;
      cross += x * (template.flat[i] as number);
    }
    const r = cross / Math.sqrt((sumSq - (sum * sum) / size) * template.squares + 1e-9);
    if (r > best) best = r;
  }
  return best;
}

/** The attacker, ready: every clip of `lang` in `alphabet` at every speed of the grid. */
export function captchaAudioSolver(options: {
  clipsDir: string;
  lang: Lang;
  alphabet: string;
  speeds: number[];
  /** Frame step in samples (128: 11.6 ms; 256 is four times cheaper). */
  hop: number;
}) {
  const { hop } = options;
  const templates: Template[] = [];
  for (const { char, samples } of loadClips(path.join(options.clipsDir, options.lang))) {
    if (!options.alphabet.includes(char)) continue;
    for (const speed of options.speeds) templates.push({ char, spectrum: spectrogram(resample(samples, speed), hop) });
  }

  /** One WAV (8-bit mono, as the server sends it) read: per character position, each character's best score. */
  return function read(wav: Buffer, length: number) {
    const data = wav.indexOf('data') + 8;
    const samples = Float64Array.from(wav.subarray(data), (b) => (b - 128) / 128);
    const linear = spectrogram(samples, hop);
    const floor = noiseFloor(linear);
    const signal = new Float64Array(linear.length * BANDS);
    linear.forEach((frame, f) => {
      for (let k = 0; k < BANDS; k += 1) signal[f * BANDS + k] = Math.log((frame[k] as number) + (floor[k] as number));
    });
    // The templates are clean: the captcha's noise floor is added to them before comparing.
    const ready = templates.map((t) => ({ char: t.char, frames: t.spectrum.length, ...centred(t.spectrum, floor) }));
    const slack = Math.round((SLACK_S * RATE) / hop);
    return loudest(samples, length, hop).map((centre) => {
      const scores = new Map<string, number>();
      for (const template of ready) {
        const score = patchScore(signal, template, Math.round(centre / hop - template.frames / 2), slack);
        if (score > (scores.get(template.char) ?? -Infinity)) scores.set(template.char, score);
      }
      return scores;
    });
  };
}

/**
 * The answer from one or more readings of the same captcha (a captcha may be played up to 5 times,
 * each mixed anew): per position, the character with the highest score summed over the plays.
 */
export function answerOf(readings: Map<string, number>[][]) {
  return (readings[0] ?? [])
    .map((_, position) => {
      const total = new Map<string, number>();
      for (const reading of readings)
        for (const [char, score] of reading[position] ?? []) total.set(char, (total.get(char) ?? 0) + score);
      return [...total].reduce((best, entry) => (entry[1] > best[1] ? entry : best), ['?', -Infinity])[0];
    })
    .join('');
}
