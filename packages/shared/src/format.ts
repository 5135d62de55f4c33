/** Formatting shared by browser and server; no zod, so the landing page can import it cheaply. */

/** Keeps digits only, at most `max` (mobile, pincode, Aadhaar inputs). */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Indian digit grouping (1,46,773) in the page language (Devanagari digits in Marathi). */
export function formatIndianNumber(value: number, lang: 'en' | 'mr' = 'en'): string {
  return new Intl.NumberFormat(lang === 'mr' ? 'mr-IN' : 'en-IN').format(value);
}
