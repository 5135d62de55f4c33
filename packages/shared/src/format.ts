/**
 * Formatting shared by browser and server, through Lingui's formatters (`formats.number` and
 * `formats.date` are what `i18n.number` / `i18n.date` call); no zod, so the landing page can import it
 * cheaply.
 */
import { formats } from '@lingui/core';
import type { Lang } from './constants';

/** Keeps digits only, at most `max` (mobile, pincode, Aadhaar inputs). */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** 'XXXXXXXX1234': an X for every digit but the last four (an account number, a mobile number). */
export const maskAllButLast4 = (digits: string) => 'X'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);

/**
 * The locale Lingui formats and picks plural forms with. Marathi numbers in Devanagari digits
 * (docs/glossary.md), asked for explicitly (`-u-nu-deva`) rather than left to the ICU data's default
 * numbering system for `mr`.
 */
export const localeOf = (lang: Lang) => (lang === 'mr' ? 'mr-IN-u-nu-deva' : 'en-IN');

/** Indian digit grouping (1,46,773) in the page language (Devanagari digits in Marathi). */
export function formatIndianNumber(value: number, lang: Lang = 'en'): string {
  if (!Number.isSafeInteger(value)) return formats.number(localeOf(lang), value);
  // the last three digits, then twos: 12,34,56,789 (written without Intl, as messageNumber is)
  const digits = String(Math.abs(value));
  const grouped =
    digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
  return inLanguageDigits(value < 0 ? `-${grouped}` : grouped, lang);
}

/** A percentage (0–100) in the page language's digits: "100%", Marathi "१००%". */
export function formatPercent(percent: number, lang: Lang = 'en'): string {
  return formats.number(localeOf(lang), percent / 100, { style: 'percent', maximumFractionDigits: 0 });
}

/**
 * A number inserted into a message ({seconds}, a limit): Devanagari digits in Marathi, no grouping,
 * so that a year or a length reads as written.
 */
export function messageNumber(value: number, lang: Lang = 'en'): string {
  if (Number.isSafeInteger(value)) return inLanguageDigits(String(value), lang);
  return formats.number(localeOf(lang), value, { useGrouping: false, maximumFractionDigits: 20 });
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';
/** The ASCII digits of `text` in the language's digits (Devanagari in Marathi), all else as it is. */
export const inLanguageDigits = (text: string, lang: Lang) =>
  lang === 'mr' ? text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)] ?? digit) : text;

/**
 * The values a message is formatted with: numbers as `messageNumber` writes them, except `count`,
 * which a message selects its plural form on (`{count, plural, one {# …} other {# …}}`) or writes as
 * `{count, number}` — Lingui formats both in the page language's digits.
 */
export function messageValues(vars: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [
      name,
      typeof value === 'number' && name !== 'count' ? messageNumber(value, lang) : value,
    ]),
  );
}

/**
 * Date and time for running text, in India's time (the board's, whatever the device's zone, and the
 * same on the server that renders a public page as in the browser that hydrates it): the month by
 * name; Marathi in 24-hour time (१४:३०), never with Latin AM/PM (docs/glossary.md).
 */
export function formatDateTime(value: Date, lang: Lang = 'en'): string {
  return formats.date(localeOf(lang), value, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
    ...(lang === 'mr' ? { hourCycle: 'h23' as const } : {}),
  });
}

/** The months as CLDR abbreviates them in a 'medium' date (ICU's `dateStyle: 'medium'` for en-IN and mr-IN). */
const MONTHS: Record<Lang, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  mr: ['जाने', 'फेब्रु', 'मार्च', 'एप्रि', 'मे', 'जून', 'जुलै', 'ऑग', 'सप्टें', 'ऑक्टो', 'नोव्हें', 'डिसें'],
};

/** The months and weekdays (Sunday first) in full, as CLDR writes them for en-IN and mr-IN. */
const MONTHS_LONG: Record<Lang, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  mr: ['जानेवारी', 'फेब्रुवारी', 'मार्च', 'एप्रिल', 'मे', 'जून', 'जुलै', 'ऑगस्ट', 'सप्टेंबर', 'ऑक्टोबर', 'नोव्हेंबर', 'डिसेंबर'],
};
const WEEKDAYS: Record<Lang, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  mr: ['रविवार', 'सोमवार', 'मंगळवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
};

/** A YYYY-MM-DD date as the UTC midnight that begins it; undefined when it is not a date. */
function calendarDate(iso: string): Date | undefined {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** 'Thursday, 26 November' / 'गुरुवार, २६ नोव्हेंबर' for a YYYY-MM-DD date (the days a meeting can be booked on). */
export function formatDay(iso: string, lang: Lang = 'en'): string {
  const date = calendarDate(iso);
  if (!date) return iso;
  const month = MONTHS_LONG[lang][date.getUTCMonth()];
  return inLanguageDigits(`${WEEKDAYS[lang][date.getUTCDay()]}, ${date.getUTCDate()} ${month}`, lang);
}

/**
 * A calendar date (YYYY-MM-DD) for tables and running text, the month by name: "3 Nov 2026", "३ नोव्हें, २०२६".
 * The same text as ICU's 'medium' date (format.test.ts holds them equal), written without `Intl`: a page's
 * first `Intl` call starts ICU, 100–250 ms of a cheap phone's CPU, and every page's footer shows a date
 * (docs/decisions/071).
 */
export function formatDate(iso: string, lang: Lang = 'en'): string {
  const date = calendarDate(iso);
  if (!date) return iso;
  const day = date.getUTCDate();
  const month = MONTHS[lang][date.getUTCMonth()];
  const year = date.getUTCFullYear();
  return inLanguageDigits(lang === 'mr' ? `${day} ${month}, ${year}` : `${day} ${month} ${year}`, lang);
}

/**
 * `now` as India's clock reads it, in ISO form: India has kept UTC+05:30 all year since 1945 (no daylight
 * saving), so no time-zone data is needed, nor `Intl` (decision 071).
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const inIndia = (now: Date) => new Date(now.getTime() + INDIA_OFFSET_MS).toISOString();

/** The day (YYYY-MM-DD) in India, where the board is, at `now`: 'not after today' means this day. */
export function todayInIndia(now = new Date()): string {
  return inIndia(now).slice(0, 10);
}

/** The time of day in India at `now`, HH:MM (24-hour): a meeting slot of today whose hour has begun is past. */
export function timeInIndia(now = new Date()): string {
  return inIndia(now).slice(11, 16);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A calendar date (YYYY-MM-DD) `days` later (or earlier, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
/** Whole days from calendar date `from` to `to` (negative when `to` is before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
/** The instant a calendar day begins in India (00:00 IST, UTC+5:30; India keeps no summer time). */
export function startOfDayInIndia(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

/**
 * The academic year (`2026-27`) a date in India belongs to: it starts on 1 June (admissions for the
 * year open in its summer).
 */
export function academicYear(now = new Date()): string {
  const [year, month] = todayInIndia(now).split('-').map(Number) as [number, number];
  const start = month >= 6 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
