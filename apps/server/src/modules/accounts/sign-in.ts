import { createHash } from 'node:crypto';
import { type LoginResponse, type loginRequestSchema, USER_TYPES } from '@portal/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  attemptFailed,
  attemptSucceeded,
  LOCKOUT,
  lockedError,
  reserveAttempt,
  secondsLocked,
} from '../../platform/attempts';
import { audit } from '../../platform/audit';
import { consumeCaptcha, holdForFollowUp } from '../../platform/captcha';
import { ApiError } from '../../platform/errors';
import { verifyNothing, verifyPassword } from '../../platform/passwords';
import type { SessionControl } from '../../platform/sessions';
import * as repo from './repo';

export const DASHBOARD_PATH = '/dashboard';
/** Where a user type lands: an institute's user (type 92) on its desk (issue 21 item 4). */
export const dashboardPathOf = (userTypeId: number) =>
  userTypeId === USER_TYPES.institute ? '/institute' : DASHBOARD_PATH;

type LoginBody = z.output<typeof loginRequestSchema>;

export const fullName = (u: { firstName: string; lastName: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');

/** Another session is named to the browser by a reference, never by its id. */
const sessionRef = (id: string) => createHash('sha256').update(`ref:${id}`).digest('hex').slice(0, 16);

const invalid = () =>
  new ApiError(401, 'accounts.invalidCredentials', [{ field: 'UserPassword', message: 'accounts.invalidCredentials' }]);

const wrongCaptcha = () =>
  new ApiError(400, 'accounts.captchaIncorrect', [{ field: 'CaptchaText', message: 'accounts.captchaIncorrect' }]);

/** The database and the session store: no request or reply (the route reads and answers). */
export type SignInDeps = { db: Db; sessions: Pick<SessionControl, 'othersOf' | 'endAllOf' | 'create'> };

/** Where the sign-in comes from: the address and browser, the session this browser already has, the time. */
export type SignInSource = {
  ip: string;
  userAgent: string;
  current: { userId: number; sessionId: string } | null;
  now: Date;
};

/** The answer, and the token of the new session when one started: the route sets it as the cookie. */
export type SignInResult = { response: LoginResponse; sessionToken: string | null };

/**
 * POST /api/Account/login. Order: captcha, attempt reserved, password, user type, other sessions. A
 * wrong profile ID and a wrong password give the same answer in the same time, and unknown IDs are
 * "locked" after 5 tries too (docs/decisions/004-no-user-enumeration.md): the count is one indexed row
 * per profile ID (platform/attempts.ts), not a scan of the audit trail that grew slower with it.
 */
export async function signIn(
  { db, sessions }: SignInDeps,
  body: LoginBody,
  { ip, userAgent, current, now }: SignInSource,
): Promise<SignInResult> {
  const captcha = await consumeCaptcha(db, 'login', body.CaptchaId, body.CaptchaText, now);
  if (!captcha.ok) throw wrongCaptcha();

  // The attempt is reserved before the password is checked: parallel guesses cannot all be checked.
  const user = await repo.userByProfileId(db, body.UserLoginID);
  const reservation = await reserveAttempt(db, LOCKOUT, body.UserLoginID);
  if (!reservation.allowed) {
    // same work as a real check, so a locked account answers in the same time as any other
    await verifyNothing(body.UserPassword);
    throw lockedError(await secondsLocked(db, LOCKOUT, body.UserLoginID));
  }
  const isRight = user
    ? (await verifyPassword(user.passwordHash, body.UserPassword)) &&
      // an institute's account without a password set from its link cannot sign in (decision 064)
      (user.userTypeId !== USER_TYPES.institute || (await repo.institutePasswordSet(db, user.id)))
    : await verifyNothing(body.UserPassword);
  if (!user || !isRight) {
    const nowLocked = await attemptFailed(db, LOCKOUT, body.UserLoginID, reservation.attempt);
    await audit(db, { ip }, nowLocked && user ? 'login.locked' : 'login.failed', {
      userId: user?.id,
      detail: { profileId: body.UserLoginID, reason: user ? 'password' : 'unknown' },
    });
    throw nowLocked ? lockedError(LOCKOUT.lockMs / 1000) : invalid();
  }
  await attemptSucceeded(db, LOCKOUT, body.UserLoginID);

  if (body.UserTypeID !== user.userTypeId) throw new ApiError(403, 'accounts.wrongUserType');
  // A captcha held for the 'close other logins?' follow-up is good for that account and that answer only.
  if (captcha.heldFor !== null && (captcha.heldFor !== user.id || !body.CloseOtherSessions)) throw wrongCaptcha();

  const others = await sessions.othersOf(user.id, current?.userId === user.id ? current.sessionId : undefined, now);
  const response: LoginResponse = {
    IsLoginAllowed: true,
    IsMultipleLoginAllowed: true,
    LastLoggedInSessionID: '',
    ErrorMessage: '',
    UserLoginID: user.profileId,
    UserName: fullName(user),
    UserTypeID: user.userTypeId,
    SecurityQuestionID: user.securityQuestionId ?? 0,
    DashBoardPathReact: dashboardPathOf(user.userTypeId),
    PhotoPath: user.photoPath,
  };
  const first = others[0];
  if (first && !body.CloseOtherSessions) {
    await holdForFollowUp(db, body.CaptchaId, user.id, now);
    return {
      response: { ...response, IsMultipleLoginAllowed: false, LastLoggedInSessionID: sessionRef(first.id) },
      sessionToken: null,
    };
  }
  if (body.CloseOtherSessions && others.length > 0) {
    await sessions.endAllOf(user.id);
    await audit(db, { ip }, 'logout', {
      userId: user.id,
      detail: { reason: 'closeOtherSessions', count: others.length },
    });
  }
  // Rotation: whatever session this browser had ends; the signed-in user gets a new id.
  if (current) await repo.deleteSession(db, current.sessionId);
  const sessionToken = await sessions.create(user.id, { ip, userAgent });
  await repo.recordLogin(db, user.id, ip, now);
  await audit(db, { ip }, 'login.ok', { userId: user.id });
  return { response, sessionToken };
}
