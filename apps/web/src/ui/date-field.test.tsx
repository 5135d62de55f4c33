import { describe, expect, it } from 'vitest';
import { maskDate, toIso } from './date-field';

describe('DateField text', () => {
  it.each([
    ['15082004', '15-08-2004'],
    ['15-08-2004', '15-08-2004'],
    ['15/08/2004', '15-08-2004'],
    ['1508', '15-08'],
    ['150820041', '15-08-2004'],
    ['१५०८२००४', '15-08-2004'],
  ])('%s is shown as %s', (typed, masked) => {
    expect(maskDate(typed)).toBe(masked);
  });

  it('passes a whole date on as ISO and a partial one as typed', () => {
    expect(toIso('15-08-2004')).toBe('2004-08-15');
    expect(toIso('15-08')).toBe('15-08');
  });
});
