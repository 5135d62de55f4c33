/** Formatting shared by browser and server; no zod, so the landing page can import it cheaply. */

/** Keeps digits only, at most `max` (mobile, pincode, Aadhaar inputs). */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * Marathi numbers in Devanagari digits (docs/glossary.md), asked for explicitly (`-u-nu-deva`)
 * rather than left to the ICU data's default numbering system for `mr`.
 */
const localeOf = (lang: 'en' | 'mr') => (lang === 'mr' ? 'mr-IN-u-nu-deva' : 'en-IN');

/** Indian digit grouping (1,46,773) in the page language (Devanagari digits in Marathi). */
export function formatIndianNumber(value: number, lang: 'en' | 'mr' = 'en'): string {
  return new Intl.NumberFormat(localeOf(lang)).format(value);
}

/**
 * A number inserted into a message ({{seconds}}, {{count}}, a limit): Devanagari digits in Marathi,
 * no grouping, so that a year or a length reads as written.
 */
export function messageNumber(value: number, lang: 'en' | 'mr' = 'en'): string {
  return new Intl.NumberFormat(localeOf(lang), { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}

/**
 * Date and time for running text: the month by name; Marathi in 24-hour time (१४:३०), never with
 * Latin AM/PM (docs/glossary.md).
 */
export function formatDateTime(value: Date, lang: 'en' | 'mr' = 'en'): string {
  return new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(lang === 'mr' ? { hourCycle: 'h23' as const } : {}),
  }).format(value);
}
