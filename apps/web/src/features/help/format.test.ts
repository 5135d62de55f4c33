import { formatDay, timeInIndia } from '@portal/shared/basics';
import { describe, expect, it } from 'vitest';
import { formatTime } from './format';

describe('help area formatting', () => {
  it('writes slot times in Marathi with Devanagari digits, 24-hour, and leaves English as it is', () => {
    expect(formatTime('14:00', 'mr')).toBe('१४:००');
    expect(formatTime('09:00', 'mr')).toBe('०९:००');
    expect(formatTime('16:00', 'en')).toBe('16:00');
  });

  it('names the weekday and the date in the language', () => {
    expect(formatDay('2026-11-26', 'en')).toMatch(/^Thursday,? 26 November$/);
    expect(formatDay('2026-11-26', 'mr')).toMatch(/^गुरुवार.*२६.*नोव्हेंबर$/);
  });

  it('reads the time in India whatever the browser’s zone', () => {
    expect(timeInIndia(new Date('2026-11-26T04:45:00Z'))).toBe('10:15');
    expect(timeInIndia(new Date('2026-11-26T18:40:00Z'))).toBe('00:10');
  });
});
