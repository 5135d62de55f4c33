import { describe, expect, it } from 'vitest';
import { academicYear } from './format';

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
