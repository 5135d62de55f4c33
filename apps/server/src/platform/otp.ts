import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Lang } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from './clock';
import { ApiError } from './errors';
import * as repo from './otp-repo';
import type { Sms } from './sms';
import { derivedKey } from './vault';

/**
 * One-time passwords by SMS, shared by every area that sends or checks a code (decision 037): the OTP
 * endpoints, registration, sign-in recovery, the grievance and complaint forms (a number verified within
 * 30 minutes: `takeVerifiedMobile` uses the verification up) and the case status checks (`checkOtp`).
 * The app makes one store (`app.otp`, app.ts); route plugins never make their own.
 */
export const OTP_RULES = {
  digits: 6,
  lifeMs: 5 * 60 * 1000,
  sendsPerHour: 5,
  maxWrongTries: 5,
  verifiedForMs: 30 * 60 * 1000,
} as const;

const HOUR_MS = 60 * 60 * 1000;

/**
 * The database, the server's OTP key (codes are kept only as an HMAC under a secret key) and the
 * clock (milliseconds since the epoch).
 */
export type OtpStore = { db: Db; key: Buffer; resendAfterMs: number; now: () => number };

export function otpStore(
  db: Db,
  config: Pick<Config, 'vaultKey' | 'dataDir' | 'otpResendSeconds'>,
  clock: Clock,
): OtpStore {
  return {
    db,
    key: derivedKey(config, 'otp-hmac'),
    resendAfterMs: config.otpResendSeconds * 1000,
    now: () => clock.now().getTime(),
  };
}

/**
 * HMAC-SHA-256 keyed with a server secret (not a salted hash): with only a million possible codes,
 * a stolen table must not be enough to recover a live code. Number and purpose are bound in.
 */
function hashCode(key: Buffer, mobile: string, purpose: string, code: string) {
  return `h1:${createHmac('sha256', key).update(`${mobile}:${purpose}:${code}`).digest('hex')}`;
}
function codeMatches(key: Buffer, stored: string, input: { mobile: string; purpose: string; code: string }) {
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashCode(key, input.mobile, input.purpose, input.code));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Sends a fresh code: at most one per 30 seconds and five an hour per number (429 otherwise).
 * Returns the code only when the SMS provider is the console one (demo), as the spec's dialog shows it.
 */
export async function sendOtp(
  { db, key, resendAfterMs, now: clock }: OtpStore,
  sms: Sms,
  input: {
    mobile: string;
    purpose: repo.OtpPurpose;
    lang?: Lang;
    /** Hand the SMS to the gateway without waiting (a failure is only logged): the answer's time then does not tell whether one was sent. */
    background?: Pick<FastifyBaseLogger, 'warn'>;
  },
): Promise<{ otp?: string }> {
  const code = String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, '0');
  await repo.underNumberLock(db, input.mobile, async (tx) => {
    const now = clock();
    const sends = await repo.recentSends(tx, input.mobile, new Date(now - HOUR_MS));
    const last = sends[0];
    if (last && now - last.getTime() < resendAfterMs) {
      const seconds = Math.ceil((resendAfterMs - (now - last.getTime())) / 1000);
      throw new ApiError(429, 'accounts.otpResendWait', [], { seconds }, seconds);
    }
    const oldestCounted = sends[OTP_RULES.sendsPerHour - 1];
    if (oldestCounted) {
      // the hour's fifth-newest send must leave the window before a sixth is allowed
      throw new ApiError(429, 'accounts.otpHourlyLimit', [], {}, (oldestCounted.getTime() + HOUR_MS - now) / 1000);
    }
    await repo.replaceLiveOtp(tx, {
      mobile: input.mobile,
      purpose: input.purpose,
      codeHash: hashCode(key, input.mobile, input.purpose, code),
      createdAt: new Date(now),
      expiresAt: new Date(now + OTP_RULES.lifeMs),
    });
  });
  const sending = sms.send(input.mobile, 'otp', { otp: code }, input.lang);
  if (input.background) {
    const log = input.background;
    void sending.catch((error) => log.warn({ err: error }, 'OTP SMS not sent'));
  } else {
    await sending;
  }
  return sms.showsCodes ? { otp: code } : {};
}

/**
 * Checks a code: single use, 5 minutes, the fifth wrong try kills it. A right code of purpose
 * 'verify' or 'iti' leaves the number verified (for that purpose) for 30 minutes. Throws 400 with the reason otherwise.
 */
export async function checkOtp(
  { db, key, now }: OtpStore,
  input: { mobile: string; code: string; purpose: repo.OtpPurpose; binding?: string },
) {
  const row = await repo.liveOtp(db, input.mobile, input.purpose);
  if (!row || row.expiresAt.getTime() <= now()) throw otpError('accounts.otpExpired');
  if (!codeMatches(key, row.codeHash, input)) {
    const attempts = await repo.countWrongTry(db, row.id, OTP_RULES.maxWrongTries);
    if (attempts === null) throw otpError('accounts.otpExpired');
    if (attempts >= OTP_RULES.maxWrongTries) throw otpError('accounts.otpTooManyAttempts');
    throw otpError('accounts.otpInvalid');
  }
  const verifies = input.purpose !== 'recovery' && input.purpose !== 'caseStatus';
  // a verification without a browser to bind it to would be nobody's: refuse to make one
  if (verifies && !input.binding) throw otpError('accounts.otpExpired');
  if (!(await repo.markUsed(db, row.id, verifies ? { boundTo: input.binding ?? '' } : false))) {
    throw otpError('accounts.otpExpired');
  }
}
const otpError = (key: string) => new ApiError(400, key, [{ field: 'otp', message: key }]);

/** The number's live verification (for `purpose`, by the browser of `binding`, in the last 30 minutes, unused). */
async function liveVerification(db: Db, mobile: string, purpose: repo.VerifyPurpose, binding: string, now: number) {
  if (!binding) return undefined;
  return repo.verifiedOtp(db, mobile, new Date(now - OTP_RULES.verifiedForMs), purpose, binding);
}

/**
 * True when the number was verified by OTP (for `purpose`) in the last 30 minutes, by the browser of
 * `binding` (platform/otp-binding.ts), and not yet used up.
 */
export async function isMobileVerified(
  db: Db,
  mobile: string,
  purpose: repo.VerifyPurpose,
  binding: string,
  now = Date.now(),
) {
  return (await liveVerification(db, mobile, purpose, binding, now)) !== undefined;
}

/** Uses up the number's verification (one registration, grievance or complaint per verification); false if none. */
export async function takeVerifiedMobile(
  db: Db,
  mobile: string,
  purpose: repo.VerifyPurpose,
  binding: string,
  now = Date.now(),
) {
  const row = await liveVerification(db, mobile, purpose, binding, now);
  return row ? repo.consume(db, row.id) : false;
}
