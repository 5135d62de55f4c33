import { inLanguageDigits } from '@portal/shared/basics';

/**
 * Marathi of the generated course texts ("3 Months", "Batch 20–30; Lab 60 sq m; Trainer: ITI + 3
 * yrs"): a fixed phrase list applied in order (longer phrases first), then Devanagari digits. The
 * migration 0003_course-text-mr.sql applies the same list in SQL to courses seeded before it; keep
 * the two in step.
 */
export const COURSE_PHRASES_MR: readonly (readonly [string, string])[] = [
  ['Hours', 'तास'],
  ['Months', 'महिने'],
  ['Years', 'वर्षे'],
  ['Year', 'वर्ष'],
  ['Batch', 'तुकडी'],
  ['Workshop', 'कार्यशाळा'],
  ['Classroom', 'वर्गखोली'],
  ['Lab', 'प्रयोगशाळा'],
  ['sq m', 'चौ. मी.'],
  ['Trainer:', 'प्रशिक्षक:'],
  ['Master craftsperson', 'निष्णात कारागीर'],
  ['Postgraduate', 'पदव्युत्तर'],
  ['Graduate', 'पदवीधर'],
  ['Diploma', 'पदविका'],
  ['B.E./B.Tech', 'बी.ई./बी.टेक'],
  ['NTC/NAC', 'एनटीसी/एनएसी'],
  ['ITI', 'आयटीआय'],
  ['yrs', 'वर्षे'],
  ['yr', 'वर्ष'],
];

export function courseTextMr(english: string): string {
  let text = english;
  for (const [en, mr] of COURSE_PHRASES_MR) text = text.replaceAll(en, mr);
  return inLanguageDigits(text, 'mr');
}
