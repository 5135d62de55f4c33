import { USER_TYPES } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { sampleFiles } from '../../test/files';
import { profileUser, send, storedOnDisk, uploadAs } from './test-helpers';

const course = { Course: 'Electrician', CourseConductedBy: 'ITI Aundh', FromDate: '2023-06-01', ToDate: '2023-12-15' };

describe('trainings, candidate and staff through one module', () => {
  const ctx = useTestApp();

  it("a candidate adds, updates, reads one, lists and deletes, with the spec's messages", async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const id = { CandidateID: c.user.id };
    const added = await send(ctx(), c, 'POST', '/api/CandidateTraining/SaveTraining', { ...course, ...id });
    expect(added.json()).toMatchObject({ Status: 'Success', Message: 'Training Saved Successfully.' });
    const rowId = added.json().Data.TrainingRowID;
    const updated = await send(ctx(), c, 'POST', '/api/CandidateTraining/SaveTraining', {
      ...course,
      Course: 'Wireman',
      TrainingRowID: rowId,
      ...id,
    });
    expect(updated.json().Message).toBe('Training Updated Successfully.');
    const list = await send(ctx(), c, 'GET', `/api/CandidateTraining/GetTrainingList?candidateId=${c.user.id}`);
    expect(list.json().Data).toEqual([
      expect.objectContaining({ Course: 'Wireman', TrainingRowID: rowId, NoTraining: 0 }),
    ]);
    const one = await send(
      ctx(),
      c,
      'GET',
      `/api/CandidateTraining/GetTraining?candidateId=${c.user.id}&TrainingRowID=${rowId}`,
    );
    expect(one.json().Data.Course).toBe('Wireman');
    const gone = await send(ctx(), c, 'DELETE', '/api/CandidateTraining/DeleteTraining', {
      TrainingRowID: rowId,
      ...id,
    });
    expect(gone.json().Message).toBe('Training record has been deleted.');
    expect(
      (await send(ctx(), c, 'GET', `/api/CandidateTraining/GetTrainingList?candidateId=${c.user.id}`)).json().Data,
    ).toEqual([]);
  });

  it('checks every field and the dates on the server, naming each field', async () => {
    const s = await profileUser(ctx(), USER_TYPES.staff);
    const res = await send(ctx(), s, 'POST', '/api/StaffTraining/SaveTraining', {
      StaffID: s.user.id,
      FromDate: '2024-05-10',
      ToDate: '2024-05-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string; message: string }) => `${e.field}: ${e.message}`)).toEqual(
      expect.arrayContaining([
        'Course: Course name is required',
        'CourseConductedBy: Course conductor is required',
        'ToDate: To date must be after from date',
      ]),
    );
    const bad = await send(ctx(), s, 'POST', '/api/StaffTraining/SaveTraining', {
      ...course,
      FromDate: '2024-02-30',
      StaffID: s.user.id,
    });
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'FromDate' })]);
  });

  it("'No' replaces every training with one 'No Training' entry; a real training then replaces it", async () => {
    const s = await profileUser(ctx(), USER_TYPES.staff);
    const id = { StaffID: s.user.id };
    await send(ctx(), s, 'POST', '/api/StaffTraining/SaveTraining', { ...course, ...id });
    const no = await send(ctx(), s, 'POST', '/api/StaffTraining/SaveTraining', { NoTraining: 1, ...id });
    expect(no.json().Message).toBe('Training information saved successfully.');
    const list = () => send(ctx(), s, 'POST', '/api/StaffTraining/GetTrainingList', id).then((r) => r.json().Data);
    expect(await list()).toEqual([expect.objectContaining({ NoTraining: 1, Course: 'No Training' })]);
    await send(ctx(), s, 'POST', '/api/StaffTraining/SaveTraining', { ...course, ...id });
    expect(await list()).toEqual([expect.objectContaining({ NoTraining: 0, Course: 'Electrician' })]);
  });

  it("refuses another user's certificate and another user's row; a replaced or deleted certificate leaves no file", async () => {
    const a = await profileUser(ctx(), USER_TYPES.candidate);
    const b = await profileUser(ctx(), USER_TYPES.candidate);
    const theirs = await uploadAs(ctx(), b, 'TrainingCertificate', sampleFiles.pdf());
    const refused = await send(ctx(), a, 'POST', '/api/CandidateTraining/SaveTraining', {
      ...course,
      CertificatePath: theirs,
      CandidateID: a.user.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'CertificatePath' })]);

    const first = await uploadAs(ctx(), a, 'TrainingCertificate', sampleFiles.pdf());
    const saved = await send(ctx(), a, 'POST', '/api/CandidateTraining/SaveTraining', {
      ...course,
      CertificatePath: first,
      CandidateID: a.user.id,
    });
    const rowId = saved.json().Data.TrainingRowID;
    const second = await uploadAs(ctx(), a, 'TrainingCertificate', sampleFiles.jpg());
    await send(ctx(), a, 'POST', '/api/CandidateTraining/SaveTraining', {
      ...course,
      CertificatePath: second,
      TrainingRowID: rowId,
      CandidateID: a.user.id,
    });
    expect(storedOnDisk(ctx(), first)).toBe(false);
    expect(storedOnDisk(ctx(), second)).toBe(true);

    const bRow = await send(ctx(), b, 'POST', '/api/CandidateTraining/SaveTraining', {
      ...course,
      CandidateID: b.user.id,
    });
    const foreign = await send(ctx(), a, 'DELETE', '/api/CandidateTraining/DeleteTraining', {
      TrainingRowID: bRow.json().Data.TrainingRowID,
      CandidateID: a.user.id,
    });
    expect(foreign.statusCode).toBe(404);
    await send(ctx(), a, 'DELETE', '/api/CandidateTraining/DeleteTraining', {
      TrainingRowID: rowId,
      CandidateID: a.user.id,
    });
    expect(storedOnDisk(ctx(), second)).toBe(false);
  });
});
