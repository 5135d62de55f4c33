import { type Access, roles, USER_TYPES } from '@portal/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { useTestApp } from '../test/app';
import { createUserWithPassword, loginAs } from '../test/factories';
import { accessGuard, SESSION_IDLE_MS, type SessionUser } from './sessions';

const asUser = (userTypeId: number | null) =>
  ({
    sessionUser:
      userTypeId === null
        ? null
        : ({ sessionId: 's', userId: 1, profileId: 'MH2026C000001', userTypeId } as SessionUser),
  }) as FastifyRequest;
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { statusCode?: number }) => error.statusCode,
  );

describe('accessGuard (decision 056)', () => {
  const guard = (access: Access) => {
    const check = accessGuard(access);
    if (!check) throw new Error('no guard');
    return (request: FastifyRequest) => check.call({} as FastifyInstance, request, {} as FastifyReply);
  };

  it('installs no guard on a public endpoint', () => {
    expect(accessGuard('public')).toBeUndefined();
  });

  it('lets any signed-in user through a signedIn endpoint, and no visitor', async () => {
    expect(await statusOf(guard('signedIn')(asUser(USER_TYPES.candidate)))).toBe(200);
    expect(await statusOf(guard('signedIn')(asUser(USER_TYPES.staff)))).toBe(200);
    expect(await statusOf(guard('signedIn')(asUser(null)))).toBe(401);
  });

  it('refuses a signed-in user of another role with 403', async () => {
    const staffOnly = guard(roles('staff'));
    expect(await statusOf(staffOnly(asUser(USER_TYPES.staff)))).toBe(200);
    expect(await statusOf(staffOnly(asUser(USER_TYPES.candidate)))).toBe(403);
    expect(await statusOf(staffOnly(asUser(null)))).toBe(401);
  });

  it('refuses to build a guard for a contract that declares no access', () => {
    expect(() => accessGuard(undefined as unknown as Access)).toThrow(/access/);
    expect(() => accessGuard({ roles: [] })).toThrow(/access/);
  });
});

describe('session idle expiry', () => {
  const ctx = useTestApp();
  const signedIn = async (cookie?: string) =>
    (await ctx().app.inject({ url: '/api/Account/session', headers: cookie ? { cookie } : {} })).json().Data !== null;
  const idleFor = async (userId: number, ms: number) =>
    ctx()
      .database.db.update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - ms) })
      .where(eq(sessions.userId, userId));

  it('keeps a session used within 30 minutes and ends one idle for longer', async () => {
    expect(SESSION_IDLE_MS).toBe(30 * 60 * 1000);
    const user = await createUserWithPassword(ctx().database.db);
    const { cookie } = await loginAs(ctx().app, user);
    await idleFor(user.id, 29 * 60 * 1000);
    expect(await signedIn(cookie)).toBe(true);
    await idleFor(user.id, 31 * 60 * 1000);
    expect(await signedIn(cookie)).toBe(false);
    expect(await ctx().database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});
