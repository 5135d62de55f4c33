import { CITY_OTHER, USER_TYPES } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { profileUser, send } from './test-helpers';

type Ids = { StateID: number; DistrictID: number; TalukaID: number; CityID: number };

const CANDIDATE = {
  list: (id: number) => `/api/CandidateWorkExperience/GetWorkExperienceList?candidateId=${id}`,
  save: '/api/CandidateWorkExperience/SaveWorkExperience',
  remove: '/api/CandidateWorkExperience/DeleteWorkExperience',
};
const STAFF = {
  list: (id: number) => `/api/StaffWorkExperience/GetStaffWorkExperienceList?StaffID=${id}`,
  save: '/api/StaffWorkExperience/SaveStaffWorkExperience',
  remove: '/api/StaffWorkExperience/DeleteStaffWorkExperience',
};
const errorsOf = (res: { json: () => { errors?: { field: string; message: string }[] } }) =>
  (res.json().errors ?? []).map((e) => `${e.field}: ${e.message}`);

describe('work experience, candidate and staff through one module', () => {
  const ctx = useTestApp();
  /** 411001 (Pune) from the seeded Maharashtra data, and a Nagpur place. */
  let pune: Ids;
  let nagpur: Ids;
  beforeAll(async () => {
    const lookup = async (pincode: string) =>
      (await ctx().app.inject({ url: `/Base/GetPincodeData?Pincode=${pincode}` })).json().Data as Ids;
    pune = await lookup('411001');
    nagpur = await lookup('440001');
  });
  const job = () => ({
    EstablishmentName: 'Tata Motors',
    Address: 'Pimpri Plant, Old Mumbai-Pune Highway',
    Pincode: '411001',
    IsPincodeCorrect: 1,
    ...pune,
    JobRole: 'Fitter',
    FromDate: '2019-07-01',
    ToDate: '2023-03-31',
    SalaryPerMonth: '18500',
  });

  it("a candidate adds, updates, lists and deletes, with the spec's messages and the places' names", async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const id = { CandidateID: c.user.id, UserLoginID: c.user.profileId, PageCode: 'WORKEXP' };
    const empty = await send(ctx(), c, 'GET', CANDIDATE.list(c.user.id));
    expect(empty.json()).toEqual({ Status: 'Success', Data: [] });
    const added = await send(ctx(), c, 'POST', CANDIDATE.save, { ...job(), ...id });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ Status: 'Success', Message: 'Work experience added successfully!' });
    const rowId = added.json().Data.WorkExperienceRowID;
    const updated = await send(ctx(), c, 'POST', CANDIDATE.save, {
      ...job(),
      JobRole: 'Senior Fitter',
      SalaryPerMonth: 22000,
      WorkExperienceRowID: rowId,
      ...id,
    });
    expect(updated.json().Message).toBe('Work experience updated successfully!');
    const list = await send(ctx(), c, 'GET', CANDIDATE.list(c.user.id));
    expect(list.json().Data).toEqual([
      {
        ...job(),
        JobRole: 'Senior Fitter',
        SalaryPerMonth: '22000',
        OtherCity: '',
        NoExperience: 0,
        WorkExperienceRowID: rowId,
        State: 'Maharashtra',
        District: 'Pune',
        Taluka: expect.any(String),
        City: expect.stringMatching(/\S/),
      },
    ]);
    const marathi = await ctx().app.inject({
      url: CANDIDATE.list(c.user.id),
      headers: { cookie: c.cookie, 'accept-language': 'mr' },
    });
    expect(marathi.json().Data[0]).toMatchObject({ State: 'महाराष्ट्र', District: 'पुणे' });

    const gone = await send(ctx(), c, 'DELETE', CANDIDATE.remove, {
      WorkExperienceRowID: rowId,
      CandidateID: c.user.id,
    });
    expect(gone.json()).toEqual({ Status: 'Success', Message: 'Work experience has been deleted.' });
    expect((await send(ctx(), c, 'GET', CANDIDATE.list(c.user.id))).json().Data).toEqual([]);
  });

  it('a staff member reads by GET with StaffID, saves and deletes by POST; city Other keeps its name', async () => {
    const s = await profileUser(ctx(), USER_TYPES.staff);
    const saved = await send(ctx(), s, 'POST', STAFF.save, {
      ...job(),
      ...nagpur,
      Pincode: '440001',
      CityID: CITY_OTHER,
      OtherCity: 'Wadi',
      StaffID: s.user.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().Message).toBe('Work experience added successfully!');
    const list = await send(ctx(), s, 'GET', STAFF.list(s.user.id));
    expect(list.json().Data).toEqual([
      expect.objectContaining({ CityID: CITY_OTHER, City: 'Wadi', District: 'Nagpur' }),
    ]);
    const rowId = list.json().Data[0].WorkExperienceRowID;
    const gone = await send(ctx(), s, 'POST', STAFF.remove, { WorkExperienceRowID: rowId, StaffID: s.user.id });
    expect(gone.json().Message).toBe('Work experience has been deleted.');
  });

  it("checks every field on the server in the spec's words, naming each field", async () => {
    const s = await profileUser(ctx(), USER_TYPES.staff);
    const res = await send(ctx(), s, 'POST', STAFF.save, { StaffID: s.user.id });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([
      'EstablishmentName: Establishment Name is required',
      'Address: Address is required',
      'Pincode: Pin Code is required',
      'StateID: State is required',
      'DistrictID: District is required',
      'TalukaID: Taluka is required',
      'CityID: City / Village is required',
      'JobRole: Job Role is required',
      'FromDate: From Date is required',
      'ToDate: To Date is required',
      'SalaryPerMonth: Salary per Month is required',
    ]);
    const bad = await send(ctx(), s, 'POST', STAFF.save, {
      ...job(),
      Pincode: '4110',
      FromDate: '2023-05-10',
      ToDate: '2023-05-01',
      SalaryPerMonth: 'twenty thousand',
      StaffID: s.user.id,
    });
    expect(errorsOf(bad)).toEqual([
      'Pincode: Pin Code must be 6 digits',
      'ToDate: To Date cannot be earlier than From Date',
      'SalaryPerMonth: Salary must be a number',
    ]);
    const other = await send(ctx(), s, 'POST', STAFF.save, {
      ...job(),
      CityID: CITY_OTHER,
      StaffID: s.user.id,
    });
    expect(errorsOf(other)).toEqual(["OtherCity: Required when 'Other' is selected"]);
    const date = await send(ctx(), s, 'POST', STAFF.save, { ...job(), FromDate: '2023-02-30', StaffID: s.user.id });
    expect(date.json().errors).toEqual([expect.objectContaining({ field: 'FromDate' })]);
    const marathi = await ctx().app.inject({
      method: 'POST',
      url: STAFF.save,
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: s.cookie, 'accept-language': 'mr' },
      payload: { ...job(), SalaryPerMonth: '-5', StaffID: s.user.id },
    });
    expect(errorsOf(marathi)).toEqual(['SalaryPerMonth: वेतन संख्येत असणे आवश्यक आहे']);
  });

  it('checks the places against the reference geography', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const res = await send(ctx(), c, 'POST', CANDIDATE.save, {
      ...job(),
      DistrictID: nagpur.DistrictID,
      CandidateID: c.user.id,
    });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual(
      expect.arrayContaining(['TalukaID: The taluka is not in the selected district. Please select it again.']),
    );
    expect((await send(ctx(), c, 'GET', CANDIDATE.list(c.user.id))).json().Data).toEqual([]);
  });

  it("'No' replaces every entry with one 'No Experience' entry and completes the step; a real one replaces it", async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const id = { CandidateID: c.user.id };
    const progress = async () =>
      (
        (await send(ctx(), c, 'GET', '/api/Account/profileProgress')).json().Data as { Step: string; Percent: number }[]
      ).find((step) => step.Step === 'WorkExperience')?.Percent;
    expect(await progress()).toBe(0);
    await send(ctx(), c, 'POST', CANDIDATE.save, { ...job(), ...id });
    const no = await send(ctx(), c, 'POST', CANDIDATE.save, { NoExperience: 1, ...id });
    expect(no.json().Message).toBe('Work experience details saved successfully.');
    const list = () => send(ctx(), c, 'GET', CANDIDATE.list(c.user.id)).then((r) => r.json().Data);
    expect(await list()).toEqual([
      expect.objectContaining({ NoExperience: 1, EstablishmentName: 'No Experience', StateID: -1, City: '' }),
    ]);
    expect(await progress()).toBe(100);
    await send(ctx(), c, 'POST', CANDIDATE.save, { ...job(), ...id });
    expect(await list()).toEqual([expect.objectContaining({ NoExperience: 0, EstablishmentName: 'Tata Motors' })]);
  });

  it("refuses another user's row", async () => {
    const a = await profileUser(ctx(), USER_TYPES.candidate);
    const b = await profileUser(ctx(), USER_TYPES.candidate);
    const theirs = await send(ctx(), b, 'POST', CANDIDATE.save, { ...job(), CandidateID: b.user.id });
    const rowId = theirs.json().Data.WorkExperienceRowID;
    const update = await send(ctx(), a, 'POST', CANDIDATE.save, {
      ...job(),
      WorkExperienceRowID: rowId,
      CandidateID: a.user.id,
    });
    expect(update.statusCode).toBe(404);
    const remove = await send(ctx(), a, 'DELETE', CANDIDATE.remove, {
      WorkExperienceRowID: rowId,
      CandidateID: a.user.id,
    });
    expect(remove.statusCode).toBe(404);
    expect((await send(ctx(), b, 'GET', CANDIDATE.list(b.user.id))).json().Data).toHaveLength(1);
  });
});
