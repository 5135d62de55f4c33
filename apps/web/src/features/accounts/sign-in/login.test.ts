import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './login';

describe('afterLoginPath', () => {
  it('sends a candidate without a security question to set one first', () => {
    expect(afterLoginPath({ SecurityQuestionID: 0, DashBoardPathReact: '/dashboard', UserTypeID: 91 })).toBe(
      '/Candidate/ChangeSecurityQuestion',
    );
  });
  it("sends an institute's user (no security question: its password comes from the board's link) to its desk", () => {
    expect(afterLoginPath({ SecurityQuestionID: 0, DashBoardPathReact: '/institute', UserTypeID: 92 })).toBe(
      '/institute',
    );
  });
  it('otherwise goes where the server says', () => {
    expect(afterLoginPath({ SecurityQuestionID: 2, DashBoardPathReact: '/dashboard', UserTypeID: 91 })).toBe(
      '/dashboard',
    );
  });
});
