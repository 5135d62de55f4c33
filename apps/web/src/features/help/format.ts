import { type Lang, messageNumber } from '@portal/shared/basics';

/** '14:00' as written in the language: Marathi in Devanagari digits, 24-hour, no AM/PM (docs/glossary.md). */
export const formatTime = (time: string, lang: Lang) =>
  lang === 'mr' ? time.replace(/\d/g, (d) => messageNumber(Number(d), 'mr')) : time;
