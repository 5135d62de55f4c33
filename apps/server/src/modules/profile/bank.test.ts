import { USER_TYPES } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profileSections } from '../../db/schema';
import { secretBox } from '../../platform/vault';
import { useTestApp } from '../../test/app';
import { sampleFiles } from '../../test/files';
import { isKnownIfsc, lookupIfsc, offlineBankName } from './bank/ifsc';
import { profileUser, send, uploadAs } from './test-helpers';

type Who = Awaited<ReturnType<typeof profileUser>>;
type FieldError = { field: string; message: string };

const CANDIDATE_SAVE = '/api/CandidateBank/save';
const STAFF = { get: '/api/StaffBank/GetStaffBank', save: '/api/StaffBank/SaveStaffBank' };
/** A demo branch (apps/server/src/db/seed/demo/ifsc-branches.ts). */
const DEMO_IFSC = 'SBIN0000300';
/** A real code the `ifsc` package knows and the demo table does not: bank known, branch not. */
const UNLISTED_IFSC = 'SBIN0001110';
/** Well formed, but no bank has it. */
const UNKNOWN_IFSC = 'ABCD0123456';
const ACCOUNT_NO = '123456789012';

describe('bank details and PAN, candidate and staff', () => {
  const ctx = useTestApp();
  const errorsOf = (res: { json: () => { errors: FieldError[] } }) =>
    res.json().errors.map((e) => `${e.field}: ${e.message}`);
  const documents = async (who: Who) => ({
    CancelChequePath: await uploadAs(ctx(), who, 'CancelCheque', sampleFiles.pdf(), 'cheque.pdf'),
    PANPath: await uploadAs(ctx(), who, 'PANCard', sampleFiles.png(), 'pan.png'),
  });
  const withAccount = async (who: Who) => ({
    HasBankAccount: 1,
    AccountType: 'Saving',
    AccountNo: ACCOUNT_NO,
    AccountHolderName: 'Ramesh Patil',
    IFSCCode: 'sbin0000300',
    BankName: 'Typed by the browser',
    BranchName: 'Typed by the browser',
    PANNo: 'abcde1234f',
    ...(await documents(who)),
  });
  const saveCandidate = (who: Who, record: object, headers: Record<string, string> = {}) =>
    ctx().app.inject({
      method: 'POST',
      url: CANDIDATE_SAVE,
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: who.cookie, ...headers },
      payload: { ...record, CandidateID: who.user.id, UserLoginID: who.user.profileId, PageCode: 'BANK' },
    });
  const readCandidate = async (who: Who) =>
    (await send(ctx(), who, 'GET', `/api/CandidateBank/get/${who.user.id}`)).json().Data;
  const storedRow = async (who: Who) => {
    const [row] = await ctx()
      .database.db.select({ data: profileSections.data })
      .from(profileSections)
      .where(and(eq(profileSections.userId, who.user.id), eq(profileSections.section, 'bank')));
    return row?.data as Record<string, unknown> | undefined;
  };

  it('saves and reads back for a candidate (GET with the id in the path): codes in capitals, bank and branch from the lookup, the number masked', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    expect(await readCandidate(c)).toBeNull();
    const record = await withAccount(c);
    const saved = await saveCandidate(c, record);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ Status: 'Success', Message: 'Bank details saved successfully.' });
    expect(await readCandidate(c)).toEqual({
      ...record,
      AccountNo: 'XXXXXXXX9012',
      IFSCCode: DEMO_IFSC,
      BankName: 'State Bank of India',
      BranchName: 'Mumbai Main Branch',
      PANNo: 'ABCDE1234F',
    });
    const progress = await send(ctx(), c, 'GET', `/api/CandidateBank/get/${c.user.id}`);
    expect(progress.headers['cache-control']).toContain('no-store');
  });

  it('keeps no plaintext account number in the stored row; the sealed number opens to it', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    expect((await saveCandidate(c, await withAccount(c))).statusCode).toBe(200);
    const row = await storedRow(c);
    expect(JSON.stringify(row)).not.toContain(ACCOUNT_NO);
    expect(row?.AccountNo).toBe('XXXXXXXX9012');
    expect(secretBox(ctx().config, 'bank-account').open(String(row?.AccountNoSealed))).toBe(ACCOUNT_NO);
    // the read never answers the sealed value
    expect(await readCandidate(c)).not.toHaveProperty('AccountNoSealed');
  });

  it('keeps the stored number when the masked value comes back unchanged, replaces it with a new one, refuses another mask', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const record = await withAccount(c);
    await saveCandidate(c, record);
    const box = secretBox(ctx().config, 'bank-account');
    const again = await saveCandidate(c, { ...record, AccountNo: 'XXXXXXXX9012', AccountHolderName: 'R. Patil' });
    expect(again.statusCode, again.body).toBe(200);
    expect(box.open(String((await storedRow(c))?.AccountNoSealed))).toBe(ACCOUNT_NO);
    expect((await readCandidate(c)).AccountHolderName).toBe('R. Patil');

    const wrongMask = await saveCandidate(c, { ...record, AccountNo: 'XXXXXXXX0000' });
    expect(wrongMask.statusCode).toBe(400);
    expect(errorsOf(wrongMask)).toEqual(['AccountNo: Enter the account number: 9 to 18 digits.']);

    expect((await saveCandidate(c, { ...record, AccountNo: '000111222333444' })).statusCode).toBe(200);
    expect(box.open(String((await storedRow(c))?.AccountNoSealed))).toBe('000111222333444');
    expect((await readCandidate(c)).AccountNo).toBe('XXXXXXXXXXX3444');
  });

  it('a masked number without a saved one is refused', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const res = await saveCandidate(c, { ...(await withAccount(c)), AccountNo: 'XXXXXXXX9012' });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual(['AccountNo: Enter the account number: 9 to 18 digits.']);
  });

  it('with an account requires type, number, holder, IFSC, bank, branch and passbook; PAN and PAN card always', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const res = await saveCandidate(c, { HasBankAccount: 1 });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([
      'AccountType: Required',
      'AccountNo: Required',
      'AccountHolderName: Required',
      'IFSCCode: IFSC code is required',
      'BankName: Required',
      'BranchName: Required',
      'CancelChequePath: Required',
      'PANNo: Required',
      'PANPath: Required',
    ]);
    const none = await saveCandidate(c, { HasBankAccount: 0 });
    expect(errorsOf(none)).toEqual(['PANNo: Required', 'PANPath: Required']);
    const unanswered = await saveCandidate(c, {});
    expect(errorsOf(unanswered)).toContain('HasBankAccount: Please select an option');
    expect(await readCandidate(c)).toBeNull();
  });

  it('checks the IFSC, PAN and account number formats', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const record = await withAccount(c);
    const bad = await saveCandidate(c, { ...record, IFSCCode: 'SBIN1000300', PANNo: 'ABCDE12345', AccountNo: '12ab' });
    expect(errorsOf(bad)).toEqual([
      'AccountNo: Enter the account number: 9 to 18 digits.',
      'IFSCCode: Invalid IFSC format',
      'PANNo: Invalid PAN format (AAAAA9999A)',
    ]);
    const tooLong = await saveCandidate(c, { ...record, IFSCCode: 'SBIN00003001' });
    expect(errorsOf(tooLong)).toContain('IFSCCode: Invalid IFSC format');
  });

  it("refuses an IFSC code no bank has ('Invalid IFSC code. No bank details found.'), whatever the browser sent as bank", async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const res = await saveCandidate(c, { ...(await withAccount(c)), IFSCCode: UNKNOWN_IFSC });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual(['IFSCCode: Invalid IFSC code. No bank details found.']);
    expect(await readCandidate(c)).toBeNull();
  });

  it('keeps the typed branch of a code whose branch no directory knows; the bank always comes from the code', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const res = await saveCandidate(c, { ...(await withAccount(c)), IFSCCode: UNLISTED_IFSC, BranchName: 'Kothrud' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await readCandidate(c)).toMatchObject({ BankName: 'State Bank of India', BranchName: 'Kothrud' });
  });

  it('no account: the account fields and the passbook are blanked on save', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const record = await withAccount(c);
    expect((await saveCandidate(c, record)).statusCode).toBe(200);
    const res = await saveCandidate(c, { ...record, HasBankAccount: 0, AccountNo: 'XXXXXXXX9012' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await readCandidate(c)).toEqual({
      HasBankAccount: 0,
      AccountType: '',
      AccountNo: '',
      AccountHolderName: '',
      IFSCCode: '',
      BankName: '',
      BranchName: '',
      CancelChequePath: '',
      PANNo: 'ABCDE1234F',
      PANPath: record.PANPath,
    });
    expect(JSON.stringify(await storedRow(c))).not.toContain('AccountNoSealed');
  });

  it("documents must be the user's own uploads of the right type", async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const record = await withAccount(c);
    const swapped = await saveCandidate(c, {
      ...record,
      CancelChequePath: record.PANPath,
      PANPath: record.CancelChequePath,
    });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().errors.map((e: FieldError) => e.field)).toEqual(['CancelChequePath', 'PANPath']);
  });

  it('a staff member reads and saves with POST and StaffID, told in Marathi on request', async () => {
    const s = await profileUser(ctx(), USER_TYPES.staff);
    const read = () => send(ctx(), s, 'POST', STAFF.get, { StaffID: s.user.id });
    expect((await read()).json()).toEqual({ Status: 'Success', Data: null });
    const record = { ...(await withAccount(s)), AccountType: 'Current' };
    const saved = await ctx().app.inject({
      method: 'POST',
      url: STAFF.save,
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: s.cookie, 'accept-language': 'mr' },
      payload: { ...record, StaffID: s.user.id, UserLoginID: s.user.profileId, PageCode: 'BANK' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().Message).toBe('बँक तपशील यशस्वीरीत्या जतन झाला.');
    expect((await read()).json().Data).toMatchObject({
      AccountType: 'Current',
      AccountNo: 'XXXXXXXX9012',
      BranchName: 'Mumbai Main Branch',
    });
    const stranger = await send(ctx(), s, 'POST', STAFF.get, { StaffID: s.user.id + 1 });
    expect(stranger.statusCode).toBe(403);
  });

  describe('Check IFSC Code: GET /api/Bank/ifsc/:code', () => {
    const check = (who: Who | undefined, code: string) =>
      ctx().app.inject({ url: `/api/Bank/ifsc/${code}`, headers: who ? { cookie: who.cookie } : {} });

    it('answers the bank and branch of a listed code, the bank alone of an unlisted one, in any case', async () => {
      const c = await profileUser(ctx(), USER_TYPES.candidate);
      expect((await check(c, 'sbin0000300')).json()).toEqual({
        Status: 'Success',
        Data: { IFSC: DEMO_IFSC, BankName: 'State Bank of India', BranchName: 'Mumbai Main Branch' },
      });
      const s = await profileUser(ctx(), USER_TYPES.staff);
      expect((await check(s, UNLISTED_IFSC)).json().Data).toEqual({
        IFSC: UNLISTED_IFSC,
        BankName: 'State Bank of India',
        BranchName: '',
      });
    });

    it("answers 404 'Invalid IFSC code. No bank details found.', 400 for a malformed code and 401 without a session", async () => {
      const c = await profileUser(ctx(), USER_TYPES.candidate);
      const unknown = await check(c, UNKNOWN_IFSC);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().Message).toBe('Invalid IFSC code. No bank details found.');
      const malformed = await check(c, 'SBIN1000300');
      expect(malformed.statusCode).toBe(400);
      expect(errorsOf(malformed)).toEqual(['code: Invalid IFSC format']);
      expect((await check(undefined, DEMO_IFSC)).statusCode).toBe(401);
    });
  });

  describe('IFSC lookup, offline first (decision 034)', () => {
    it("knows every code of Razorpay's list and the bank of a sub-member's code", () => {
      expect(isKnownIfsc(DEMO_IFSC)).toBe(true);
      expect(isKnownIfsc(UNKNOWN_IFSC)).toBe(false);
      expect(isKnownIfsc('SBIN0000300X')).toBe(false);
      expect(offlineBankName('MAHB0000001')).toBe('Bank of Maharashtra');
      // a branch of the state co-operative bank that serves a district bank is that district bank's
      expect(offlineBankName('APBL0001001')).toBe('District Co-operative Central Bank Srikakul');
    });

    it('asks the external lookup only for what the offline data lacks, and survives its failure', async () => {
      const db = ctx().database.db;
      const asked: string[] = [];
      const external =
        (answers: Record<string, object | number>) =>
        async (input: string | URL | Request): Promise<Response> => {
          const url = String(input);
          asked.push(url);
          const code = url.slice(url.lastIndexOf('/') + 1);
          const answer = answers[code];
          if (answer === undefined) return new Response('Not Found', { status: 404 });
          if (typeof answer === 'number') return new Response('', { status: answer });
          return Response.json(answer);
        };
      const deps = (answers: Record<string, object | number>) => ({
        db,
        lookupUrl: 'https://ifsc.example.test/v1',
        fetch: external(answers) as typeof fetch,
      });

      // the demo table names the branch: nobody else is asked
      expect(await lookupIfsc(deps({}), DEMO_IFSC)).toMatchObject({ BranchName: 'Mumbai Main Branch' });
      expect(asked).toEqual([]);
      // known bank, unknown branch: the lookup names the branch, the bank stays the offline one
      expect(await lookupIfsc(deps({ [UNLISTED_IFSC]: { BANK: 'SBI', BRANCH: 'PUNE CITY' } }), UNLISTED_IFSC)).toEqual({
        IFSC: UNLISTED_IFSC,
        BankName: 'State Bank of India',
        BranchName: 'PUNE CITY',
      });
      expect(asked).toEqual([`https://ifsc.example.test/v1/${UNLISTED_IFSC}`]);
      // a code newer than the offline list
      expect(await lookupIfsc(deps({ [UNKNOWN_IFSC]: { BANK: 'New Bank', BRANCH: 'Nashik' } }), UNKNOWN_IFSC)).toEqual({
        IFSC: UNKNOWN_IFSC,
        BankName: 'New Bank',
        BranchName: 'Nashik',
      });
      expect(await lookupIfsc(deps({}), UNKNOWN_IFSC)).toBeNull();
      // the lookup is down: a known code still answers its bank; an unknown one cannot be verified
      expect(await lookupIfsc(deps({ [UNLISTED_IFSC]: 500 }), UNLISTED_IFSC)).toEqual({
        IFSC: UNLISTED_IFSC,
        BankName: 'State Bank of India',
        BranchName: '',
      });
      await expect(lookupIfsc(deps({ [UNKNOWN_IFSC]: 503 }), UNKNOWN_IFSC)).rejects.toMatchObject({
        statusCode: 502,
        message: 'bank.ifscVerifyFailed',
      });
      // without a configured lookup the offline answer is final
      expect(await lookupIfsc({ db }, UNLISTED_IFSC)).toMatchObject({ BranchName: '' });
      expect(await lookupIfsc({ db }, UNKNOWN_IFSC)).toBeNull();
    });
  });
});
