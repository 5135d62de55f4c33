import { createHash, randomBytes } from 'node:crypto';
import {
  type createInstituteAccountRequestSchema,
  type InstituteAccount,
  type setInstitutePasswordRequestSchema,
  USER_TYPES,
} from '@portal/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { audit } from '../../platform/audit';
import { ApiError, isUniqueViolation } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { queueSms } from '../../platform/sms-outbox';
import * as repo from './repo';

/**
 * Institutes' accounts (issue 21 item 4, decision 064): an admin creates one per institute; its user
 * gets a one-time set-password link by SMS (the token hashed, expiring, single use) and until then the
 * account cannot sign in.
 */

/** How long the set-password link works. */
export const SETUP_LINK_MS = 48 * 60 * 60 * 1000;
/** The page the SMS link opens; the token follows in the fragment, which no server log sees. */
export const SET_PASSWORD_PATH = '/institute/set-password';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** `MH` + year + `I` + the 6-digit user id. */
export const instituteProfileId = (userId: number, now: Date) =>
  `MH${new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(now)}I${String(userId).padStart(6, '0')}`;

type Admin = { officerId: number; ip: string; now: Date; origin: string };

const view = (r: Awaited<ReturnType<typeof repo.listAccounts>>[number]): InstituteAccount => ({
  UserID: r.userId,
  ProfileID: r.profileId,
  InstituteID: r.instituteId,
  InstituteCode: r.instituteCode,
  InstituteName: r.instituteName,
  ContactName: r.contactName,
  Mobile: r.mobile,
  PasswordSet: r.passwordSetAt !== null,
  CreatedAt: r.createdAt.toISOString(),
});

export async function listInstituteAccounts(db: Db) {
  return (await repo.listAccounts(db)).map(view);
}

export async function instituteOptions(db: Db, q: string) {
  return (await repo.instituteOptions(db, q)).map((r) => ({
    InstituteID: r.id,
    Code: r.code,
    Name: r.name,
    HasAccount: r.userId !== null,
  }));
}

export async function createInstituteAccount(
  db: Db,
  body: z.output<typeof createInstituteAccountRequestSchema>,
  { officerId, ip, now, origin }: Admin,
) {
  const institute = await repo.instituteById(db, body.InstituteID);
  if (!institute)
    throw new ApiError(404, 'admissions.instituteNotFound', [
      { field: 'InstituteID', message: 'admissions.instituteNotFound' },
    ]);
  const token = randomBytes(32).toString('base64url');
  const link = (profileId: string) => ({
    institute: institute.name,
    profileId,
    link: `${origin}${SET_PASSWORD_PATH}#${token}`,
  });
  // no one knows this password: the account cannot sign in until the link sets one (and sign-in checks password_set_at)
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const id = await repo.nextUserId(tx);
      const profileId = instituteProfileId(id, now);
      await repo.insertInstituteUser(
        tx,
        {
          id,
          profileId,
          userTypeId: USER_TYPES.institute,
          firstName: body.ContactName,
          // an institute has no gender or date of birth
          genderCode: '',
          dob: null,
          email: `${profileId.toLowerCase()}@institute.invalid`,
          mobile: body.Mobile,
          passwordHash: unusable,
          collegeName: institute.name,
          createdAt: now,
        },
        {
          userId: id,
          instituteId: institute.id,
          createdBy: officerId,
          setupTokenHash: hashToken(token),
          setupExpiresAt: new Date(now.getTime() + SETUP_LINK_MS),
        },
      );
      await queueSms(
        tx,
        {
          mobile: body.Mobile,
          template: 'instituteSetup',
          lang: 'bilingual',
          vars: () => link(profileId),
        },
        now,
      );
      await audit(tx, { ip }, 'institute.account.created', {
        officerId,
        record: { type: 'user', id },
        detail: { instituteId: institute.id, profileId },
        at: now,
      });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(409, 'admissions.instituteHasAccount', [
        { field: 'InstituteID', message: 'admissions.instituteHasAccount' },
      ]);
    throw error;
  }
  const created = (await repo.listAccounts(db)).find((r) => r.userId === userId);
  if (!created) throw new Error('createInstituteAccount: the new account is missing');
  return { ...view(created), link: link(created.profileId).link };
}

/** The link's token sets the password, once, before it expires; any other token is the same 400. */
export async function setInstitutePassword(
  db: Db,
  body: z.output<typeof setInstitutePasswordRequestSchema>,
  { ip, now }: { ip: string; now: Date },
) {
  const passwordHash = await hashPassword(body.NewPassword);
  const profileId = await db.transaction(async (tx) => {
    const taken = await repo.takeSetupToken(tx, hashToken(body.Token), now);
    if (!taken)
      throw new ApiError(400, 'admissions.setupLinkInvalid', [
        { field: 'Token', message: 'admissions.setupLinkInvalid' },
      ]);
    const user = await repo.setPasswordHash(tx, taken.userId, passwordHash);
    await audit(tx, { ip }, 'institute.password.set', { userId: taken.userId, at: now });
    return user?.profileId ?? '';
  });
  return { ProfileID: profileId };
}
