import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp, xhr } from '../../test/app';
import { createUserWithPassword, loginAs, testIp } from '../../test/factories';

/**
 * An unknown profile ID costs one argon2 verification, as a known one does, so the two cannot be told
 * apart by timing (docs/decisions/004-no-user-enumeration.md). The call is counted, not timed.
 */
const argon2 = vi.hoisted(() => ({ verifyCalls: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...original,
    verify: (...args: Parameters<typeof original.verify>) => {
      argon2.verifyCalls += 1;
      return original.verify(...args);
    },
  };
});

const UNKNOWN_ID = 'MH2026C999999';

describe('one argon2 verification per check, whether or not the profile ID exists', () => {
  const ctx = useTestApp();
  beforeEach(() => {
    argon2.verifyCalls = 0;
  });

  it('sign-in with an unknown profile ID verifies against a dummy hash', async () => {
    const { res } = await loginAs(ctx().app, { profileId: UNKNOWN_ID, password: 'Wrong@Pass1' });
    expect(res.statusCode).toBe(401);
    expect(argon2.verifyCalls).toBe(1);
  });

  it('sign-in with a known profile ID and a wrong password costs the same one verification', async () => {
    const user = await createUserWithPassword(ctx().database.db);
    argon2.verifyCalls = 0;
    const { res } = await loginAs(ctx().app, { ...user, password: 'Wrong@Pass1' });
    expect(res.statusCode).toBe(401);
    expect(argon2.verifyCalls).toBe(1);
  });

  it('a security answer for an unknown profile ID verifies against a dummy hash', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/Account/verifySecurityAnswer',
      headers: xhr,
      payload: { UserLoginID: UNKNOWN_ID, SecurityQuestionID: 1, SecurityQuestionAnswer: 'Pune' },
      remoteAddress: testIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(argon2.verifyCalls).toBe(1);
  });
});
