import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../../platform/csv';
import { prefixPattern } from './repo';

describe('CSV cells', () => {
  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('Shri Sai ITI, Pune')).toBe('"Shri Sai ITI, Pune"');
    expect(csvCell('The "Best" Institute')).toBe('"The ""Best"" Institute"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('पुणे')).toBe('पुणे');
    expect(csvCell(40)).toBe('40');
  });

  it('keeps spreadsheet formulas from running (CSV injection)', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+91 call')).toBe("'+91 call");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', 1, 'b,c'])).toBe('a,1,"b,c"\r\n');
  });
});

describe('code prefix', () => {
  it('matches the typed text literally and case-insensitively', () => {
    expect(prefixPattern('PUN00')).toBe('pun00%');
    expect(prefixPattern('a%b_c\\')).toBe('a\\%b\\_c\\\\%');
  });
});
