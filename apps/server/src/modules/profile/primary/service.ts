import {
  AADHAAR_MASKED_PATTERN,
  type Lang,
  maskAadhaar,
  messageText,
  type PrimaryRecord,
  type primarySchemas,
  type UploadFileType,
} from '@portal/shared';
import { PROFILES_PER_CONTACT } from '@portal/shared/basics';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import * as users from '../../../db/users';
import { type AttemptPolicy, attemptFailed, reserveAttempt, secondsLocked } from '../../../platform/attempts';
import { audit } from '../../../platform/audit';
import { ApiError, tooManyRequests } from '../../../platform/errors';
import { isMobileVerified, takeVerifiedMobile } from '../../../platform/otp';
import type { Storage } from '../../../platform/storage';
import type { Vault } from '../../../platform/vault';
import { checkDocuments, type DocumentRef, releaseDocuments } from '../documents';
import * as repo from './repo';

/**
 * Primary information of a signed-in candidate or staff member (issue 10 item 2): read and saved in
 * the account itself, with registration's rules (the shared schemas), its repo (contacts cap and lock,
 * job roles, the Aadhaar vault) and the OTP module's verified-mobile check.
 */

/** What the primary step needs: the database, the file store, the Aadhaar vault and the clock. */
export type PrimaryDeps = { db: Db; storage: Storage; vault: Vault; now?: () => Date };

type SaveBody = {
  candidate: z.output<(typeof primarySchemas.save)['candidate']>;
  staff: z.output<(typeof primarySchemas.save)['staff']>;
};
export type PrimarySave =
  | { role: 'candidate'; data: SaveBody['candidate'] }
  | { role: 'staff'; data: SaveBody['staff'] };

const fieldError = (status: number, key: string, field: string) => new ApiError(status, key, [{ field, message: key }]);

/** The documents of the primary step: form field, users column and upload fileType. */
const DOCUMENTS = [
  { field: 'PhotoFilePath', column: 'photoPath', fileType: 'Photo' },
  { field: 'SignFilePath', column: 'signPath', fileType: 'Signature' },
  { field: 'DOBFilePath', column: 'dobProofPath', fileType: 'DOBProof' },
  { field: 'AadhaarFilePath', column: 'aadhaarFilePath', fileType: 'AadhaarCard' },
] as const satisfies readonly { field: string; column: string; fileType: UploadFileType }[];

/**
 * Attempts to add an Aadhaar number, per account: 5 that reach the duplicate check in a day, then the
 * account waits a day. A number that is free is saved (and then cannot change), so only numbers that
 * are taken keep an account trying.
 */
export const AADHAAR_ATTEMPTS: AttemptPolicy = {
  kind: 'aadhaarSet',
  max: 5,
  windowMs: 24 * 60 * 60 * 1000,
  lockMs: 24 * 60 * 60 * 1000,
};

async function signedIn(db: Db, userId: number) {
  const user = await users.userById(db, userId);
  if (!user) throw new ApiError(401, 'common.notSignedIn');
  return user;
}

/** The saved primary information; the Aadhaar number only masked ('XXXX XXXX 1234'). */
export async function readPrimary(db: Db, userId: number): Promise<PrimaryRecord> {
  const [user, roles, last4] = await Promise.all([
    signedIn(db, userId),
    repo.jobRoleIds(db, userId),
    repo.aadhaarLast4(db, userId),
  ]);
  return {
    UserLoginID: user.profileId,
    ITIRegistrationNo: user.itiRegistrationNo ?? '',
    FirstName: user.firstName,
    MiddleName: user.middleName,
    LastName: user.lastName,
    GenderCode: user.genderCode,
    DOB: user.dob ?? '',
    EMailID: user.email,
    MobileNo: user.mobile,
    AltMobileNo: user.altMobile,
    PhotoFilePath: user.photoPath ?? '',
    SignFilePath: user.signPath ?? '',
    DOBFilePath: user.dobProofPath ?? '',
    AadhaarFilePath: user.aadhaarFilePath ?? '',
    AadhaarNo: last4 ? maskAadhaar(last4) : '',
    ListJobRole: roles.map((ID) => ({ ID })),
  };
}

/**
 * What a save does with the Aadhaar number: nothing ('' or the saved number's mask), or seal a new
 * one — only while none is saved (it cannot be changed once saved).
 */
function aadhaarChange(vault: Vault, given: string, savedLast4: string | undefined) {
  if (given === '') return undefined;
  if (AADHAAR_MASKED_PATTERN.test(given)) {
    if (!savedLast4 || given !== maskAadhaar(savedLast4)) throw fieldError(400, 'common.invalidAadhaar', 'AadhaarNo');
    return undefined;
  }
  if (savedLast4) throw fieldError(400, 'primary.aadhaarLocked', 'AadhaarNo');
  return vault.seal(given);
}

