import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * The console's second factor: RFC 6238 time-based codes (SHA-1, 6 digits, 30 s: what every
 * authenticator app reads from an otpauth:// QR code), by the maintained `otpauth` library
 * (docs/decisions/055-console-accounts.md).
 */

const ISSUER = 'MSBSVET';
const PERIOD_SECONDS = 30;

const totpOf = (secretBase32: string, loginId: string) =>
  new TOTP({
    issuer: ISSUER,
    label: loginId,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth://totp/ enrolment URI and the same as a QR code (an SVG data URL). */
export async function enrolmentOf(secretBase32: string, loginId: string) {
  const uri = totpOf(secretBase32, loginId).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The 30-second step a code belongs to, if it is right at `now` or one step either side (a phone's
 * clock a little off); null when it is wrong. The caller refuses a step already used.
 */
export function totpStep(secretBase32: string, loginId: string, code: string, now: Date): number | null {
  const totp = totpOf(secretBase32, loginId);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** The code for `now` (tests and the end-to-end tests compute codes as an app would). */
export const totpCode = (secretBase32: string, loginId: string, now: Date) =>
  totpOf(secretBase32, loginId).generate({ timestamp: now.getTime() });
