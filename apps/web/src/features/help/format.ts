import { type Lang, localeOf, messageNumber } from '@portal/shared/basics';

/** '14:00' as written in the language: Marathi in Devanagari digits, 24-hour, no AM/PM (docs/glossary.md). */
export const formatTime = (time: string, lang: Lang) =>
  lang === 'mr' ? time.replace(/\d/g, (d) => messageNumber(Number(d), 'mr')) : time;

/** 'Thursday, 26 November' / 'गुरुवार, २६ नोव्हेंबर' for a YYYY-MM-DD date. */
export const formatDay = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(localeOf(lang), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
