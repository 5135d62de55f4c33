import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { CAPTCHA_KINDS, type CaptchaKind } from '@portal/shared';
import { captchaPng } from './captcha-image';

/**
 * Characters people cannot take for one another (decision 066). Registration (letters and digits)
 * has none of O/Q/D/0, I/L/1, U/V, 5/S, 2/Z, 8/B, 6/G. Login keeps the spec's letters-only alphabet
 * without I and O, unchanged: with digits absent only U/V could be mixed up, drawn large and upright
 * they are told apart, and every smaller alphabet tried let the audio attacker read more (042, 066).
 */
export const ALPHABETS: Record<CaptchaKind, string> = {
  login: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  registration: 'ACEFHJKMNPRTWXY3479',
};

/** A captcha's answer and its PNG, not yet issued: no row, no id, no expiry until it is. */
export type Picture = { answer: string; png: Buffer };

/** A new answer of `kind`. */
export function newAnswer(kind: CaptchaKind): string {
  const alphabet = ALPHABETS[kind];
  let answer = '';
  for (let i = 0; i < CAPTCHA_KINDS[kind].length; i += 1) answer += alphabet[randomInt(alphabet.length)];
  return answer;
}

/** `answer` drawn as the PNG of a captcha of `kind`. */
export function drawCaptcha(kind: CaptchaKind, answer: string): Promise<Buffer> {
  const { width, height } = CAPTCHA_KINDS[kind];
  return captchaPng(answer, width, height);
}

/** Above this share of a pause spent running (its event loop utilisation), the process is busy. */
const BUSY_SHARE = 0.25;
/** Pictures drawn (about 8 ms each) between two looks at whether the process is busy. */
const PICTURES_PER_LOOK = 10;
/** The timer does not keep a closing process alive; the drawing loop ends at its next turn. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Captcha pictures made ahead, up to `size` of each kind, in this process (decision 076). Drawing one
 * takes about 8 ms of CPU, 2–3 ms of it on the event loop, more than the argon2id check of a sign-in
 * (5.5 ms): when results are announced and hundreds sign in at once, pictures drawn beforehand leave
 * the cores to the sign-ins.
 * Each picture is handed out once. It gets its id, its row and its five minutes only when it is issued
 * (captcha.ts), so a picture that waited is no weaker than a new one. Nothing here is shared: another
 * process keeps its own stock, and a stock lost with its process costs only the drawing.
 * A kind is filled when its captchas have not been asked for during `quietMs` (1 s): a burst takes
 * what was drawn and draws the rest itself, as without a stock, and the stock is drawn again once
 * the burst is over, not during it (drawing beside the burst took its cores back: measured, decision
 * 076). Nor while the process is busy with other requests: every 10 pictures it pauses 1/20 of
 * `quietMs` and goes on only if its event loop was mostly idle meanwhile (drawing beside 200 profile
 * saves after the sign-ins raised their p95 on PostgreSQL from 185–227 ms to 274–373 ms: decision
 * 076). One picture at a time, so refilling takes one of the thread pool's threads at most; a process
 * that serves no captcha of a kind draws none.
 */
export class CaptchaStock {
  readonly #size: number;
  readonly #quietMs: number;
  readonly #ready = new Map<CaptchaKind, Picture[]>();
  readonly #lastTaken = new Map<CaptchaKind, number>();
  /** Kinds whose drawing loop is running (waiting for quiet, or drawing). */
  readonly #filling = new Set<CaptchaKind>();
  #closed = false;

  constructor(size: number, quietMs = 1000) {
    this.#size = size;
    this.#quietMs = quietMs;
  }

  /** A picture drawn ahead, if one is ready; the kind is refilled once it is quiet. */
  take(kind: CaptchaKind): Picture | undefined {
    this.#lastTaken.set(kind, performance.now());
    const picture = this.#ready.get(kind)?.shift();
    this.#fill(kind);
    return picture;
  }

  /** How many pictures of `kind` are ready (tests). */
  count(kind: CaptchaKind): number {
    return this.#ready.get(kind)?.length ?? 0;
  }

  /**
   * Whether this process's event loop was more than `BUSY_SHARE` busy during a short pause (1/20 of
   * `quietMs`, 50 ms): other requests (a burst of profile saves after the sign-ins) come before pictures.
   */
  async #processBusy(): Promise<boolean> {
    const start = performance.eventLoopUtilization();
    await sleep(this.#quietMs / 20);
    return performance.eventLoopUtilization(start).utilization > BUSY_SHARE;
  }

  /** Stops refilling and drops what was made (the app is closing). */
  close() {
    this.#closed = true;
    this.#ready.clear();
  }

  /** One loop per kind: it waits until the kind has been quiet for `quietMs`, draws one, and so on. */
  #fill(kind: CaptchaKind) {
    if (this.#size === 0 || this.#closed || this.#filling.has(kind)) return;
    this.#filling.add(kind);
    const ready = this.#ready.get(kind) ?? [];
    this.#ready.set(kind, ready);
    void (async () => {
      // pictures that may be drawn before the process is looked at again
      let idleFor = 0;
      while (!this.#closed && ready.length < this.#size) {
        const wait = this.#quietMs - (performance.now() - (this.#lastTaken.get(kind) ?? 0));
        if (wait > 0) {
          idleFor = 0;
          await sleep(wait);
        } else if (idleFor === 0) {
          if (await this.#processBusy()) await sleep(this.#quietMs);
          else idleFor = PICTURES_PER_LOOK;
        } else {
          const answer = newAnswer(kind);
          ready.push({ answer, png: await drawCaptcha(kind, answer) });
          idleFor -= 1;
        }
      }
    })()
      // a failed drawing ends the loop: the kind's next request starts another
      .catch(() => undefined)
      .finally(() => this.#filling.delete(kind));
  }
}
