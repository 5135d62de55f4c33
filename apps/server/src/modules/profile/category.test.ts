import { USER_TYPES } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { testIp } from '../../test/factories';
import { multipart, sampleFiles } from '../../test/files';
import { profileUser, send, storedOnDisk } from './test-helpers';

type Who = Awaited<ReturnType<typeof profileUser>>;
type FieldError = { field: string; message: string };

const CANDIDATE = {
  get: '/api/CandidateCategory/GetCandidateCategory',
  save: '/api/CandidateCategory/SaveCandidateCategory',
};
const STAFF = { get: '/api/StaffCategory/GetStaffCategory', save: '/api/StaffCategory/SaveStaffCategory' };
/** Seeded reference ids (apps/server/src/db/seed/reference): Hindu, OBC and an OBC caste, Open, SC. */
const HINDU = 1;
const OPEN = 1;
const OBC = 2;
const SC = 3;
const LOCOMOTOR = 1;

describe('category details, candidate and staff through one module', () => {
  const ctx = useTestApp();
  const upload = async (
    who: Who,
    fileType: string,
    content: Buffer = sampleFiles.pdf(),
    filename = 'certificate.pdf',
  ) => {
    const body = multipart({ userID: who.user.id, fileType }, { filename, content });
    return ctx().app.inject({
      method: 'POST',
      url: '/api/FileUpload/UploadFile',
      headers: { ...body.headers, cookie: who.cookie },
      payload: body.payload,
      remoteAddress: testIp(),
    });
  };
  const uploaded = async (who: Who, fileType: string) => {
    const res = await upload(who, fileType);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data.FilePath as string;
  };
  const saveCandidate = (who: Who, record: object, headers: Record<string, string> = {}) =>
    ctx().app.inject({
      method: 'POST',
      url: CANDIDATE.save,
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: who.cookie, ...headers },
      payload: { ...record, CandidateID: who.user.id, UserLoginID: who.user.profileId, PageCode: 'CATEGORY' },
    });
  const readCandidate = async (who: Who) =>
    (await send(ctx(), who, 'GET', `${CANDIDATE.get}?CandidateID=${who.user.id}`)).json().Data;
  const errorsOf = (res: { json: () => { errors: FieldError[] } }) =>
    res.json().errors.map((e) => `${e.field}: ${e.message}`);
  /** The least a candidate of the Open category without disability saves. */
  const minimal = async (who: Who) => ({
    IsMHDomiciled: 0,
    ReligionID: HINDU,
    CategoryID: OPEN,
    IsBelongToPWD: 0,
    LeavingCertificatePath: await uploaded(who, 'LeavingCertificate'),
  });

  it("saves and reads back for a candidate (GET) and a staff member (POST), in the spec's words", async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    expect(await readCandidate(c)).toBeNull();
    const record = await minimal(c);
    const saved = await saveCandidate(c, record);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().Message).toBe('Candidate category details saved successfully.');
    expect(await readCandidate(c)).toEqual({
      ...record,
      NationalityID: 1,
      DomicileCertificatePath: '',
      CasteID: -1,
      CasteCertificatePath: '',
      IsBelongToNCL: -1,
      NCLCertificatePath: '',
      DisabilityPercentage: -1,
      DisabilityID: -1,
      DisabilityType: '',
      UniqueDisabilityIDNo: '',
      PWDCertificatePath: '',
    });

    const s = await profileUser(ctx(), USER_TYPES.staff);
    const staffRecord = await minimal(s);
    const staffSave = await ctx().app.inject({
      method: 'POST',
      url: STAFF.save,
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: s.cookie, 'accept-language': 'mr' },
      payload: { ...staffRecord, StaffID: s.user.id },
    });
    expect(staffSave.json().Message).toBe('कर्मचाऱ्याचा प्रवर्ग तपशील यशस्वीरीत्या जतन झाला.');
    const staffRead = await send(ctx(), s, 'POST', STAFF.get, { StaffID: s.user.id });
    expect(staffRead.json().Data).toMatchObject({ ...staffRecord, NationalityID: 1 });
  });

  it('requires domicile, disability and leaving certificate answers, religion and category; nationality is India only', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const res = await saveCandidate(c, {});
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual(
      expect.arrayContaining([
        'IsMHDomiciled: Please select an option',
        'IsBelongToPWD: Please select an option',
        'LeavingCertificatePath: Leaving Certificate is required',
        'ReligionID: Religion is required',
        'CategoryID: Caste Category is required',
      ]),
    );
    const foreign = await saveCandidate(c, { ...(await minimal(c)), NationalityID: 2 });
    expect(foreign.statusCode).toBe(400);
    expect(errorsOf(foreign)).toEqual(['NationalityID: Please check the highlighted fields.']);
  });

  it('asks the domicile certificate when domiciled, and the caste certificate for categories 2–6 and 8–10 only', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const base = await minimal(c);
    const domiciled = await saveCandidate(c, { ...base, IsMHDomiciled: 1 });
    expect(errorsOf(domiciled)).toEqual(['DomicileCertificatePath: Domicile Certificate is required']);
    for (const CategoryID of [2, 3, 4, 5, 6, 8, 9, 10]) {
      const res = await saveCandidate(c, { ...base, CategoryID, IsBelongToNCL: 0 });
      expect(errorsOf(res), `category ${CategoryID}`).toEqual(['CasteCertificatePath: Caste Certificate is required']);
    }
    for (const CategoryID of [1, 7, 11]) {
      expect((await saveCandidate(c, { ...base, CategoryID })).statusCode, `category ${CategoryID}`).toBe(200);
    }
  });

  it('asks the non-creamy layer question for OBC only, and its certificate when Yes', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const base = {
      ...(await minimal(c)),
      CategoryID: OBC,
      CasteCertificatePath: await uploaded(c, 'CasteCertificate'),
    };
    expect(errorsOf(await saveCandidate(c, base))).toEqual(['IsBelongToNCL: Please select an option']);
    expect(errorsOf(await saveCandidate(c, { ...base, IsBelongToNCL: 1 }))).toEqual([
      'NCLCertificatePath: Non-Creamy Layer Certificate is required',
    ]);
    const ncl = await uploaded(c, 'NCLCertificate');
    expect((await saveCandidate(c, { ...base, IsBelongToNCL: 1, NCLCertificatePath: ncl })).statusCode).toBe(200);
    expect(await readCandidate(c)).toMatchObject({ CategoryID: OBC, IsBelongToNCL: 1, NCLCertificatePath: ncl });
  });

  it('with a disability: percentage range, RPwD category, type, UDID number and certificate', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const base = { ...(await minimal(c)), IsBelongToPWD: 1 };
    expect(errorsOf(await saveCandidate(c, base))).toEqual([
      'DisabilityPercentage: Percentage of Disability is required',
      'DisabilityID: Disability Category is required',
      'DisabilityType: Disability Type is required',
      'UniqueDisabilityIDNo: UDID Number is required',
      'PWDCertificatePath: Disability Certificate is required',
    ]);
    const pwd = {
      ...base,
      DisabilityPercentage: 51,
      DisabilityID: LOCOMOTOR,
      DisabilityType: 'Permanent',
      UniqueDisabilityIDNo: 'mh0210119950123456',
      PWDCertificatePath: await uploaded(c, 'PWDCertificate'),
    };
    expect(
      errorsOf(await saveCandidate(c, { ...pwd, DisabilityPercentage: 45, UniqueDisabilityIDNo: 'MH12' })),
    ).toEqual([
      'DisabilityPercentage: Percentage of Disability is required',
      'UniqueDisabilityIDNo: Enter the 18-character UDID number: 2 letters and 16 digits (e.g. MH0210119950123456).',
    ]);
    expect(errorsOf(await saveCandidate(c, { ...pwd, DisabilityID: 22 }))).toEqual([
      'DisabilityID: Disability Category is required',
    ]);
    expect((await saveCandidate(c, pwd)).statusCode).toBe(200);
    expect(await readCandidate(c)).toMatchObject({
      DisabilityID: LOCOMOTOR,
      UniqueDisabilityIDNo: 'MH0210119950123456',
    });
  });

  it('the caste must be of the chosen category, and religion and category must exist', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const base = await minimal(c);
    const brahmin = 1; // an Open caste
    expect((await saveCandidate(c, { ...base, CasteID: brahmin })).statusCode).toBe(200);
    const sc = { ...base, CategoryID: SC, CasteCertificatePath: await uploaded(c, 'CasteCertificate') };
    expect(errorsOf(await saveCandidate(c, { ...sc, CasteID: brahmin }))).toEqual([
      'CasteID: Choose a caste of the selected category',
    ]);
    expect(errorsOf(await saveCandidate(c, { ...base, ReligionID: 999, CategoryID: 999 }))).toEqual([
      'ReligionID: Religion is required',
      'CategoryID: Caste Category is required',
    ]);
    expect(await readCandidate(c)).toMatchObject({ CategoryID: OPEN, CasteID: brahmin });
  });

  it('a JPEG renamed .pdf is refused at upload; a photo or another user’s file is refused as a certificate', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const other = await profileUser(ctx(), USER_TYPES.candidate);
    const renamed = await upload(c, 'CasteCertificate', sampleFiles.jpg(), 'caste.pdf');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().Message).toBe('Invalid file type. Allowed: pdf');
    const base = await minimal(c);
    expect((await saveCandidate(c, base)).statusCode).toBe(200);

    const photo = await upload(c, 'Photo', sampleFiles.jpg(), 'me.jpg');
    const notACertificate = await saveCandidate(c, { ...base, LeavingCertificatePath: photo.json().Data.FilePath });
    expect(notACertificate.statusCode).toBe(400);
    expect(errorsOf(notACertificate)).toEqual([
      'LeavingCertificatePath: This document was not uploaded from your account for this field. Please upload it again.',
    ]);
    const theirs = await uploaded(other, 'LeavingCertificate');
    const stolen = await saveCandidate(c, { ...base, LeavingCertificatePath: theirs });
    expect(stolen.statusCode).toBe(400);
    expect(errorsOf(stolen)[0]).toMatch(/^LeavingCertificatePath: /);
    expect(await readCandidate(c)).toMatchObject({ LeavingCertificatePath: base.LeavingCertificatePath });
    expect(storedOnDisk(ctx(), theirs)).toBe(true);
  });

  it('a replaced certificate, and one a changed answer makes irrelevant, leaves no file on disk; a saved path still counts', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const full = {
      ...(await minimal(c)),
      IsMHDomiciled: 1,
      DomicileCertificatePath: await uploaded(c, 'DomicileCertificate'),
      CategoryID: OBC,
      CasteCertificatePath: await uploaded(c, 'CasteCertificate'),
      IsBelongToNCL: 1,
      NCLCertificatePath: await uploaded(c, 'NCLCertificate'),
      IsBelongToPWD: 1,
      DisabilityPercentage: 91,
      DisabilityID: 7,
      DisabilityType: 'Temporary',
      UniqueDisabilityIDNo: 'MH0210119950123456',
      PWDCertificatePath: await uploaded(c, 'PWDCertificate'),
    };
    expect((await saveCandidate(c, full)).statusCode).toBe(200);
    // Saving again with the stored paths needs no new upload.
    expect((await saveCandidate(c, full)).statusCode).toBe(200);

    const newLeaving = await uploaded(c, 'LeavingCertificate');
    expect((await saveCandidate(c, { ...full, LeavingCertificatePath: newLeaving })).statusCode).toBe(200);
    expect(storedOnDisk(ctx(), full.LeavingCertificatePath)).toBe(false);
    expect(storedOnDisk(ctx(), newLeaving)).toBe(true);

    // Not domiciled, Open, no disability: the certificates those answers needed are blanked and deleted.
    const plain = { ...full, LeavingCertificatePath: newLeaving, IsMHDomiciled: 2, CategoryID: OPEN, IsBelongToPWD: 0 };
    expect((await saveCandidate(c, plain)).statusCode).toBe(200);
    expect(await readCandidate(c)).toMatchObject({
      LeavingCertificatePath: newLeaving,
      DomicileCertificatePath: '',
      CasteCertificatePath: '',
      IsBelongToNCL: -1,
      NCLCertificatePath: '',
      DisabilityPercentage: -1,
      DisabilityID: -1,
      DisabilityType: '',
      UniqueDisabilityIDNo: '',
      PWDCertificatePath: '',
    });
    for (const gone of [
      full.DomicileCertificatePath,
      full.CasteCertificatePath,
      full.NCLCertificatePath,
      full.PWDCertificatePath,
    ]) {
      expect(storedOnDisk(ctx(), gone)).toBe(false);
    }
  });

  it('a certificate is served to its owner and board officers only: nosniff, inline with a safe file name', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const path = await uploaded(c, 'CasteCertificate');
    const get = (cookie?: string) =>
      ctx().app.inject({
        url: `/api/FileUpload/file?path=${encodeURIComponent(path)}`,
        headers: cookie ? { cookie } : {},
      });
    const own = await get(c.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    // the name its file had (issue 23 item 3), quoted and percent-encoded (uploads.test.ts)
    expect(own.headers['content-disposition']).toBe(
      `inline; filename="certificate.pdf"; filename*=UTF-8''certificate.pdf`,
    );
    expect(own.headers['cache-control']).toBe('private, no-store');
    const stranger = await profileUser(ctx(), USER_TYPES.staff);
    expect((await get(stranger.cookie)).statusCode).toBe(404);
    const officer = await profileUser(ctx(), USER_TYPES.officer);
    expect((await get(officer.cookie)).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(401);
  });
});
