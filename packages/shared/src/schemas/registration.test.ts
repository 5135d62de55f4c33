import { describe, expect, it } from 'vitest';
import { candidateRegistrationSchema } from './registration';

describe('candidate registration schema', () => {
  it('reports the password mismatch and the ITI number rule on the first submit, with the other errors', () => {
    const result = candidateRegistrationSchema.safeParse({
      IsITIRegistered: 'Y',
      ITIRegistrationNo: '2019123',
      FirstName: '',
      Password: 'Abcdef@1',
      ConfirmPassword: 'Abcdef@2',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
    expect(messages).toContain('ConfirmPassword:accounts.passwordsMismatch');
    expect(messages).toContain('ITIRegistrationNo:accounts.itiNumberPrefix');
    expect(messages.some((m) => m.startsWith('FirstName:'))).toBe(true);
  });
});
