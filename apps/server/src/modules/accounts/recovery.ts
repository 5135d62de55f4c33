import { type Lang, messageText } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import * as users from '../../db/users';
import {
  type AttemptPolicy,
  attemptFailed,
  attemptSucceeded,
  clearAttempts,
  countedPasswordCheck,
  LOCKOUT,
  reserveAttempt,
  secondsLocked,
} from '../../platform/attempts';
import { audit } from '../../platform/audit';
import { ApiError } from '../../platform/errors';
import { checkOtp, type OtpStore, sendOtp } from '../../platform/otp';
import {
  hashAnswer,
  hashPassword,
  isCommonPassword,
  normaliseAnswer,
  verifyAnswer,
  verifyNothing,
} from '../../platform/passwords';
import type { SessionControl } from '../../platform/sessions';
import type { Sms } from '../../platform/sms';
import { queueSms } from '../../platform/sms-outbox';
import * as repo from './repo';

/**
 * Account recovery: security question, OTP to the primary mobile, and the profile ID by SMS.
 * Every failure reads the same whether or not the profile ID exists (no account enumeration).
 */

/** What recovery works with: no request or reply (the route reads the request and answers). */
export type RecoveryDeps = {
  db: Db;
  sms: Sms;
  /** The OTP table and the server's OTP key (`otpStore`). */
  otp: OtpStore;
  sessions: Pick<SessionControl, 'endAllOf'>;
  /** For an SMS that could not be queued after the change was made. */
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The time a queued SMS is written at (app.clock). */
  now: Date;
};

/** Who asks: the address for the audit trail, the language of the SMS. */
export type Asker = { ip: string; lang: Lang };

export const commonPasswordError = (field: string) =>
  new ApiError(400, 'accounts.passwordCommon', [{ field, message: 'accounts.passwordCommon' }]);

const resetFailed = () => new ApiError(400, 'accounts.passwordResetFailed');

/** True only when the account exists and the question and answer are its own; same cost either way. */
async function answerMatches(user: users.UserRow | undefined, questionId: number, answer: string) {
  if (!user?.securityAnswerHash) {
    await verifyNothing(answer);
    return false;
  }
  const isRight = await verifyAnswer(user.securityAnswerHash, answer);
  return isRight && user.securityQuestionId === questionId;
}

/**
 * Security answers: 5 wrong answers (verify and reset together) in a day lock the profile ID's
 * recovery by question for a day, counted in the database for every process (platform/attempts.ts),
 * and the owner's mobile is told. Before: two in-memory counters allowed ~1,900 guesses a day.
 */
export const SECURITY_ANSWER_LIMIT: AttemptPolicy = {
  kind: 'securityAnswer',
  max: 5,
  windowMs: 24 * 60 * 60 * 1000,
  lockMs: 24 * 60 * 60 * 1000,
};
const answersLocked = (seconds: number) => new ApiError(429, 'accounts.securityAnswerLocked', [], {}, seconds);

export async function checkSecurityAnswer(
  { db, now }: RecoveryDeps,
  input: { UserLoginID: string; SecurityQuestionID: number; SecurityQuestionAnswer: string },
  { ip, lang }: Asker,
) {
  const user = await repo.userByProfileId(db, input.UserLoginID);
  const reservation = await reserveAttempt(db, SECURITY_ANSWER_LIMIT, input.UserLoginID);
  if (!reservation.allowed) {
    await verifyNothing(input.SecurityQuestionAnswer);
    throw answersLocked(await secondsLocked(db, SECURITY_ANSWER_LIMIT, input.UserLoginID));
  }
  if (!(await answerMatches(user, input.SecurityQuestionID, input.SecurityQuestionAnswer))) {
    const nowLocked = await attemptFailed(db, SECURITY_ANSWER_LIMIT, input.UserLoginID, reservation.attempt);
    if (nowLocked && user) {
      await audit(db, { ip }, 'securityAnswer.locked', { userId: user.id });
      await queueSms(
        db,
        { mobile: user.mobile, template: 'securityAnswerLocked', vars: { profileId: user.profileId }, lang },
        now,
      );
    }
    throw nowLocked ? answersLocked(SECURITY_ANSWER_LIMIT.lockMs / 1000) : resetFailed();
  }
  await attemptSucceeded(db, SECURITY_ANSWER_LIMIT, input.UserLoginID);
  return user as users.UserRow;
}

/** After a reset: all sessions end and the primary mobile is told. */
async function setNewPassword(
  { db, sessions, now }: RecoveryDeps,
  user: users.UserRow,
  password: string,
  { ip, lang }: Asker,
  via: 'securityQuestion' | 'otp',
) {
  await repo.setPassword(db, user.id, await hashPassword(password));
  // the owner proved control (answer or OTP): a sign-in lock from guesses at the old password ends
  await clearAttempts(db, LOCKOUT, user.profileId);
  await sessions.endAllOf(user.id);
  await audit(db, { ip }, 'password.reset', { userId: user.id, detail: { via } });
  // queued: the password is already changed, a gateway failure must not make the user think otherwise
  await queueSms(
    db,
    { mobile: user.mobile, template: 'passwordChanged', vars: { profileId: user.profileId }, lang },
    now,
  );
}

