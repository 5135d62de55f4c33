import {
  ACCOUNT_NO_PATTERN,
  type BankRecord,
  bankSchemas,
  MASKED_ACCOUNT_NO_PATTERN,
  maskAllButLast4,
} from '@portal/shared';
import type { Db } from '../../../db/client';
import { ApiError } from '../../../platform/errors';
import type { Storage } from '../../../platform/storage';
import type { SecretBox } from '../../../platform/vault';
import type { DocumentRef } from '../documents';
import * as profileRepo from '../repo';
import { saveRecord, storedRecord } from '../section';
import { type IfscDeps, lookupIfsc } from './ifsc';

/**
 * The bank step's record (decision 034). Stored as the profile's JSON document 'bank' with the
 * account number masked ('XXXXXXXX1234') and, beside it, sealed by the vault (`AccountNoSealed`):
 * the stored row never holds the number in clear, and the read answers it masked.
 */
export const BANK_SECTION = 'bank';

export type BankDeps = { db: Db; storage: Storage; box: SecretBox; ifsc: IfscDeps };

const documents = (record: BankRecord): DocumentRef[] => [
  { field: 'CancelChequePath', path: record.CancelChequePath, fileType: 'CancelCheque' },
  { field: 'PANPath', path: record.PANPath, fileType: 'PANCard' },
];

const fieldError = (field: string, message: string) => new ApiError(400, message, [{ field, message }]);

/** The saved record, account number masked; null before the first save. */
export async function readBank(db: Db, userId: number): Promise<BankRecord | null> {
  return storedRecord(bankSchemas.fields, await profileRepo.sectionData(db, userId, BANK_SECTION));
}

/** The sealed number a save keeps: a new number sealed, or the stored one when the masked value came back unchanged. */
async function sealedAccountNo(deps: BankDeps, userId: number, accountNo: string): Promise<string> {
  if (ACCOUNT_NO_PATTERN.test(accountNo)) return deps.box.seal(accountNo);
  const before = await profileRepo.sectionData(deps.db, userId, BANK_SECTION);
  const stored = before && typeof before === 'object' ? (before as Record<string, unknown>) : {};
  if (
    MASKED_ACCOUNT_NO_PATTERN.test(accountNo) &&
    stored.AccountNo === accountNo &&
    typeof stored.AccountNoSealed === 'string' &&
    stored.AccountNoSealed
  )
    return stored.AccountNoSealed;
  throw fieldError('AccountNo', 'bank.accountNoInvalid');
}

/**
 * Saves the record (already checked by the shared schema). With an account the IFSC code is verified
 * again here, whatever the browser said: its bank, and its branch when a directory knows it, are
 * taken from the lookup; an unknown code is refused on IFSCCode.
 */
export async function saveBank(deps: BankDeps, userId: number, record: BankRecord) {
  let stored: BankRecord & { AccountNoSealed?: string } = record;
  if (record.HasBankAccount === 1) {
    const details = await lookupIfsc(deps.ifsc, record.IFSCCode);
    if (!details) throw fieldError('IFSCCode', 'bank.ifscNotFound');
    const sealed = await sealedAccountNo(deps, userId, record.AccountNo);
    stored = {
      ...record,
      BankName: details.BankName,
      BranchName: details.BranchName || record.BranchName,
      AccountNo: maskAllButLast4(deps.box.open(sealed)),
      AccountNoSealed: sealed,
    };
  }
  await saveRecord(deps, { name: BANK_SECTION, fields: bankSchemas.fields, documents }, userId, stored);
}
