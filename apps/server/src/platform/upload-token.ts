import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import { derivedKey } from './vault';

/**
 * The verified-mobile token: given by verify-otp, sent with each upload made before registration
 * (userID 0). Stateless: `<mobile>.<expiry ms>.<HMAC>` under a server key, so any process checks
 * it; it proves that whoever uploads received the OTP of that number within the last hour.
 */
export const UPLOAD_TOKEN_LIFE_MS = 60 * 60 * 1000;

type KeyConfig = Pick<Config, 'vaultKey' | 'dataDir'>;
const mac = (config: KeyConfig, body: string) =>
  createHmac('sha256', derivedKey(config, 'upload-token')).update(body).digest('base64url');

export function issueUploadToken(config: KeyConfig, mobile: string, now = Date.now()) {
  const body = `${mobile}.${now + UPLOAD_TOKEN_LIFE_MS}`;
  return `${body}.${mac(config, body)}`;
}

/** The mobile number the token was issued for, or null when it is forged, altered or expired. */
export function uploadTokenMobile(config: KeyConfig, token: string, now = Date.now()): string | null {
  const match = /^(\d{10})\.(\d{13})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, mobile = '', expires = '', given = ''] = match;
  const expected = Buffer.from(mac(config, `${mobile}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(given)) || Number(expires) <= now) return null;
  return mobile;
}
