import { createHash, randomInt, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { CAPTCHA_KINDS, type CaptchaKind } from '@portal/shared';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { captchas } from '../db/schema';

/**
 * Server-issued captcha (the spec's client-side canvas captcha stops no bot): the answer is kept
 * hashed, lives 5 minutes and is used up by the first attempt, right or wrong.
 */

// svg-captcha's main export renders a given text; its typings only describe the helpers.
const renderSvg = createRequire(import.meta.url)('svg-captcha') as (
  text: string,
  options: { width: number; height: number; noise: number; color: boolean; fontSize: number },
) => string;

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** A solved login captcha kept for the one 'close other logins?' follow-up of the same account. */
export const CAPTCHA_CONTINUE_MS = 2 * 60 * 1000;

// Letters and digits that cannot be mistaken for each other (no I/O/0/1).
const ALPHABETS: Record<CaptchaKind, string> = {
  login: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  registration: 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789',
};

const hashAnswer = (id: string, answer: string) => createHash('sha256').update(`${id}:${answer}`).digest('hex');
const continueKind = (userId: number) => `login-continue:${userId}`;

export async function issueCaptcha(db: Db, kind: CaptchaKind) {
  const { length, width, height } = CAPTCHA_KINDS[kind];
  const alphabet = ALPHABETS[kind];
  let answer = '';
  for (let i = 0; i < length; i += 1) answer += alphabet[randomInt(alphabet.length)];
  const id = randomUUID();
  await db.insert(captchas).values({
    id,
    kind,
    answerHash: hashAnswer(id, answer),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
  });
  // Old rows are swept now and then rather than by a timer, so any process can do it.
  if (randomInt(50) === 0)
    await db.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - CAPTCHA_TTL_MS)));
  // Dark grey strokes (color: false) on a white panel of our own: readable in both page themes.
  const svg = renderSvg(answer, {
    width,
    height,
    noise: 2,
    color: false,
    fontSize: kind === 'registration' ? 34 : 44,
  }).replace(/^(<svg[^>]*>)/, '$1<rect width="100%" height="100%" fill="#ffffff"/>');
  return { id, answer, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
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
): Promise<{ ok: true; heldFor: number | null } | { ok: false }> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
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
export async function holdForFollowUp(db: Db, id: string, userId: number) {
  await db
    .update(captchas)
    .set({ usedAt: null, kind: continueKind(userId), expiresAt: new Date(Date.now() + CAPTCHA_CONTINUE_MS) })
    .where(eq(captchas.id, id));
}
