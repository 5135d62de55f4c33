import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition } from './file-name';

describe('file names people gave their files', () => {
  it('drops the folder, line breaks, controls, bidi overrides and lone surrogates; collapses spaces', () => {
    expect(cleanFileName('C:\\Users\\me\\caste.pdf', 100)).toBe('caste.pdf');
    expect(cleanFileName('../../etc/passwd', 100)).toBe('passwd');
    expect(cleanFileName('my\r\nX-Evil: 1\t\u0000name.pdf', 100)).toBe('my X-Evil: 1 name.pdf');
    expect(cleanFileName('invoice\u202egpj.pdf', 100)).toBe('invoicegpj.pdf');
    expect(cleanFileName('a\ud800b.pdf', 100)).toBe('ab.pdf');
    expect(cleanFileName('  \u0007 ', 100)).toBe('');
    // NFC: the same Marathi letters however the phone composed them
    expect(cleanFileName('जात.pdf'.normalize('NFD'), 100)).toBe('जात.pdf'.normalize('NFC'));
  });

  it('bounds the length in characters, keeping the extension and whole Devanagari or emoji characters', () => {
    expect(cleanFileName(`${'a'.repeat(200)}.pdf`, 20)).toBe(`${'a'.repeat(15)}….pdf`);
    expect(Array.from(cleanFileName(`${'😀'.repeat(50)}.jpeg`, 20))).toHaveLength(20);
    expect(cleanFileName(`${'ब'.repeat(30)}`, 10)).toBe(`${'ब'.repeat(9)}…`);
    expect(cleanFileName('short.pdf', 20)).toBe('short.pdf');
  });

  it('names a download safely: an ASCII stand-in in quotes, the name itself percent-encoded', () => {
    expect(contentDisposition('inline', 'my "caste" \\ 100%.pdf')).toBe(
      `inline; filename="my _caste_ _ 100_.pdf"; filename*=UTF-8''my%20%22caste%22%20%5C%20100%25.pdf`,
    );
    expect(contentDisposition('attachment', "जात (O'Neil).pdf")).toBe(
      `attachment; filename="___ (O'Neil).pdf"; filename*=UTF-8''%E0%A4%9C%E0%A4%BE%E0%A4%A4%20%28O%27Neil%29.pdf`,
    );
  });
});
