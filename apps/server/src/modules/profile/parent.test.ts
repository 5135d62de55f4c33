import { USER_TYPES } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp, xhr } from '../../test/app';
import { createUser, signIn } from '../../test/factories';

const orphanUnmarried = { IsOrphan: 1, MaritalStatus: 'U' };

describe('parent / guardian and marital status, candidate and staff through one module', () => {
  const ctx = useTestApp();
  const as = async (userTypeId: number) => {
    const user = await createUser(ctx().database.db, { userTypeId });
    return { user, cookie: (await signIn(ctx().database.db, user.id)).cookie };
  };

  it("saves and reads back for a candidate (GET) and a staff member (POST), in the spec's words", async () => {
    const { app } = ctx();
    const c = await as(USER_TYPES.candidate);
    const record = {
      IsOrphan: 0,
      FatherFirstName: 'Ramesh',
      FatherLastName: 'Patil',
      MotherFirstName: 'Sunita',
      MaritalStatus: 'M',
      SpouseTitle: 'Mrs',
      SpouseFirstName: 'Asha',
    };
    const empty = await app.inject({
      url: `/api/CandidateParent/GetCandidateParent?candidateId=${c.user.id}`,
      headers: { cookie: c.cookie },
    });
    expect(empty.json()).toEqual({ Status: 'Success', Data: null });
    const saved = await app.inject({
      method: 'POST',
      url: '/api/CandidateParent/SaveCandidateParent',
      headers: { ...xhr, cookie: c.cookie },
      payload: { ...record, CandidateID: c.user.id, UserLoginID: c.user.profileId, PageCode: 'PARENT' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().Message).toBe('Candidate parent details saved successfully.');
    const read = await app.inject({
      url: `/api/CandidateParent/GetCandidateParent?candidateId=${c.user.id}`,
      headers: { cookie: c.cookie },
    });
    expect(read.json().Data).toMatchObject({ ...record, FatherMiddleName: '', SpouseLastName: '' });
    expect(read.json().Data).not.toHaveProperty('CandidateID');

    const s = await as(USER_TYPES.staff);
    const staffSave = await app.inject({
      method: 'POST',
      url: '/api/StaffParent/SaveStaffParent',
      headers: { ...xhr, cookie: s.cookie, 'accept-language': 'mr' },
      payload: { ...orphanUnmarried, StaffID: s.user.id },
    });
    expect(staffSave.json().Message).toBe('कर्मचाऱ्याचा आई-वडील / पालक तपशील यशस्वीरीत्या जतन झाला.');
    const staffRead = await app.inject({
      method: 'POST',
      url: '/api/StaffParent/GetStaffParent',
      headers: { ...xhr, cookie: s.cookie },
      payload: { StaffID: s.user.id },
    });
    expect(staffRead.json().Data).toMatchObject({ IsOrphan: 1, MaritalStatus: 'U', FatherFirstName: '' });
  });

  it("requires the parents' first names unless orphan and the spouse's title and name when married; 400 names each field", async () => {
    const { app } = ctx();
    const c = await as(USER_TYPES.candidate);
    const res = await app.inject({
      method: 'POST',
      url: '/api/CandidateParent/SaveCandidateParent',
      headers: { ...xhr, cookie: c.cookie },
      payload: { IsOrphan: 0, MaritalStatus: 'M', CandidateID: c.user.id },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string; message: string }) => `${e.field}:${e.message}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'FatherFirstName:Required',
        'MotherFirstName:Required',
        'SpouseTitle:Required',
        'SpouseFirstName:Required',
      ]),
    );
  });

  it("blanks an orphan's parents and an unmarried person's spouse on save, and a bad save keeps the saved record", async () => {
    const { app } = ctx();
    const c = await as(USER_TYPES.candidate);
    const save = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/CandidateParent/SaveCandidateParent',
        headers: { ...xhr, cookie: c.cookie },
        payload: { ...payload, CandidateID: c.user.id },
      });
    await save({
      IsOrphan: 1,
      FatherFirstName: 'Typed',
      MotherFirstName: 'Before',
      MaritalStatus: 'U',
      SpouseTitle: 'Dr',
      SpouseFirstName: 'X',
    });
    const get = () =>
      app.inject({
        url: `/api/CandidateParent/GetCandidateParent?CandidateID=${c.user.id}`,
        headers: { cookie: c.cookie },
      });
    expect((await get()).json().Data).toMatchObject({
      FatherFirstName: '',
      MotherFirstName: '',
      SpouseTitle: '',
      SpouseFirstName: '',
    });
    expect((await save({ IsOrphan: 3, MaritalStatus: 'X' })).statusCode).toBe(400);
    expect((await get()).json().Data).toMatchObject({ IsOrphan: 1, MaritalStatus: 'U' });
  });
});
