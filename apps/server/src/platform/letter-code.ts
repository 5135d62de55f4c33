import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The public code of an admission letter, printed as its QR (`/verify-letter/<code>`): the letter's id
 * in base 36 and an HMAC-SHA256 of it under a server key (vault `derivedKey(config, 'admission-letter')`)
 * truncated to 80 bits in base 32. A forged or altered code fails the MAC before the database is asked.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** The longest code: an id of up to 10 base-36 characters, a dash, 16 MAC characters. */
export const LETTER_CODE_MAX = 27;
const CODE = /^([0-9A-Z]{1,10})-[A-Z2-7]{16}$/;

function mac(idText: string, key: Buffer): string {
  const bytes = createHmac('sha256', key).update(`admission-letter:${idText}`).digest().subarray(0, 10);
  let out = '';
  // 80 bits: 16 characters of 5 bits
  let value = BigInt(`0x${bytes.toString('hex')}`);
  for (let i = 0; i < 16; i += 1) {
    out = BASE32[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}

export function letterCode(id: number, key: Buffer): string {
  const idText = id.toString(36).toUpperCase();
  return `${idText}-${mac(idText, key)}`;
}

/** The letter id a code names, or null when the code is not one this server signed (or is altered). */
export function letterIdOf(code: string, key: Buffer): number | null {
  if (code.length > LETTER_CODE_MAX) return null;
  const match = CODE.exec(code.toUpperCase());
  if (!match?.[1]) return null;
  const id = Number.parseInt(match[1], 36);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const expected = Buffer.from(letterCode(id, key));
  const given = Buffer.from(code.toUpperCase());
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