export async function resetBySecurityAnswer(
  deps: RecoveryDeps,
  input: { UserLoginID: string; SecurityQuestionID: number; SecurityQuestionAnswer: string; NewPassword: string },
  asker: Asker,
) {
  if (isCommonPassword(input.NewPassword)) throw commonPasswordError('NewPassword');
  const user = await checkSecurityAnswer(deps, input, asker);
  await setNewPassword(deps, user, input.NewPassword, asker, 'securityQuestion');
}

/** An SMS 'gateway' that delivers nothing: the recovery code of a profile ID and mobile that do not match. */
const nowhere: Sms = { showsCodes: false, send: async () => {}, deliver: async () => {} };

/**
 * Sends a recovery code only when the mobile is the account's primary one, and answers the same either
 * way (issue 17 item 13): the typed number's limits (30 s, 5 an hour) apply alike, a code row is written
 * for it alike (one nobody receives when they do not match), and the SMS is handed to the gateway
 * without waiting, so neither the status, the body nor the time tells whether they match. Only the
 * console provider (demo, refused in production) answers the code itself, as send-otp does.
 */
export async function sendRecoveryOtp(
  { db, sms, otp, log }: RecoveryDeps,
  input: { UserLoginID: string; MobileNo: string },
  lang: Lang,
) {
  const user = await repo.userByProfileId(db, input.UserLoginID);
  const matches = user !== undefined && user.mobile === input.MobileNo;
  return sendOtp(otp, matches ? sms : nowhere, { mobile: input.MobileNo, purpose: 'recovery', lang, background: log });
}

export async function resetByOtp(
  deps: RecoveryDeps,
  input: { UserLoginID: string; MobileNo: string; OTP: string; NewPassword: string },
  asker: Asker,
) {
  if (isCommonPassword(input.NewPassword)) throw commonPasswordError('NewPassword');
  const user = await repo.userByProfileId(deps.db, input.UserLoginID);
  const failed = () =>
    new ApiError(400, 'accounts.otpVerifyFailed', [{ field: 'OTP', message: 'accounts.otpVerifyFailed' }]);
  if (!user || user.mobile !== input.MobileNo) throw failed();
  try {
    await checkOtp(deps.otp, {
      mobile: user.mobile,
      code: input.OTP,
      purpose: 'recovery',
    });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400) throw failed();
    throw error;
  }
  await setNewPassword(deps, user, input.NewPassword, asker, 'otp');
}

/** The name as registered, compared without case or extra spaces; with or without the middle name. */
function nameMatches(user: users.UserRow, typed: string) {
  const wanted = normaliseAnswer(typed);
  const withMiddle = normaliseAnswer([user.firstName, user.middleName, user.lastName].filter(Boolean).join(' '));
  const withoutMiddle = normaliseAnswer([user.firstName, user.lastName].filter(Boolean).join(' '));
  return wanted === withMiddle || wanted === withoutMiddle;
}

/**
 * Forgot profile ID: the ID goes by SMS to the primary mobile, never into the answer. The SMS is
 * queued (sms-outbox.ts) without waiting even for that, so a match and no match answer the same, in the same time
 * (issue 7 item 11: a slow gateway made matches 313 ms against 7 ms, and a failing one 502 only for them).
 */
export async function sendProfileId(
  { db, log, now }: Pick<RecoveryDeps, 'db' | 'log' | 'now'>,
  input: { userName: string; mobileNo: string },
  lang: Lang,
) {
  // a family may share the number: the profile whose name matches gets its own ID
  const user = (await users.usersByMobile(db, input.mobileNo)).find((u) => nameMatches(u, input.userName));
  if (user) {
    const message = { mobile: user.mobile, template: 'profileId', vars: { profileId: user.profileId }, lang } as const;
    void queueSms(db, message, now).catch((error) => log.warn({ err: error }, 'profile-ID SMS not queued'));
  }
  return messageText('accounts.profileIdSent', lang);
}

export async function changeSecurityQuestion(
  { db, now }: Pick<RecoveryDeps, 'db' | 'now'>,
  userId: number,
  input: { CurrentPassword: string; SecurityQuestionID: number; SecurityQuestionAnswer: string },
  { ip, lang }: Asker,
) {
  const user = await users.userById(db, userId);
  if (!user) throw new ApiError(401, 'common.notSignedIn');
  if (!(await countedPasswordCheck(db, LOCKOUT, user.profileId, user.passwordHash, input.CurrentPassword))) {
    await audit(db, { ip }, 'securityQuestion.wrongPassword', { userId });
    throw new ApiError(400, 'accounts.currentPasswordWrong', [
      { field: 'CurrentPassword', message: 'accounts.currentPasswordWrong' },
    ]);
  }
  if (!(await users.securityQuestionExists(db, input.SecurityQuestionID))) {
    throw new ApiError(400, 'accounts.securityQuestionRequired', [
      { field: 'SecurityQuestionID', message: 'accounts.securityQuestionRequired' },
    ]);
  }
  await repo.setSecurityQuestion(db, userId, input.SecurityQuestionID, await hashAnswer(input.SecurityQuestionAnswer));
  await audit(db, { ip }, 'securityQuestion.changed', { userId });
  // The owner hears of it at once, so a change they did not make can be stopped.
  const message = {
    mobile: user.mobile,
    template: 'securityQuestionChanged',
    vars: { profileId: user.profileId },
    lang,
  } as const;
  await queueSms(db, message, now);
}