/** 409 naming the field when a new mobile number or e-mail already has PROFILES_PER_CONTACT profiles. */
async function assertContactsFree(db: Db, change: { mobile?: string; email?: string }) {
  const count = await users.profilesOn(db, change.mobile ?? '', change.email ?? '');
  if (change.mobile && count.mobile >= PROFILES_PER_CONTACT)
    throw fieldError(409, 'accounts.duplicateMobile', 'MobileNo');
  if (change.email && count.email >= PROFILES_PER_CONTACT) throw fieldError(409, 'accounts.duplicateEmail', 'EMailID');
}

/**
 * Saves the primary information. A new primary mobile number must have been verified by OTP within
 * 30 minutes (the verification is used up); the documents must be the user's own uploads of their
 * type and replaced ones are deleted; the Aadhaar number is added once and never changed. Answers the
 * spec's success text ('Save Successful!' for a candidate, 'Update Successful!' for staff).
 */
export async function savePrimary(
  { db, storage, vault, now: clock = () => new Date() }: PrimaryDeps,
  userId: number,
  save: PrimarySave,
  from: { ip: string; lang: Lang; binding: string },
) {
  const { role, data } = save;
  const now = clock();
  const user = await signedIn(db, userId);

  const refs: DocumentRef[] = DOCUMENTS.map((d) => ({ field: d.field, path: data[d.field], fileType: d.fileType }));
  await checkDocuments(db, userId, refs);

  const sealed = aadhaarChange(vault, data.AadhaarNo, await repo.aadhaarLast4(db, userId));
  if (role === 'staff' && !sealed && !AADHAAR_MASKED_PATTERN.test(data.AadhaarNo)) {
    throw fieldError(400, 'common.invalidAadhaar', 'AadhaarNo');
  }
  const change = {
    mobile: data.MobileNo !== user.mobile ? data.MobileNo : undefined,
    email: data.EMailID.toLowerCase() !== user.email.toLowerCase() ? data.EMailID : undefined,
  };
  if (change.mobile || change.email) await assertContactsFree(db, change);
  if (change.mobile && !(await isMobileVerified(db, change.mobile, 'verify', from.binding, now.getTime()))) {
    throw fieldError(400, 'accounts.verifyMobile', 'MobileNo');
  }
  // Last: whether the number is someone else's is told only when nothing else is wrong, a few times a
  // day per account (issue 17 item 7: the 409 was a free oracle of whose Aadhaar is registered).
  if (sealed) {
    const reservation = await reserveAttempt(db, AADHAAR_ATTEMPTS, String(userId));
    if (!reservation.allowed) throw tooManyRequests(await secondsLocked(db, AADHAAR_ATTEMPTS, String(userId)));
    if (await users.aadhaarTaken(db, sealed.lookupHash)) {
      await attemptFailed(db, AADHAAR_ATTEMPTS, String(userId), reservation.attempt);
      throw fieldError(409, 'accounts.duplicateAadhaar', 'AadhaarNo');
    }
  }

  try {
    await db.transaction(async (tx) => {
      if (change.mobile || change.email) {
        // counted again under the contacts' lock, as registration does: no race past the cap
        await users.lockContacts(tx, change.mobile ?? user.mobile, change.email ?? user.email);
        await assertContactsFree(tx, change);
      }
      await repo.updatePrimary(tx, userId, {
        firstName: data.FirstName,
        middleName: data.MiddleName,
        lastName: data.LastName,
        genderCode: data.GenderCode,
        dob: data.DOB,
        email: data.EMailID,
        mobile: data.MobileNo,
        altMobile: data.AltMobileNo,
        ...Object.fromEntries(DOCUMENTS.map((d) => [d.column, data[d.field] || null])),
      });
      if (save.role === 'staff') {
        await repo.clearJobRoles(tx, userId);
        await users.addJobRoles(tx, userId, [...new Set(save.data.ListJobRole.map((r) => r.ID))]);
      }
      if (sealed) await users.addAadhaar(tx, { userId, ...sealed });
      if (change.mobile && !(await takeVerifiedMobile(tx, change.mobile, 'verify', from.binding, now.getTime()))) {
        throw fieldError(400, 'accounts.verifyMobile', 'MobileNo');
      }
      await audit(tx, { ip: from.ip }, 'profile.primary', {
        userId,
        detail: { role, mobileChanged: Boolean(change.mobile), aadhaarAdded: Boolean(sealed) },
      });
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === '23505' && constraint?.includes('lookup_hash')) {
      throw fieldError(409, 'accounts.duplicateAadhaar', 'AadhaarNo');
    }
    throw error;
  }

  await releaseDocuments(
    { db, storage },
    userId,
    DOCUMENTS.map((d) => user[d.column] ?? ''),
    refs.map((r) => r.path),
  );
  return messageText(role === 'candidate' ? 'accounts.saveSuccess' : 'accounts.updateSuccess', from.lang);
}
