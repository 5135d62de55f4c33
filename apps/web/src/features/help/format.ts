import { inLanguageDigits, type Lang } from '@portal/shared/basics';

/** '14:00' as written in the language: Marathi in Devanagari digits, 24-hour, no AM/PM (docs/glossary.md). */
export const formatTime = (time: string, lang: Lang) => inLanguageDigits(time, lang);
