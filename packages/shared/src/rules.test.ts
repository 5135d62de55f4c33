import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { digitsOnly, formatIndianNumber } from './format';
import { messageText } from './i18n';
import { aadhaarRule, mobileRule, pagingQuery, pincodeRule, profileIdPattern } from './rules';

describe('field rules', () => {
  it('mobile: exactly 10 digits', () => {
    expect(mobileRule().safeParse('9876543210').success).toBe(true);
    for (const bad of ['987654321', '98765432101', '98765 43210', '+919876543210', 'abcdefghij']) {
      expect(mobileRule().safeParse(bad).success).toBe(false);
    }
  });

  it('mobile inputs keep digits only, at most 10', () => {
    expect(digitsOnly('+91 98765-43210', 10)).toBe('9198765432');
    expect(digitsOnly('98a76', 10)).toBe('9876');
  });

  it('pincode: exactly 6 digits; Aadhaar: exactly 12 digits with the spec message', () => {
    expect(pincodeRule().safeParse('411001').success).toBe(true);
    expect(pincodeRule().safeParse('41100').success).toBe(false);
    expect(aadhaarRule().safeParse('123412341234').success).toBe(true);
    const bad = aadhaarRule().safeParse('1234 1234 1234');
    expect(bad.success).toBe(false);
    expect(messageText(bad.error?.issues[0]?.message ?? '')).toBe('Aadhaar number must be exactly 12 digits.');
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
});

describe('messages', () => {
  it('turn keys into English or Marathi text, with variables', () => {
    expect(messageText('common.required')).toBe('This field is required');
    expect(messageText('common.required', 'mr')).toMatch(/[\u0900-\u097F]/);
    expect(messageText('not.a.key')).toBe('not.a.key');
  });
});
