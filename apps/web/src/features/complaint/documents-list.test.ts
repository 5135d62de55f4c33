import { describe, expect, it } from 'vitest';
import { todayShown } from './complaint-values';
import { fileProblem } from './documents-list';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('complaint documents in the browser', () => {
  it('takes jpeg, jpg and pdf up to 5 MB', () => {
    expect(fileProblem(file('receipt.pdf', 'application/pdf'))).toBeUndefined();
    expect(fileProblem(file('board.JPG', 'image/jpeg'))).toBeUndefined();
    expect(fileProblem(file('scan.jpeg', 'image/jpeg', 5 * 1024 * 1024))).toBeUndefined();
  });

  it("refuses other types and larger files with the spec's messages", () => {
    expect(fileProblem(file('notes.txt', 'text/plain'))).toEqual({
      key: 'complaint.fileInvalidType',
      vars: { allowed: 'jpeg, jpg, pdf' },
    });
    expect(fileProblem(file('scan.png', 'image/png'))?.key).toBe('complaint.fileInvalidType');
    expect(fileProblem(file('big.pdf', 'application/pdf', 5 * 1024 * 1024 + 1))).toEqual({
      key: 'complaint.fileTooLarge',
      vars: { max: 5 },
    });
  });

  it("shows today's date in India as dd-mm-yyyy", () => {
    // 20:00 UTC on 31 December is already 1 January in India
    expect(todayShown(new Date('2026-12-31T20:00:00Z'))).toBe('01-01-2027');
  });
});
