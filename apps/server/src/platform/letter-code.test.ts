import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LETTER_CODE_MAX, letterCode, letterIdOf } from './letter-code';

const key = randomBytes(32);

describe('admission letter codes', () => {
  it('name their letter', () => {
    for (const id of [1, 35, 36, 123_456, 2 ** 40]) {
      const code = letterCode(id, key);
      expect(code.length).toBeLessThanOrEqual(LETTER_CODE_MAX);
      expect(letterIdOf(code, key)).toBe(id);
      expect(letterIdOf(code.toLowerCase(), key)).toBe(id);
    }
  });

  it('refuse a forged, altered or foreign code', () => {
    const code = letterCode(42, key);
    const [id, mac = ''] = code.split('-');
    // another id under the same MAC
    expect(letterIdOf(`${(43).toString(36).toUpperCase()}-${mac}`, key)).toBeNull();
    // one MAC character changed
    const altered = mac.slice(0, -1) + (mac.endsWith('A') ? 'B' : 'A');
    expect(letterIdOf(`${id}-${altered}`, key)).toBeNull();
    // a leading zero, the same id written differently
    expect(letterIdOf(`0${code}`, key)).toBeNull();
    // signed with another key
    expect(letterIdOf(letterCode(42, randomBytes(32)), key)).toBeNull();
    for (const bad of ['', '-', 'ABC', `${code}A`, 'x'.repeat(1000), '../../etc'])
      expect(letterIdOf(bad, key)).toBeNull();
  });
});
