import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it('keeps a path of this site, under the given prefix', () => {
    expect(returnPath('/Address?x=1')).toBe('/Address?x=1');
    expect(returnPath('/console/cases', '/console')).toBe('/console/cases');
    expect(returnPath('/dashboard', '/console')).toBeUndefined();
  });

  it('refuses another origin and anything that is not a path', () => {
    for (const from of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '', undefined, 42]) {
      expect(returnPath(from)).toBeUndefined();
    }
  });
});
