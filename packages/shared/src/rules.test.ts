import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { digitsOnly, formatDateTime, formatIndianNumber, formatPercent, messageNumber } from './format';
import { messageText } from './i18n';
import { mobileDigits, pincodeDigits, profileIdPattern } from './rules';
import { pagingQuery } from './schemas/common';
import { formatMaxSize } from './values/uploads';

describe('field rules', () => {
  it('mobile inputs keep digits only, at most 10', () => {
    expect(digitsOnly('+91 98765-43210', 10)).toBe('9198765432');
    expect(digitsOnly('98a76', 10)).toBe('9876');
  });

  it('profile ID: MH + year + C or S + 6-digit user id (13 characters)', () => {
    expect(profileIdPattern.test('MH2026C000123')).toBe(true);
    expect(profileIdPattern.test('MH2026S000123')).toBe(true);
    expect(profileIdPattern.test('MH2026X000123')).toBe(false);
    expect(profileIdPattern.test('MH2026C00012')).toBe(false);
  });

  it('paging: page ≥ 1 and pageSize 1–100 (default 20); anything else is refused, not clamped', () => {
    const paging = z.object(pagingQuery);
    expect(paging.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(paging.parse({ page: '3', pageSize: '100' })).toEqual({ page: 3, pageSize: 100 });
    for (const bad of [
      { page: '0' },
      { page: '-1' },
      { page: '1.5' },
      { pageSize: '0' },
      { pageSize: '101' },
      { page: 'x' },
    ]) {
      expect(paging.safeParse(bad).success).toBe(false);
    }
  });

  it('numbers use Indian digit grouping', () => {
    expect(formatIndianNumber(146773)).toBe('1,46,773');
    expect(formatIndianNumber(2276)).toBe('2,276');
    expect(formatIndianNumber(146773, 'mr')).toBe('१,४६,७७३');
  });

  it('numbers inside Marathi messages are in Devanagari digits, without grouping', () => {
    expect(messageNumber(30, 'mr')).toBe('३०');
    expect(messageNumber(2026, 'mr')).toBe('२०२६');
    expect(messageNumber(2026)).toBe('2026');
    expect(messageText('accounts.otpResendWait', 'mr', { seconds: 30 })).toContain('३० सेकंद');
    expect(messageText('accounts.otpResendWait', 'en', { seconds: 30 })).toContain('30 seconds');
    // A string variable (an OTP, a profile ID) is inserted as it is.
    expect(messageText('accounts.smsOtp', 'mr', { otp: '012345' })).toContain('012345');
    expect(formatMaxSize(2 * 1024 * 1024, 'mr')).toBe('२ एमबी');
    expect(formatMaxSize(500 * 1024)).toBe('500 KB');
  });

  it('Marathi times are 24-hour, without Latin AM/PM', () => {
    const afternoon = new Date('2026-03-10T14:30:00+05:30');
    expect(formatDateTime(afternoon, 'mr')).toContain('१४:३०');
    expect(formatDateTime(afternoon, 'mr')).not.toMatch(/AM|PM/i);
  });

  it('a date and time is India’s, whatever the zone of the machine that formats it', () => {
    // 23:15 UTC on 28 November is 04:45 on 29 November in India
    const lateEvening = new Date('2026-11-28T23:15:00Z');
    expect(formatDateTime(lateEvening, 'en')).toMatch(/^29 Nov 2026, 4:45\s?am$/i);
    expect(formatDateTime(lateEvening, 'mr')).toBe('२९ नोव्हें, २०२६, ४:४५');
  });
});

describe('messages', () => {
  it('turn keys into English or Marathi text, with variables', () => {
    expect(messageText('common.required')).toBe('This field is required');
    expect(messageText('common.required', 'mr')).toMatch(/[\u0900-\u097F]/);
    expect(messageText('not.a.key')).toBe('not.a.key');
  });
});

describe('mobileDigits', () => {
  it.each([
    ['+91 98220 11122', '9822011122'],
    ['+91-98220-11122', '9822011122'],
    ['098220 11122', '9822011122'],
    ['9822011122', '9822011122'],
    ['98220', '98220'],
    ['91982201112299', '9822011122'],
    ['+९१ ९८२२० ११११२', '9822011112'],
  ])('%s → %s', (typed, digits) => {
    expect(mobileDigits(typed)).toBe(digits);
  });
});

describe('pincodeDigits', () => {
  it.each([
    ['411001', '411001'],
    ['४११००१', '411001'],
    ['४११ ००१', '411001'],
    ['411-0012', '411001'],
    ['४1१0', '4110'],
  ])('%s → %s', (typed, digits) => {
    expect(pincodeDigits(typed)).toBe(digits);
  });
});

describe('formatPercent', () => {
  it('writes a percentage in the language’s digits', () => {
    expect(formatPercent(100, 'mr')).toBe('१००%');
    expect(formatPercent(40, 'mr')).toBe('४०%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(0, 'en')).toBe('0%');
  });
});
