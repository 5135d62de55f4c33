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
  return formats.number(localeOf(lang), value);
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
  return formats.number(localeOf(lang), value, { useGrouping: false, maximumFractionDigits: 20 });
}

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

/** A calendar date (YYYY-MM-DD) for tables and running text: the month by name, in the language. */
export function formatDate(iso: string, lang: Lang = 'en'): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return formats.date(localeOf(lang), date, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** The day (YYYY-MM-DD) in India, where the board is, at `now`: 'not after today' means this day. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/** The time of day in India at `now`, HH:MM (24-hour): a meeting slot of today whose hour has begun is past. */
export function timeInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
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
