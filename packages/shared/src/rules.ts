import { LIMITS } from './constants';

/** Field rules of the spec, one place for browser and server. Messages are i18n keys. */

export const profileIdPattern = /^MH\d{4}[CSI]\d{6}$/;

/** Devanagari digits (a Marathi keyboard's ०–९) as 0–9, so what is typed in either script counts. */
export function asciiDigits(value: string): string {
  return value.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/**
 * A mobile number as typed or pasted ("+91 98220 11122", "098220-11122") → its 10 digits: the
 * country code or trunk 0 goes first, then the limit, so no digit of the number is lost.
 */
export function mobileDigits(value: string): string {
  const digits = asciiDigits(value).replace(/\D/g, '');
  const national =
    digits.length > 10 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length > 10
        ? digits.replace(/^0+/, '')
        : digits;
  return national.slice(0, 10);
}

/**
 * A pincode as typed or pasted ("४११ ००१", "411-001") → its digits, at most 6: what every pincode
 * field keeps, as a mobile field keeps `mobileDigits`.
 */
export function pincodeDigits(value: string): string {
  return asciiDigits(value).replace(/\D/g, '').slice(0, LIMITS.pincodeDigits);
}
