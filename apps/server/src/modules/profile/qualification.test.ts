import { USER_TYPES } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { sampleFiles } from '../../test/files';
import { profileUser, send, storedOnDisk, uploadAs } from './test-helpers';

const degree = {
  QualificationGroup: 'S',
  QualificationType: 5,
  NameOfDegree: 'B.Sc.',
  SubjectBranchTrade: 'Physics',
  BoardUniversity: 'Savitribai Phule Pune University',
  ResultDate: '2019-06-15',
  Attempts: 1,
  MarksObtained: 1450,
  OutOfMarks: 2000,
  CourseDuration: 36,
  ClassGrade: 'First Class',
  Mode: 'Regular',
};
const standard = {
  QualificationGroup: 'B',
  HighestStandard: 17,
  YearOfAppearing: new Date().getFullYear() - 3,
  MarksObtained: 410,
  OutOfMarks: 600,
  Result: 'Pass',
};
type Field = { field: string; message: string };
const fieldErrors = (body: { errors: Field[] }) => body.errors.map((e) => `${e.field}: ${e.message}`);

describe('qualifications, candidate and staff through one module', () => {
  const ctx = useTestApp();

  it('a candidate adds an SSC-and-above entry with its certificate, edits it in place, reads and deletes it', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const id = { CandidateID: c.user.id };
    const certificate = await uploadAs(ctx(), c, 'QualificationCertificate', sampleFiles.pdf());
    const added = await send(ctx(), c, 'POST', '/api/CandidateQualification/save', {
      ...degree,
      CertificatePath: certificate,
      ...id,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      Status: 'Success',
      Message: 'Qualification added successfully.',
      Data: { CertificatePath: certificate },
    });
    const rowId = added.json().Data.ID;

    // Editing replaces the row (an existing path satisfies the certificate).
    const edited = await send(ctx(), c, 'POST', '/api/CandidateQualification/save', {
      ...degree,
      NameOfDegree: 'B.Sc. (Hons)',
      CertificatePath: certificate,
      ID: rowId,
      ...id,
    });
    expect(edited.json()).toMatchObject({ Message: 'Qualification updated successfully.', Data: { ID: rowId } });
    const list = () => send(ctx(), c, 'GET', `/api/CandidateQualification/get/${c.user.id}`).then((r) => r.json());
    expect((await list()).Data).toEqual([
      expect.objectContaining({
        ID: rowId,
        QualificationGroup: 'S',
        NameOfDegree: 'B.Sc. (Hons)',
        CertificatePath: certificate,
        HighestStandard: -1,
      }),
    ]);

    const gone = await send(ctx(), c, 'POST', '/api/CandidateQualification/delete', { ID: rowId, ...id });
    expect(gone.json()).toEqual({ Status: 'Success', Message: 'Qualification deleted successfully.' });
    expect((await list()).Data).toEqual([]);
    expect(storedOnDisk(ctx(), certificate)).toBe(false);
  });

  it('a list holds 30 entries: the 31st is refused, nothing saved is lost, and editing a full list still works', async () => {
    const [c, other] = [await profileUser(ctx(), USER_TYPES.candidate), await profileUser(ctx(), USER_TYPES.candidate)];
    const save = (user: typeof c, body: object) =>
      send(ctx(), user, 'POST', '/api/CandidateQualification/save', {
        ...standard,
        ...body,
        CandidateID: user.user.id,
      });
    // the other user's entry counts only in their own list
    expect((await save(other, {})).statusCode).toBe(200);
    const ids: number[] = [];
    for (let n = 1; n <= 30; n++) {
      const added = await save(c, { MarksObtained: n });
      expect(added.statusCode).toBe(200);
      ids.push(added.json().Data.ID);
    }
    const refused = await save(c, { MarksObtained: 31 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      Message: 'A list can hold at most 30 entries.',
      MessageKey: 'profile.tooManyRows',
    });
    const list = await send(ctx(), c, 'GET', `/api/CandidateQualification/get/${c.user.id}`).then((r) => r.json());
    expect(list.Data.map((row: { ID: number }) => row.ID)).toEqual(ids);
    expect(list.Data.map((row: { MarksObtained: number }) => row.MarksObtained)).toEqual(ids.map((_, i) => i + 1));
    const edited = await save(c, { ID: ids[0], MarksObtained: 500 });
    expect(edited.json()).toMatchObject({ Message: 'Qualification updated successfully.' });
  });

  it("requires every SSC-and-above field ('Required') and the certificate, naming each field", async () => {
    const s = await profileUser(ctx(), USER_TYPES.staff);
    const res = await send(ctx(), s, 'POST', '/api/StaffQualification/SaveStaffQualification', {
      QualificationGroup: 'S',
      StaffID: s.user.id,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json()).sort()).toEqual(
      [
        'QualificationType',
        'NameOfDegree',
        'SubjectBranchTrade',
        'BoardUniversity',
        'ResultDate',
        'Attempts',
        'MarksObtained',
        'OutOfMarks',
        'CourseDuration',
        'ClassGrade',
        'Mode',
        'CertificatePath',
      ]
        .map((f) => `${f}: Required`)
        .sort(),
    );
    const certificate = await uploadAs(ctx(), s, 'QualificationCertificate', sampleFiles.png());
    const over = await send(ctx(), s, 'POST', '/api/StaffQualification/SaveStaffQualification', {
      ...degree,
      MarksObtained: 2100,
      CertificatePath: certificate,
      StaffID: s.user.id,
    });
    expect(fieldErrors(over.json())).toEqual(['MarksObtained: Marks obtained cannot be more than out of marks']);
    const fourth = await send(ctx(), s, 'POST', '/api/StaffQualification/SaveStaffQualification', {
      ...degree,
      Attempts: 4,
      CertificatePath: certificate,
      StaffID: s.user.id,
    });
    expect(fourth.json().errors).toEqual([expect.objectContaining({ field: 'Attempts' })]);
    const badDate = await send(ctx(), s, 'POST', '/api/StaffQualification/SaveStaffQualification', {
      ...degree,
      ResultDate: '2019-02-30',
      CertificatePath: certificate,
      StaffID: s.user.id,
    });
    expect(badDate.json().errors).toEqual([expect.objectContaining({ field: 'ResultDate' })]);
    // A group B standard is not a qualification type of group S.
    const wrongGroup = await send(ctx(), s, 'POST', '/api/StaffQualification/SaveStaffQualification', {
      ...degree,
      QualificationType: 17,
      CertificatePath: certificate,
      StaffID: s.user.id,
    });
    expect(wrongGroup.statusCode).toBe(400);
    expect(wrongGroup.json().errors).toEqual([expect.objectContaining({ field: 'QualificationType' })]);
  });

  it('below SSC: the standard is required, then year, marks and result unless Illiterate or Basic Literate', async () => {
    const s = await profileUser(ctx(), USER_TYPES.staff);
    const id = { StaffID: s.user.id };
    const save = (body: object) =>
      send(ctx(), s, 'POST', '/api/StaffQualification/SaveStaffQualification', { ...body, ...id });
    expect(fieldErrors((await save({ QualificationGroup: 'B' })).json())).toEqual(['HighestStandard: Required']);
    expect(fieldErrors((await save({ QualificationGroup: 'B', HighestStandard: 17 })).json()).sort()).toEqual(
      ['MarksObtained: Required', 'OutOfMarks: Required', 'Result: Required', 'YearOfAppearing: Required'].sort(),
    );
    const tooOld = await save({ ...standard, YearOfAppearing: new Date().getFullYear() - 50 });
    expect(tooOld.json().errors).toEqual([expect.objectContaining({ field: 'YearOfAppearing' })]);
    const over = await save({ ...standard, MarksObtained: 700 });
    expect(fieldErrors(over.json())).toEqual(['MarksObtained: Marks obtained cannot be more than out of marks']);

    const illiterate = await save({ QualificationGroup: 'B', HighestStandard: 9, MarksObtained: 5 });
    expect(illiterate.statusCode).toBe(200);
    const basic = await save({ QualificationGroup: 'B', HighestStandard: 10 });
    expect(basic.statusCode).toBe(200);
    const seventh = await save(standard);
    expect(seventh.statusCode).toBe(200);
    const list = await send(ctx(), s, 'POST', '/api/StaffQualification/GetStaffQualification', id);
    expect(list.json().Data).toEqual([
      expect.objectContaining({
        HighestStandard: 9,
        MarksObtained: null,
        QualificationGroup: 'B',
        QualificationType: -1,
      }),
      expect.objectContaining({ HighestStandard: 10, YearOfAppearing: null }),
      expect.objectContaining({ ...standard, ID: seventh.json().Data.ID, CertificatePath: '' }),
    ]);
    const gone = await send(ctx(), s, 'POST', '/api/StaffQualification/DeleteStaffQualification', {
      ID: basic.json().Data.ID,
      ...id,
    });
    expect(gone.json().Message).toBe('Qualification deleted successfully.');
  });

  it("answers in Marathi, and refuses another user's certificate and another user's row", async () => {
    const a = await profileUser(ctx(), USER_TYPES.candidate);
    const b = await profileUser(ctx(), USER_TYPES.candidate);
    const theirs = await uploadAs(ctx(), b, 'QualificationCertificate', sampleFiles.pdf());
    const refused = await send(ctx(), a, 'POST', '/api/CandidateQualification/save', {
      ...degree,
      CertificatePath: theirs,
      CandidateID: a.user.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'CertificatePath' })]);

    const bRow = await send(ctx(), b, 'POST', '/api/CandidateQualification/save', {
      ...degree,
      CertificatePath: theirs,
      CandidateID: b.user.id,
    });
    const foreignEdit = await send(ctx(), a, 'POST', '/api/CandidateQualification/save', {
      ...standard,
      ID: bRow.json().Data.ID,
      CandidateID: a.user.id,
    });
    expect(foreignEdit.statusCode).toBe(404);
    const foreignDelete = await send(ctx(), a, 'POST', '/api/CandidateQualification/delete', {
      ID: bRow.json().Data.ID,
      CandidateID: a.user.id,
    });
    expect(foreignDelete.statusCode).toBe(404);
    expect(storedOnDisk(ctx(), theirs)).toBe(true);

    const marathi = await ctx().app.inject({
      method: 'POST',
      url: '/api/CandidateQualification/save',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'mr', cookie: a.cookie },
      payload: { ...standard, MarksObtained: 700, CandidateID: a.user.id },
    });
    expect(marathi.json().errors).toEqual([
      expect.objectContaining({ field: 'MarksObtained', message: 'मिळालेले गुण एकूण गुणांपेक्षा जास्त असू शकत नाहीत' }),
    ]);
  });

  it('a replaced certificate leaves no file behind; switching an entry to below SSC drops its certificate', async () => {
    const s = await profileUser(ctx(), USER_TYPES.staff);
    const id = { StaffID: s.user.id };
    const first = await uploadAs(ctx(), s, 'QualificationCertificate', sampleFiles.pdf());
    const saved = await send(ctx(), s, 'POST', '/api/StaffQualification/SaveStaffQualification', {
      ...degree,
      CertificatePath: first,
      ...id,
    });
    const rowId = saved.json().Data.ID;
    const second = await uploadAs(ctx(), s, 'QualificationCertificate', sampleFiles.jpg());
    await send(ctx(), s, 'POST', '/api/StaffQualification/SaveStaffQualification', {
      ...degree,
      CertificatePath: second,
      ID: rowId,
      ...id,
    });
    expect(storedOnDisk(ctx(), first)).toBe(false);
    expect(storedOnDisk(ctx(), second)).toBe(true);
    // The wrong file type for the field (a training certificate) is refused.
    const training = await uploadAs(ctx(), s, 'TrainingCertificate', sampleFiles.pdf());
    const wrongType = await send(ctx(), s, 'POST', '/api/StaffQualification/SaveStaffQualification', {
      ...degree,
      CertificatePath: training,
      ID: rowId,
      ...id,
    });
    expect(wrongType.statusCode).toBe(400);
    await send(ctx(), s, 'POST', '/api/StaffQualification/SaveStaffQualification', {
      ...standard,
      CertificatePath: second,
      ID: rowId,
      ...id,
    });
    expect(storedOnDisk(ctx(), second)).toBe(false);
    const list = await send(ctx(), s, 'POST', '/api/StaffQualification/GetStaffQualification', id);
    expect(list.json().Data).toEqual([
      expect.objectContaining({ ID: rowId, QualificationGroup: 'B', CertificatePath: '' }),
    ]);
  });
});
