import { describe, expect, it } from 'vitest';
import {
  academicYear,
  formatDate,
  formatDay,
  formatIndianNumber,
  localeOf,
  messageNumber,
  timeInIndia,
  todayInIndia,
} from './format';

const LANGS = ['en', 'mr'] as const;

// formatDate and messageNumber write without Intl (decision 071); ICU's text is what they must equal.
describe('formatDate', () => {
  const icu = (iso: string, lang: 'en' | 'mr') =>
    new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const days = ['01', '09', '10', '28', '31'];
  const dates = ['1999', '2026', '2030'].flatMap((year) =>
    Array.from({ length: 12 }, (_, m) => String(m + 1).padStart(2, '0')).flatMap((month) =>
      days.map((day) => `${year}-${month}-${day}`).filter((iso) => !Number.isNaN(Date.parse(`${iso}T00:00:00Z`))),
    ),
  );

  it.each(LANGS)('writes every month as ICU does (%s)', (lang) => {
    for (const iso of [...dates, '2028-02-29']) expect(formatDate(iso, lang), iso).toBe(icu(iso, lang));
  });

  it.each(LANGS)('writes a day with its weekday and month in full as ICU does (%s)', (lang) => {
    const long = new Intl.DateTimeFormat(localeOf(lang), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    for (const iso of [...dates, '2028-02-29'])
      expect(formatDay(iso, lang), iso).toBe(long.format(new Date(`${iso}T00:00:00Z`)));
  });

  it('has the month by name and the page language’s digits', () => {
    expect(formatDate('2026-11-03', 'en')).toBe('3 Nov 2026');
    expect(formatDate('2026-11-03', 'mr')).toBe('३ नोव्हें, २०२६');
  });

  it('gives back what is not a date', () => {
    expect(formatDate('not a date', 'mr')).toBe('not a date');
  });
});

describe('messageNumber', () => {
  const icu = (value: number, lang: 'en' | 'mr') =>
    new Intl.NumberFormat(localeOf(lang), { useGrouping: false, maximumFractionDigits: 20 }).format(value);

  it.each(LANGS)('writes whole numbers as ICU does, ungrouped (%s)', (lang) => {
    for (const value of [0, 7, 10, 59, 2026, -15, 1234567, Number.MAX_SAFE_INTEGER])
      expect(messageNumber(value, lang), String(value)).toBe(icu(value, lang));
  });

  it('writes a Marathi number in Devanagari digits, a fraction too', () => {
    expect(messageNumber(2026, 'mr')).toBe('२०२६');
    expect(messageNumber(2.5, 'mr')).toBe(icu(2.5, 'mr'));
    expect(messageNumber(2.5, 'mr')).toBe('२.५');
  });
});

describe('academicYear', () => {
  it('starts on 1 June in India', () => {
    // 31 May 2026 23:59 in India is 18:29 UTC; 1 June 00:00 in India is 31 May 18:30 UTC
    expect(academicYear(new Date('2026-05-31T18:29:00Z'))).toBe('2025-26');
    expect(academicYear(new Date('2026-05-31T18:30:00Z'))).toBe('2026-27');
    expect(academicYear(new Date('2026-11-27T06:00:00Z'))).toBe('2026-27');
    expect(academicYear(new Date('2027-01-15T06:00:00Z'))).toBe('2026-27');
    expect(academicYear(new Date('2099-12-31T06:00:00Z'))).toBe('2099-00');
  });
});

describe('formatIndianNumber', () => {
  const icu = (value: number, lang: 'en' | 'mr') => new Intl.NumberFormat(localeOf(lang)).format(value);

  it.each(LANGS)('groups whole numbers as ICU does (%s)', (lang) => {
    for (const value of [
      0,
      5,
      999,
      1000,
      46773,
      146773,
      1234567,
      12345678,
      123456789,
      -1000,
      -146773,
      Number.MAX_SAFE_INTEGER,
    ])
      expect(formatIndianNumber(value, lang), String(value)).toBe(icu(value, lang));
  });

  it('writes the Indian grouping in the page language’s digits', () => {
    expect(formatIndianNumber(146773, 'en')).toBe('1,46,773');
    expect(formatIndianNumber(146773, 'mr')).toBe('१,४६,७७३');
    expect(formatIndianNumber(1234.5, 'en')).toBe(icu(1234.5, 'en'));
  });
});

describe('todayInIndia and timeInIndia', () => {
  const zone = (options: Intl.DateTimeFormatOptions, locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', ...options });

  it('read India’s clock as its time-zone data does, on both sides of midnight', () => {
    const day = zone({}, 'en-CA');
    const time = zone({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'en-GB');
    // every 7 minutes over two days around a new year and a leap day, and the minutes either side of 18:30 UTC
    const starts = ['2026-12-31T00:00:00Z', '2028-02-28T00:00:00Z'].map(Date.parse);
    const instants = starts.flatMap((start) => Array.from({ length: 412 }, (_, i) => new Date(start + i * 7 * 60_000)));
    instants.push(new Date('2026-05-31T18:29:59Z'), new Date('2026-05-31T18:30:00Z'));
    for (const instant of instants) {
      expect(todayInIndia(instant), instant.toISOString()).toBe(day.format(instant));
      expect(timeInIndia(instant), instant.toISOString()).toBe(time.format(instant));
    }
  });

  it('turns the day at 18:30 UTC', () => {
    expect(todayInIndia(new Date('2026-05-31T18:29:59Z'))).toBe('2026-05-31');
    expect(todayInIndia(new Date('2026-05-31T18:30:00Z'))).toBe('2026-06-01');
    expect(timeInIndia(new Date('2026-05-31T18:30:00Z'))).toBe('00:00');
  });
});
