import { type ItiAdmission, itiAdmissionSchema, itiPrefillSchema, type Lang } from '@portal/shared';
import type { Db } from '../../db/client';
import { ApiError } from '../../platform/errors';
import { checkOtp, isMobileVerified, type OtpStore, sendOtp } from '../../platform/otp';
import type { Sms } from '../../platform/sms';
import * as repo from './repo';

/**
 * The ITI admission lookup (issue 7 item 3). A registration number is guessable, so anyone gets only a
 * masked preview; the data that pre-fills the form comes after an OTP to the record's own primary
 * mobile is verified, and that verification is what lets a registration claim the record
 * (docs/decisions/007-iti-record-claim.md).
 */
async function findAdmission(db: Db, registrationNumber: string): Promise<ItiAdmission | undefined> {
  const parsed = itiAdmissionSchema.safeParse(await repo.itiAdmission(db, registrationNumber));
  return parsed.success ? parsed.data : undefined;
}

async function admissionRecord(db: Db, registrationNumber: string) {
  const record = await findAdmission(db, registrationNumber);
  if (!record) throw new ApiError(404, 'accounts.itiLookupNotFound');
  return record;
}

const claimError = (status: number, key: string) =>
  new ApiError(status, key, [{ field: 'ITIRegistrationNo', message: key }]);
export const itiUnverified = () => claimError(400, 'accounts.itiVerifyRequired');

/**
 * Registration: an ITI number can be claimed by one account only, and a number that is one of the
 * board's admission records only by whoever verified that record's own mobile by OTP (SendOTP /
 * VerifyOTP below). Returns the record's mobile, whose verification the registration then uses up in
 * its transaction; undefined for no ITI number or one that is not a record.
 */
export async function claimableItiMobile(db: Db, itiNumber: string | null, binding: string, now = new Date()) {
  if (!itiNumber) return undefined;
  if (await repo.itiClaimed(db, itiNumber)) throw claimError(409, 'accounts.duplicateIti');
  const record = await findAdmission(db, itiNumber);
  if (!record) return undefined;
  if (!(await isMobileVerified(db, record.PrimaryMobileNo, 'iti', binding, now.getTime()))) throw itiUnverified();
  return record.PrimaryMobileNo;
}

/** The initial and a mask of fixed length: the preview never tells how long a name is (issue 17 item 18). */
const masked = (name: string) => `${name.slice(0, 1)}•••`;
const mobileEnding = (record: ItiAdmission) => record.PrimaryMobileNo.slice(-2);

/** GetIITIAdmissionData: the masked preview of a record (404 when there is none). */
export async function itiPreview(db: Db, registrationNumber: string) {
  const record = await admissionRecord(db, registrationNumber);
  return {
    RegistrationNumber: record.RegistrationNumber,
    CandidateFirstName: masked(record.CandidateFirstName),
    CandidateLastName: masked(record.CandidateLastName),
    MobileEnding: mobileEnding(record),
  };
}

/** SendOTP: a code to the record's own primary mobile; answers the mobile's ending (and the code in console mode). */
export async function sendItiOtp(store: OtpStore, sms: Sms, input: { registrationNumber: string; lang: Lang }) {
  const record = await admissionRecord(store.db, input.registrationNumber);
  const sent = await sendOtp(store, sms, { mobile: record.PrimaryMobileNo, purpose: 'iti', lang: input.lang });
  return { MobileEnding: mobileEnding(record), ...sent };
}

/**
 * VerifyOTP: the right code proves the record's mobile (which a registration then claims) and
 * answers the fields that pre-fill the form; 409 when an account already holds the record.
 */
export async function verifyItiOtp(
  store: OtpStore,
  input: { registrationNumber: string; code: string; binding: string },
) {
  const record = await admissionRecord(store.db, input.registrationNumber);
  await checkOtp(store, { mobile: record.PrimaryMobileNo, code: input.code, purpose: 'iti', binding: input.binding });
  if (await repo.itiClaimed(store.db, input.registrationNumber)) throw claimError(409, 'accounts.duplicateIti');
  return itiPrefillSchema.parse(record);
}
