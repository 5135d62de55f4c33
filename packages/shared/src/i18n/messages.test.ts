import { describe, expect, it } from 'vitest';
import { formatDateTime, formatIndianNumber, messageNumber } from '../format';
import { isMessageKey, messageText } from './index';

/** The server's spec messages come from the same Lingui catalogs as the web app's `msg` namespace. */
describe('messageText', () => {
  it('answers in English or Marathi, numbers in the language digits without grouping', () => {
    expect(messageText('common.required', 'en')).not.toBe('common.required');
    expect(messageText('common.required', 'mr')).toMatch(/[\u0900-\u097F]/);
    expect(messageText('accounts.otpResendWait', 'en', { seconds: 1200 })).toContain(' 1200 ');
    expect(messageText('accounts.otpResendWait', 'mr', { seconds: 1200 })).toContain('१२००');
    expect(messageText('accounts.smsPasswordChanged', 'mr', { profileId: 'MH2026C000123' })).toContain('MH2026C000123');
  });

  it('returns an unknown key as it is', () => {
    expect(messageText('common.noSuchMessage', 'mr')).toBe('common.noSuchMessage');
    expect(isMessageKey('common.required')).toBe(true);
    expect(isMessageKey('Some text.')).toBe(false);
  });
});

describe('formatters', () => {
  it('group numbers the Indian way, in Devanagari digits in Marathi', () => {
    expect(formatIndianNumber(146773, 'en')).toBe('1,46,773');
    expect(formatIndianNumber(146773, 'mr')).toBe('१,४६,७७३');
    expect(messageNumber(2026, 'mr')).toBe('२०२६');
  });

  it('write dates with the month by name, Marathi in 24-hour time', () => {
    const when = new Date('2026-11-24T14:30:00+05:30');
    expect(formatDateTime(when, 'en')).toMatch(/24 Nov 2026.*2:30\s?pm/i);
    expect(formatDateTime(when, 'mr')).toMatch(/२४.*२०२६.*१४:३०/);
  });
});
