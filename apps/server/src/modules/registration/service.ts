import { type candidateRegistrationSchema, type staffRegistrationSchema, USER_TYPES } from '@portal/shared';
import { PROFILES_PER_CONTACT } from '@portal/shared/basics';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import * as users from '../../db/users';
import { attemptFailed, attemptSucceeded, LOCKOUT, reserveAttempt } from '../../platform/attempts';
import { audit } from '../../platform/audit';
import { consumeCaptcha } from '../../platform/captcha';
import { ApiError } from '../../platform/errors';
import { isMobileVerified, OTP_RULES, takeVerifiedMobile } from '../../platform/otp';
import { hashAnswer, hashPassword, isCommonPassword, verifyPassword } from '../../platform/passwords';
import type { Vault } from '../../platform/vault';
import { claimableItiMobile, itiUnverified } from './iti-admission';
import * as repo from './repo';

/**
 * Candidate and staff registration: one flow, parameterised by role. Checks run in the order a
 * person can fix them (captcha, password, mobile verified, duplicates, documents); the account, its
 * job roles, Aadhaar and documents are written in one transaction that also uses up the mobile's
 * OTP verification.
 */
export type Registration =
  | { role: 'candidate'; data: z.output<typeof candidateRegistrationSchema> }
  | { role: 'staff'; data: z.output<typeof staffRegistrationSchema> };

const ROLES = {
  candidate: { userTypeId: USER_TYPES.candidate, letter: 'C' },
  staff: { userTypeId: USER_TYPES.staff, letter: 'S' },
} as const;

const fieldError = (status: number, key: string, field: string) => new ApiError(status, key, [{ field, message: key }]);

/** `MH` + year + C/S + the 6-digit user id, e.g. MH2026C000123 (API.md). */
export function profileIdOf(role: Registration['role'], userId: number, now = new Date()) {
  const year = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(now);
  return `MH${year}${ROLES[role].letter}${String(userId).padStart(6, '0')}`;
}

/** Staff documents uploaded before registration (userID 0), by payload field and upload fileType. */
const STAFF_DOCUMENTS = [
  { field: 'PhotoFilePath', fileType: 'Photo' },
  { field: 'SignFilePath', fileType: 'Signature' },
  { field: 'AadhaarFilePath', fileType: 'AadhaarCard' },
  { field: 'DOBFilePath', fileType: 'DOBProof' },
] as const;

type StaffData = Extract<Registration, { role: 'staff' }>['data'];

function staffDocuments(data: StaffData) {
  return STAFF_DOCUMENTS.map((d) => ({ ...d, path: data[d.field] })).filter((d) => d.path !== '');
}

async function checkStaffDocuments(db: Db, data: StaffData) {
  const documents = staffDocuments(data);
  const found = await repo.unclaimedUploads(
    db,
    documents.map((d) => d.path),
  );
  for (const d of documents) {
    if (!found.some((f) => f.path === d.path && f.fileType === d.fileType)) {
      throw fieldError(400, 'accounts.uploadClaimInvalid', d.field);
    }
  }
}

/** 409 naming the field when the mobile number or e-mail already has PROFILES_PER_CONTACT profiles. */
async function assertContactsFree(db: Db, mobile: string, email: string) {
  const count = await users.profilesOn(db, mobile, email);
  if (count.mobile >= PROFILES_PER_CONTACT) throw fieldError(409, 'accounts.duplicateMobile', 'MobileNo');
  if (count.email >= PROFILES_PER_CONTACT) throw fieldError(409, 'accounts.duplicateEmail', 'EMailID');
}

/** 409 naming the field, also when two registrations race past the checks (unique indexes). */
function duplicateOf(error: unknown): ApiError | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  if (code !== '23505') return undefined;
  if (constraint?.includes('lookup_hash')) return fieldError(409, 'accounts.duplicateAadhaar', 'AadhaarNo');
  if (constraint?.includes('iti_registration')) return fieldError(409, 'accounts.duplicateIti', 'ITIRegistrationNo');
  return undefined;
}

const itiNumberOf = (registration: Registration) =>
  registration.role === 'candidate' && registration.data.IsITIRegistered === 'Y'
    ? registration.data.ITIRegistrationNo
    : null;

/**
 * A retry of a registration that was committed but whose answer was lost (issue 7 item 13): the same
 * role, mobile, email, names, date of birth, ITI number and institute, within the 30 minutes its OTP verification
 * was good for, with the same password, is answered with the profile ID it already has instead of a
 * 409. The password is the proof: only whoever sent the first request knows it, and its check counts
 * towards the sign-in lock of that profile ID (docs/decisions/008-registration-retry.md).
 */
async function sameRegistration(db: Db, registration: Registration, now: Date) {
  const { role, data } = registration;
  const recent = (await users.usersByMobile(db, data.MobileNo)).filter(
    (u) => u.createdAt.getTime() >= now.getTime() - OTP_RULES.verifiedForMs,
  );
  const user = recent.find(
    (u) => u.email.toLowerCase() === data.EMailID.toLowerCase() && u.firstName === data.FirstName,
  );
  if (!user) return undefined;
  const same =
    user.userTypeId === ROLES[role].userTypeId &&
    user.email.toLowerCase() === data.EMailID.toLowerCase() &&
    user.firstName === data.FirstName &&
    user.middleName === data.MiddleName &&
    user.lastName === data.LastName &&
    user.genderCode === data.GenderCode &&
    user.dob === data.DOB &&
    user.itiRegistrationNo === itiNumberOf(registration) &&
    user.instituteId === (registration.role === 'staff' ? registration.data.InstituteID : null);
  if (!same) return undefined;
  // a password check like a sign-in's, so it counts towards the same lock (no guessing around it)
  const reservation = await reserveAttempt(db, LOCKOUT, user.profileId);
  if (!reservation.allowed) return undefined;
  if (!(await verifyPassword(user.passwordHash, data.Password))) {
    await attemptFailed(db, LOCKOUT, user.profileId, reservation.attempt);
    return undefined;
  }
  await attemptSucceeded(db, LOCKOUT, user.profileId);
  return user;
}

