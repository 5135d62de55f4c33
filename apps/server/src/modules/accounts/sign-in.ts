import { createHash } from 'node:crypto';
import type { LoginResponse, loginRequestSchema } from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { audit } from '../../platform/audit';
import { consumeCaptcha, holdForFollowUp } from '../../platform/captcha';
import { ApiError } from '../../platform/errors';
import { verifyNothing, verifyPassword } from '../../platform/passwords';
import * as repo from './repo';

/** 5 failed sign-ins within 15 minutes lock the account for 15 minutes. */
export const LOCKOUT = { maxFailures: 5, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 } as const;
export const DASHBOARD_PATH = '/dashboard';

type LoginBody = z.output<typeof loginRequestSchema>;

export const fullName = (u: { firstName: string; lastName: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');

/** Another session is named to the browser by a reference, never by its id. */
const sessionRef = (id: string) => createHash('sha256').update(`ref:${id}`).digest('hex').slice(0, 16);

const invalid = () =>
  new ApiError(401, 'accounts.invalidCredentials', [{ field: 'UserPassword', message: 'accounts.invalidCredentials' }]);
const locked = () => new ApiError(429, 'accounts.accountLocked');
const wrongCaptcha = () =>
  new ApiError(400, 'accounts.captchaIncorrect', [{ field: 'CaptchaText', message: 'accounts.captchaIncorrect' }]);

/**
 * POST /api/Account/login. Order: captcha, lock, password, user type, other sessions. A wrong
 * profile ID and a wrong password give the same answer in the same time, and unknown IDs are
 * "locked" after 5 tries too (docs/decisions/004-no-user-enumeration.md).
 */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: LoginBody,
): Promise<LoginResponse> {
  const db = app.database.db;
  const captcha = await consumeCaptcha(db, 'login', body.CaptchaId, body.CaptchaText);
  if (!captcha.ok) throw wrongCaptcha();

  const now = Date.now();
  const windowStart = new Date(now - LOCKOUT.windowMs);
  const user = await repo.userByProfileId(db, body.UserLoginID);
  if (!user) {
    const failures = await repo.recentUnknownFailures(db, body.UserLoginID, windowStart);
    if (failures >= LOCKOUT.maxFailures) throw locked();
    await verifyNothing(body.UserPassword);
    await audit(db, request, 'login.failed', { detail: { profileId: body.UserLoginID, reason: 'unknown' } });
    throw failures + 1 >= LOCKOUT.maxFailures ? locked() : invalid();
  }

  if (user.lockedUntil && user.lockedUntil.getTime() > now) throw locked();
  if (!(await verifyPassword(user.passwordHash, body.UserPassword))) {
    const failures = await repo.countFailure(db, user.id, windowStart);
    if (failures >= LOCKOUT.maxFailures) {
      await repo.lock(db, user.id, new Date(now + LOCKOUT.lockMs));
      await audit(db, request, 'login.locked', { userId: user.id, detail: { profileId: user.profileId } });
      throw locked();
    }
    await audit(db, request, 'login.failed', {
      userId: user.id,
      detail: { profileId: user.profileId, reason: 'password' },
    });
    throw invalid();
  }

  if (body.UserTypeID !== user.userTypeId) throw new ApiError(403, 'accounts.wrongUserType');
  // A captcha held for the 'close other logins?' follow-up is good for that account and that answer only.
  if (captcha.heldFor !== null && (captcha.heldFor !== user.id || !body.CloseOtherSessions)) throw wrongCaptcha();

  const current = request.sessionUser;
  const others = await app.sessions.othersOf(user.id, current?.userId === user.id ? current.sessionId : undefined);
  const response: LoginResponse = {
    IsLoginAllowed: true,
    IsMultipleLoginAllowed: true,
    LastLoggedInSessionID: '',
    ErrorMessage: '',
    UserLoginID: user.profileId,
    UserName: fullName(user),
    UserTypeID: user.userTypeId,
    SecurityQuestionID: user.securityQuestionId ?? 0,
    DashBoardPathReact: DASHBOARD_PATH,
    PhotoPath: user.photoPath,
  };
  const first = others[0];
  if (first && !body.CloseOtherSessions) {
    await holdForFollowUp(db, body.CaptchaId, user.id);
    return { ...response, IsMultipleLoginAllowed: false, LastLoggedInSessionID: sessionRef(first.id) };
  }
  if (body.CloseOtherSessions && others.length > 0) {
    await app.sessions.endAllOf(user.id);
    await audit(db, request, 'logout', {
      userId: user.id,
      detail: { reason: 'closeOtherSessions', count: others.length },
    });
  }
  // Rotation: whatever session this browser had ends; the signed-in user gets a new id.
  if (current) await repo.deleteSession(db, current.sessionId);
  await app.sessions.start(reply, request, user.id);
  await repo.recordLogin(db, user.id, request.ip);
  await audit(db, request, 'login.ok', { userId: user.id });
  return response;
}
