import { z } from 'zod';
import { fieldIssue, sectionSchemas, userIdRule } from './common';

/**
 * Bank account and PAN (spec part 2 §2 Bank Details, §3 bank record, §4, §5, §9; decision 034). The
 * account number is sealed at rest and read back masked: every digit but the last four is an X.
 */

export const ACCOUNT_TYPES = ['Saving', 'Current'] as const;
/** §9: 4 capital letters, 0, then 6 letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** PAN: 5 letters, 4 digits, a letter (AAAAA9999A). */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
/** Indian bank account numbers are 9 to 18 digits. */
export const ACCOUNT_NO_PATTERN = /^\d{9,18}$/;
/** An account number as the read answers it ('XXXXXXXX1234'). */
export const MASKED_ACCOUNT_NO_PATTERN = /^X{5,14}\d{4}$/;

/** A stored document's path ('' when none). */
const documentPath = () => z.string().trim().max(100, { message: 'common.invalidInput' }).default('');
const text = (max: number) => z.string().trim().max(max, { message: 'accounts.textTooLong' }).default('');
/** Typed in any case, kept in capitals (§5: IFSC and PAN forced to upper case). */
const upperCode = (max: number, message: string) => z.string().trim().toUpperCase().max(max, { message }).default('');

const bankFields = z.object({
  HasBankAccount: z.union([z.literal(0), z.literal(1)], { message: 'profile.selectOption' }),
  AccountType: z.union([z.enum(ACCOUNT_TYPES), z.literal('')], { message: 'profile.required' }).default(''),
  /** Digits, or the masked number the read gave (the server keeps the stored number then). */
  AccountNo: z.string().trim().max(18, { message: 'bank.accountNoInvalid' }).default(''),
  AccountHolderName: text(100),
  IFSCCode: upperCode(11, 'bank.ifscInvalidFormat'),
  BankName: text(150),
  BranchName: text(150),
  CancelChequePath: documentPath(),
  PANNo: upperCode(10, 'bank.panInvalid'),
  PANPath: documentPath(),
});

/** An IFSC code's own rules: 'IFSC code is required', 'Invalid IFSC format'. */
export const ifscIssue = (code: string): 'bank.ifscRequired' | 'bank.ifscInvalidFormat' | null => {
  if (!code) return 'bank.ifscRequired';
  return IFSC_PATTERN.test(code) ? null : 'bank.ifscInvalidFormat';
};

type BankValues = z.output<typeof bankFields>;

function bankRules(v: BankValues, ctx: z.RefinementCtx) {
  if (v.HasBankAccount === 1) {
    if (!v.AccountType) fieldIssue(ctx, 'AccountType');
    if (!v.AccountNo) fieldIssue(ctx, 'AccountNo');
    else if (!ACCOUNT_NO_PATTERN.test(v.AccountNo) && !MASKED_ACCOUNT_NO_PATTERN.test(v.AccountNo))
      fieldIssue(ctx, 'AccountNo', 'bank.accountNoInvalid');
    if (!v.AccountHolderName) fieldIssue(ctx, 'AccountHolderName');
    const ifsc = ifscIssue(v.IFSCCode);
    if (ifsc) fieldIssue(ctx, 'IFSCCode', ifsc);
    if (!v.BankName) fieldIssue(ctx, 'BankName');
    if (!v.BranchName) fieldIssue(ctx, 'BranchName');
    if (!v.CancelChequePath) fieldIssue(ctx, 'CancelChequePath');
  }
  if (!v.PANNo) fieldIssue(ctx, 'PANNo');
  else if (!PAN_PATTERN.test(v.PANNo)) fieldIssue(ctx, 'PANNo', 'bank.panInvalid');
  if (!v.PANPath) fieldIssue(ctx, 'PANPath');
}

/** No account: its fields are blanked on save, nothing stale is kept (§4). */
const bankClean = (v: BankValues): Partial<BankValues> =>
  v.HasBankAccount === 0
    ? {
        AccountType: '',
        AccountNo: '',
        AccountHolderName: '',
        IFSCCode: '',
        BankName: '',
        BranchName: '',
        CancelChequePath: '',
      }
    : {};

/**
 * If an account exists: type, number, holder, IFSC (format), bank, branch and the passbook or
 * cancelled cheque are required; PAN number (format) and PAN card always (§5).
 */
export const bankSchemas = sectionSchemas(bankFields, bankRules, bankClean);
export type BankRecord = z.output<typeof bankSchemas.record>;

/**
 * The bank form in the browser: the record plus whether the IFSC code was checked since it last
 * changed ('IFSC code must be verified'). Absent means the saved code, which the server verified.
 * The server verifies the code itself on every save; the flag never leaves the browser.
 */
export const bankFormSchema = sectionSchemas(
  bankFields.extend({ IFSCVerified: z.boolean().optional() }),
  (v, ctx) => {
    bankRules(v, ctx);
    if (v.HasBankAccount === 1 && !ifscIssue(v.IFSCCode) && v.IFSCVerified === false)
      fieldIssue(ctx, 'IFSCCode', 'bank.ifscNotVerified');
  },
  (v) => ({ ...bankClean(v), IFSCVerified: undefined }),
).record;
export type BankForm = z.input<typeof bankFormSchema>;

/** GET /api/CandidateBank/get/:userId: the user id in the path. */
export const bankReadParamsSchema = z.object({ userId: userIdRule() });

/** GET /api/Bank/ifsc/:code: the code, in any case. */
export const ifscParamsSchema = z.object({
  code: z.string().trim().toUpperCase().regex(IFSC_PATTERN, { message: 'bank.ifscInvalidFormat' }),
});
/** A verified IFSC code's bank and branch (branch '' when no directory knows it: the user types it). */
export const ifscResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.object({ IFSC: z.string(), BankName: z.string(), BranchName: z.string() }),
});
