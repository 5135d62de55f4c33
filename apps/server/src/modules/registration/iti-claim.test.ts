import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otps, smsOutbox, users } from '../../db/schema';
import { itiAdmissionRecords } from '../../db/seed/iti-admissions';
import { useTestApp, xhr } from '../../test/app';
import { createUser, registerCandidate, testIp } from '../../test/factories';

/**
 * Issue 7 item 3: the admission data pre-fills the form only after an OTP to the record's own mobile,
 * and one ITI record is claimed by one account only.
 */
describe('ITI admission: OTP to the record mobile, one claim per record', () => {
  const ctx = useTestApp();
  const db = () => ctx().database.db;
  const records = itiAdmissionRecords();
  const post = async (url: string, payload: object) => {
    const res = await ctx().app.inject({ method: 'POST', url, headers: xhr, payload, remoteAddress: testIp() });
    const binding = res.cookies.find((c) => c.name === 'otp-browser');
    return { status: res.statusCode, body: res.json(), browser: binding && `${binding.name}=${binding.value}` };
  };
  const sendOtp = (number: string) => post('/api/IITIAdmission/SendOTP', { ITIRegistrationNo: number });
  const verify = (number: string, otp: string) =>
    post('/api/IITIAdmission/VerifyOTP', { ITIRegistrationNo: number, otp });
  /** SendOTP + VerifyOTP with the code (console SMS hands it back). */
  const proveRecord = async (number: string) => {
    const sent = await sendOtp(number);
    expect(sent.status).toBe(200);
    return verify(number, sent.body.otp);
  };
  const register = (number: string, browser?: string) =>
    registerCandidate(
      ctx().app,
      { IsITIRegistered: 'Y', ITIRegistrationNo: number, IsAdmissionDataFetch: true },
      browser,
    );

  it('SendOTP texts the record mobile; VerifyOTP with its code gives the pre-fill fields, a wrong code nothing', async () => {
    const record = records[1];
    if (!record) throw new Error('no record');
    const sent = await sendOtp(record.RegistrationNumber);
    expect(sent.body).toMatchObject({ success: true, MobileEnding: record.PrimaryMobileNo.slice(-2) });
    const [sms] = await db().select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
    expect(sms?.mobile).toBe(record.PrimaryMobileNo);
    const wrong = await verify(record.RegistrationNumber, sent.body.otp === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).not.toContain(record.PrimaryMobileNo);
    const right = await verify(record.RegistrationNumber, sent.body.otp);
    expect(right.status).toBe(200);
    expect(right.body.Data).toEqual({
      RegistrationNumber: record.RegistrationNumber,
      CandidateFirstName: record.CandidateFirstName,
      CandidateLastName: record.CandidateLastName,
      FatherName: record.FatherName,
      DateOfBirth: record.DateOfBirth,
      GenderCode: record.GenderCode,
      Email: record.Email,
      PrimaryMobileNo: record.PrimaryMobileNo,
      SecondaryMobileNo: record.SecondaryMobileNo,
    });
  });

  it('an unknown number gets 404 from SendOTP and no SMS is sent', async () => {
    const before = await db().select().from(smsOutbox);
    const res = await sendOtp('202199999999');
    expect(res.status).toBe(404);
    expect(await db().select().from(smsOutbox)).toHaveLength(before.length);
  });

  it('registering with a record number needs that record mobile verified; then one account only', async () => {
    const record = records[2];
    if (!record) throw new Error('no record');
    const number = record.RegistrationNumber;
    await expect(register(number)).rejects.toThrow(/accounts.itiVerifyRequired/);
    const proven = await proveRecord(number);
    expect(proven.status).toBe(200);
    // the record's verification is this browser's only (issue 17 item 10)
    await expect(register(number)).rejects.toThrow(/accounts.itiVerifyRequired/);
    const first = await register(number, proven.browser);
    const [owner] = await db().select().from(users).where(eq(users.profileId, first.profileId));
    expect(owner?.itiRegistrationNo).toBe(number);
    // the verification was used up by that registration, so the record cannot be claimed with it again
    const [row] = await db().select().from(otps).where(eq(otps.mobile, record.PrimaryMobileNo));
    expect(row?.consumedAt).toBeInstanceOf(Date);

    // a second person proves the same mobile later (after the resend wait): told clearly, no data
    await db()
      .update(otps)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(otps.mobile, record.PrimaryMobileNo));
    const again = await proveRecord(number);
    expect(again.status).toBe(409);
    expect(again.body.MessageKey).toBe('accounts.duplicateIti');
    expect(again.body.Data).toBeUndefined();
    await expect(register(number)).rejects.toThrow(/409.*accounts.duplicateIti/);
  });

  it('a typed ITI number that is not a record is kept, and still by one account only', async () => {
    const number = `2022${String(randomBytes(4).readUInt32BE(0)).padStart(8, '0').slice(-8)}`;
    expect((await register(number)).profileId).toMatch(/^MH\d{4}C\d{6}$/);
    await expect(register(number)).rejects.toThrow(/409.*ITIRegistrationNo/);
  });

  it('the database refuses a second account with the same ITI number (parallel registrations)', async () => {
    const number = `2021${String(randomBytes(4).readUInt32BE(0)).padStart(8, '0').slice(-8)}`;
    await createUser(db(), { itiRegistrationNo: number });
    await expect(createUser(db(), { itiRegistrationNo: number })).rejects.toThrow();
  });
});