/** What a registration uses: the database, the Aadhaar vault and the clock. */
export type RegistrationDeps = { db: Db; vault: Vault; now?: () => Date };

/**
 * Registers a candidate or staff member and answers the new profile ID (or the one a lost answer's
 * registration already got); `from.ip` goes into the audit row.
 */
export async function register(
  { db, vault, now: clock = () => new Date() }: RegistrationDeps,
  registration: Registration,
  from: { ip: string; binding: string },
) {
  const { role, data } = registration;
  const now = clock();

  const captcha = await consumeCaptcha(db, 'registration', data.CaptchaId, data.CaptchaText, now);
  if (!captcha.ok) throw fieldError(400, 'accounts.captchaIncorrect', 'CaptchaText');
  const earlier = await sameRegistration(db, registration, now);
  if (earlier) {
    await audit(db, from, 'registration.repeated', { userId: earlier.id, detail: { role } });
    return earlier.profileId;
  }
  if (isCommonPassword(data.Password)) throw fieldError(400, 'accounts.passwordCommon', 'Password');
  if (!(await users.securityQuestionExists(db, data.SecurityQuestionID))) {
    throw fieldError(400, 'accounts.securityQuestionRequired', 'SecurityQuestionID');
  }
  // the cap first: a number that is full needs no verification to be refused
  await assertContactsFree(db, data.MobileNo, data.EMailID);
  if (!(await isMobileVerified(db, data.MobileNo, 'verify', from.binding, now.getTime()))) {
    throw fieldError(400, 'accounts.verifyMobile', 'MobileNo');
  }
  const itiMobile = await claimableItiMobile(db, itiNumberOf(registration), from.binding, now);

  const aadhaar = registration.role === 'staff' ? vault.seal(registration.data.AadhaarNo) : undefined;
  if (aadhaar && (await users.aadhaarTaken(db, aadhaar.lookupHash))) {
    throw fieldError(409, 'accounts.duplicateAadhaar', 'AadhaarNo');
  }
  if (registration.role === 'staff') {
    if (!(await repo.instituteExists(db, registration.data.InstituteID))) {
      throw fieldError(400, 'accounts.instituteUnknown', 'InstituteID');
    }
    await checkStaffDocuments(db, registration.data);
  }

  const [passwordHash, securityAnswerHash] = await Promise.all([
    hashPassword(data.Password),
    hashAnswer(data.SecurityQuestionAnswer),
  ]);

  let created: { id: number; profileId: string };
  try {
    created = await db.transaction(async (tx) => {
      // counted again under a lock on this mobile and e-mail: two registrations racing for the last
      // place cannot both take it
      await users.lockContacts(tx, data.MobileNo, data.EMailID);
      await assertContactsFree(tx, data.MobileNo, data.EMailID);
      const id = await repo.nextUserId(tx);
      const profileId = profileIdOf(role, id, now);
      const staff = registration.role === 'staff' ? registration.data : undefined;
      const candidate = registration.role === 'candidate' ? registration.data : undefined;
      await repo.insertUser(tx, {
        id,
        profileId,
        userTypeId: ROLES[role].userTypeId,
        firstName: data.FirstName,
        middleName: data.MiddleName,
        lastName: data.LastName,
        genderCode: data.GenderCode,
        dob: data.DOB,
        email: data.EMailID,
        mobile: data.MobileNo,
        altMobile: data.AltMobileNo,
        passwordHash,
        securityQuestionId: data.SecurityQuestionID,
        securityAnswerHash,
        itiRegistrationNo: itiNumberOf(registration),
        isAdmissionDataFetch: candidate?.IsITIRegistered === 'Y' && candidate.IsAdmissionDataFetch,
        photoPath: staff?.PhotoFilePath || null,
        signPath: staff?.SignFilePath || null,
        dobProofPath: staff?.DOBFilePath || null,
        aadhaarFilePath: staff?.AadhaarFilePath || null,
        instituteId: staff?.InstituteID ?? null,
      });
      if (staff && aadhaar) {
        await users.addJobRoles(tx, id, [...new Set(staff.ListJobRole.map((r) => r.ID))]);
        await users.addAadhaar(tx, { userId: id, ...aadhaar });
        for (const d of staffDocuments(staff)) {
          if (!(await repo.claimUpload(tx, d.path, d.fileType, id))) {
            throw fieldError(400, 'accounts.uploadClaimInvalid', d.field);
          }
        }
      }
      if (!(await takeVerifiedMobile(tx, data.MobileNo, 'verify', from.binding, now.getTime()))) {
        throw fieldError(400, 'accounts.verifyMobile', 'MobileNo');
      }
      if (itiMobile && !(await takeVerifiedMobile(tx, itiMobile, 'iti', from.binding, now.getTime()))) {
        throw itiUnverified();
      }
      // in the transaction: no account without its audit row (issue 7 item 13)
      await audit(tx, { ip: from.ip }, 'registration', { userId: id, detail: { role } });
      return { id, profileId };
    });
  } catch (error) {
    throw duplicateOf(error) ?? error;
  }
  return created.profileId;
}
