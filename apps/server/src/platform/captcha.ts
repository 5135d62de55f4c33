import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { CaptchaKind, Lang } from '@portal/shared';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { captchas } from '../db/schema';
import { captchaWav } from './captcha-audio';
import { ALPHABETS, type CaptchaStock, drawCaptcha, newAnswer } from './captcha-pictures';
import { derivedKey } from './vault';

/**
 * Server-issued captcha (the spec's client-side canvas captcha stops no bot): a PNG picture, or the
 * same answer spoken (audio). The answer is kept hashed for checking and sealed (AES-GCM, server
 * key) only to be spoken; it lives 5 minutes and is used up by the first attempt, right or wrong.
 * Its times are the app's clock (`now`, decision 037), like every other time the portal keeps.
 */

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** A solved login captcha kept for the one 'close other logins?' follow-up of the same account. */
export const CAPTCHA_CONTINUE_MS = 2 * 60 * 1000;

const hashAnswer = (id: string, answer: string) => createHash('sha256').update(`${id}:${answer}`).digest('hex');

type KeyConfig = Pick<Config, 'vaultKey' | 'dataDir'>;
const sealingKey = (config: KeyConfig) => derivedKey(config, 'captcha-answer');

/** The answer under AES-256-GCM, bound to its captcha id (a sealed answer cannot be moved to another row). */
function seal(config: KeyConfig, id: string, answer: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(config), iv).setAAD(Buffer.from(id));
  const body = Buffer.concat([cipher.update(answer, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}
function unseal(config: KeyConfig, id: string, sealed: string) {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(config), bytes.subarray(0, 12)).setAAD(Buffer.from(id));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
const continueKind = (userId: number) => `login-continue:${userId}`;

/** A captcha of `kind` for a visitor: a picture from `stock`, or drawn now; its row written now. */
export async function issueCaptcha(db: Db, config: KeyConfig, stock: CaptchaStock, kind: CaptchaKind, now: Date) {
  const ready = stock.take(kind);
  const answer = ready?.answer ?? newAnswer(kind);
  const id = randomUUID();
  await db.insert(captchas).values({
    id,
    kind,
    answerHash: hashAnswer(id, answer),
    answerSealed: seal(config, id, answer),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  // Old rows are swept now and then rather than by a timer, so any process can do it.
  if (randomInt(50) === 0)
    await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - CAPTCHA_TTL_MS)));
  // Drawn once its row is written: a burst's drawings (2–3 ms of the event loop each) then start one by
  // one as their rows come back, not all in one turn of the loop (500–700 ms for 200 at once, measured).
  const png = ready?.png ?? (await drawCaptcha(kind, answer));
  return { id, answer, image: `data:image/png;base64,${png.toString('base64')}` };
}

/**
 * The answer of a live captcha spoken in `lang` (a WAV), or null when the id is unknown, used or
 * expired. Listening does not use the captcha up; the route limits how often one id is played.
 */
export async function captchaAudio(db: Db, config: KeyConfig, id: string, lang: Lang, now: Date) {
  const [row] = await db
    .select({ kind: captchas.kind, sealed: captchas.answerSealed })
    .from(captchas)
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)));
  if (!row?.sealed || !(row.kind in ALPHABETS)) return null;
  return captchaWav(unseal(config, id, row.sealed), lang, ALPHABETS[row.kind as CaptchaKind]);
}

/**
 * Uses up a captcha and tells whether the text was its answer. Login compares case-sensitively
 * (spec); registration upper-cases the input. `heldFor` is the account a login captcha was held for
 * (see `holdForFollowUp`), else null.
 */
export async function consumeCaptcha(
  db: Db,
  kind: CaptchaKind,
  id: string,
  text: string,
  now: Date,
): Promise<{ ok: true; heldFor: number | null } | { ok: false }> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ kind: captchas.kind, answerHash: captchas.answerHash });
  if (!row) return { ok: false };
  const typed = kind === 'registration' ? text.trim().toUpperCase() : text.trim();
  if (row.answerHash !== hashAnswer(id, typed)) return { ok: false };
  if (row.kind === kind) return { ok: true, heldFor: null };
  const held = kind === 'login' ? /^login-continue:(\d+)$/.exec(row.kind) : null;
  return held ? { ok: true, heldFor: Number(held[1]) } : { ok: false };
}

/**
 * The login paused to ask 'close other logins?': the solved captcha comes back to life for two
 * minutes, for this account only, so the follow-up request need not ask the user to type a new one.
 */
export async function holdForFollowUp(db: Db, id: string, userId: number, now: Date) {
  await db
    .update(captchas)
    .set({ usedAt: null, kind: continueKind(userId), expiresAt: new Date(now.getTime() + CAPTCHA_CONTINUE_MS) })
    .where(eq(captchas.id, id));
}
