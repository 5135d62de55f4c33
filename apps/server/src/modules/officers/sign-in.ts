import type { consoleLoginRequestSchema, Officer } from '@portal/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  attemptFailed,
  attemptSucceeded,
  CONSOLE_LOCKOUT,
  countedPasswordCheck,
  lockedError,
  reserveAttempt,
  secondsLocked,
} from '../../platform/attempts';
import { audit } from '../../platform/audit';
import { consumeCaptcha } from '../../platform/captcha';
import { ApiError, badRequest } from '../../platform/errors';
import { hashPassword, isCommonPassword, verifyNothing, verifyPassword } from '../../platform/passwords';
import type { OfficerSession, SessionControl } from '../../platform/sessions';
import type { SecretBox } from '../../platform/vault';
import * as repo from './repo';
import { totpStep } from './totp';

type LoginBody = z.output<typeof consoleLoginRequestSchema>;

/** One answer for an unknown login ID, a wrong password, a wrong or used code and a deactivated account. */
const invalid = () =>
  new ApiError(401, 'officers.invalidCredentials', [{ field: 'Password', message: 'officers.invalidCredentials' }]);

/** The official as the console shows them (GET /api/console/me, the sign-in's answer). */
export async function officerView(
  db: Db,
  o: {
    id: number;
    loginId: string;
    name: string;
    userTypeId: number;
    regionId: number | null;
    mustChangePassword: boolean;
  },
): Promise<Officer> {
  return {
    OfficerID: o.id,
    LoginID: o.loginId,
    Name: o.name,
    Role: repo.roleOf(o.userTypeId),
    RegionID: o.regionId,
    RegionName: await repo.regionName(db, o.regionId),
    MustChangePassword: o.mustChangePassword,
  };
}

export type ConsoleSignInDeps = { db: Db; box: SecretBox; sessions: Pick<SessionControl, 'createForOfficer'> };
export type ConsoleSignInSource = { ip: string; userAgent: string; currentSessionId: string | null; now: Date };

/**
 * POST /api/console/login. Order: captcha, attempt reserved (the citizens' rule: 5 failures in 15
 * minutes lock the login ID for 15 minutes, known or not), password, TOTP code (a step used once),
 * active. Every failure counts and answers alike (docs/decisions/004-no-user-enumeration.md).
 */
export async function signInOfficial(
  { db, box, sessions }: ConsoleSignInDeps,
  body: LoginBody,
  { ip, userAgent, currentSessionId, now }: ConsoleSignInSource,
) {
  const captcha = await consumeCaptcha(db, 'login', body.CaptchaId, body.CaptchaText, now);
  if (!captcha.ok) throw badRequest('accounts.captchaIncorrect', 'CaptchaText');

  const officer = await repo.officerByLoginId(db, body.LoginID);
  const reservation = await reserveAttempt(db, CONSOLE_LOCKOUT, body.LoginID);
  if (!reservation.allowed) {
    await verifyNothing(body.Password);
    await audit(db, { ip }, 'officer.login.locked', { officerId: officer?.id, detail: { loginId: body.LoginID } });
    throw lockedError(await secondsLocked(db, CONSOLE_LOCKOUT, body.LoginID));
  }
  const reason = officer ? await failureOf(db, box, officer, body, now) : await unknownOfficer(body.Password);
  if (reason || !officer) {
    const nowLocked = await attemptFailed(db, CONSOLE_LOCKOUT, body.LoginID, reservation.attempt);
    await audit(db, { ip }, nowLocked ? 'officer.login.locked' : 'officer.login.failed', {
      officerId: officer?.id,
      detail: { loginId: body.LoginID, reason },
    });
    throw nowLocked ? lockedError(CONSOLE_LOCKOUT.lockMs / 1000) : invalid();
  }
  await attemptSucceeded(db, CONSOLE_LOCKOUT, body.LoginID);
  // rotation: whatever console session this browser had ends; the official gets a new one
  if (currentSessionId) await repo.deleteSession(db, currentSessionId);
  const sessionToken = await sessions.createForOfficer(officer.id, { ip, userAgent });
  await audit(db, { ip }, 'officer.login.ok', { officerId: officer.id, detail: { loginId: body.LoginID } });
  return { officer: await officerView(db, officer), sessionToken };
}

/** The work of a password check, for a login ID that is nobody's. */
const unknownOfficer = async (password: string) => {
  await verifyNothing(password);
  return 'unknown';
};

/** Why the sign-in fails ('password', 'totp', 'totpReused', 'inactive'), or null when it succeeds. */
async function failureOf(db: Db, box: SecretBox, officer: repo.OfficerRow, body: LoginBody, now: Date) {
  if (!(await verifyPassword(officer.passwordHash, body.Password))) return 'password';
  const step = totpStep(box.open(officer.totpSecret), officer.loginId, body.TOTP, now);
  if (step === null) return 'totp';
  if (!(await repo.takeTotpStep(db, officer.id, step))) return 'totpReused';
  if (!officer.active) return 'inactive';
  return null;
}

/**
 * POST /api/console/password: the current password (counted toward the sign-in lock), the portal's
 * rule for the new one, not a common one. Clears the one-time flag and ends the official's other sessions.
 */
export async function changeOfficerPassword(
  db: Db,
  caller: OfficerSession,
  body: { CurrentPassword: string; NewPassword: string },
  from: { ip: string },
) {
  const officer = await repo.officerById(db, caller.officerId);
  if (!officer) throw new ApiError(401, 'common.notSignedIn');
  if (isCommonPassword(body.NewPassword)) throw badRequest('accounts.passwordCommon', 'NewPassword');
  const right = await countedPasswordCheck(
    db,
    CONSOLE_LOCKOUT,
    officer.loginId,
    officer.passwordHash,
    body.CurrentPassword,
  );
  if (!right) throw badRequest('accounts.currentPasswordWrong', 'CurrentPassword');
  const updated = await repo.updateOfficer(db, officer.id, {
    passwordHash: await hashPassword(body.NewPassword),
    mustChangePassword: false,
  });
  await repo.endOfficerSessions(db, officer.id, caller.sessionId);
  await audit(db, from, 'officer.password.changed', { officerId: officer.id });
  return officerView(db, updated ?? { ...officer, mustChangePassword: false });
}
