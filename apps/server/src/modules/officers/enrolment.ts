import { randomInt } from 'node:crypto';
import { type Enrolment, PASSWORD_PATTERN, USER_TYPES } from '@portal/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { CONSOLE_LOCKOUT, clearAttempts } from '../../platform/attempts';
import { hashPassword } from '../../platform/passwords';
import { type SecretBox, secretBox } from '../../platform/vault';
import * as repo from './repo';
import { enrolmentOf, newTotpSecret } from './totp';

/**
 * What an admin (or `npm run admin:create`) hands a new official once: a one-time password, to be
 * changed at the first sign-in, and the authenticator enrolment. Only hashes and the sealed TOTP
 * secret are kept.
 */

/** The TOTP secrets' box: sealed at rest with the vault's key, under a label of their own. */
export const totpBox = (config: Pick<Config, 'vaultKey' | 'dataDir'>): SecretBox => secretBox(config, 'totp');

// no look-alikes (0/O, 1/l/I): the password is read off a screen and typed
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '@$!%*?&';
const pick = (set: string) => set.charAt(randomInt(set.length));

/** 12 random characters that pass the portal's password rule (an uppercase letter, a digit, a symbol). */
export function oneTimePassword(): string {
  const all = UPPER + LOWER + DIGITS + SYMBOLS;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS), ...Array.from({ length: 8 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  const password = chars.join('');
  if (!PASSWORD_PATTERN.test(password)) throw new Error('oneTimePassword broke the password rule');
  return password;
}

/** A one-time password and a new TOTP secret, ready to store, and what to hand over. */
async function newCredentials(box: SecretBox, loginId: string) {
  const password = oneTimePassword();
  const secret = newTotpSecret();
  const { uri, qrCode } = await enrolmentOf(secret, loginId);
  const stored = { passwordHash: await hashPassword(password), totpSecret: box.seal(secret), totpLastStep: null };
  const handOver: Enrolment = { LoginID: loginId, Password: password, Otpauth: uri, QrCode: qrCode };
  return { stored, handOver };
}

export type NewOfficer = {
  loginId: string;
  name: string;
  mobile: string;
  role: 'officer' | 'admin';
  regionId: number | null;
  createdBy: number | null;
};

/** Creates an official who must change the password first; null when the login ID is taken. */
export async function createOfficerAccount(db: Db, box: SecretBox, officer: NewOfficer) {
  const { stored, handOver } = await newCredentials(box, officer.loginId);
  const row = await repo.insertOfficer(db, {
    loginId: officer.loginId,
    name: officer.name,
    mobile: officer.mobile,
    userTypeId: USER_TYPES[officer.role],
    regionId: officer.regionId,
    createdBy: officer.createdBy,
    mustChangePassword: true,
    ...stored,
  });
  return row ? { row, handOver } : null;
}

/**
 * A lost phone or a forgotten password: a new one-time password and a new TOTP secret; the official's
 * sessions end and a sign-in lock is lifted.
 */
export async function resetOfficerAccount(db: Db, box: SecretBox, officer: repo.OfficerRow) {
  const { stored, handOver } = await newCredentials(box, officer.loginId);
  const row = await repo.updateOfficer(db, officer.id, { ...stored, mustChangePassword: true });
  await repo.endOfficerSessions(db, officer.id);
  await clearAttempts(db, CONSOLE_LOCKOUT, officer.loginId);
  return { row, handOver };
}
