import { CITY_OTHER, USER_TYPES } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../db/schema';
import { useTestApp, xhr } from '../../test/app';
import { createUser, signIn } from '../../test/factories';

type Ids = { StateID: number; DistrictID: number; TalukaID: number; CityID: number };

const CANDIDATE = {
  get: (id: number) => `/api/CandidateAddress/GetCandidateAddress?candidateId=${id}`,
  save: '/api/CandidateAddress/SaveCandidateAddress',
};

describe('address, candidate and staff through one module', () => {
  const ctx = useTestApp();
  /** 411001 (Pune) from the seeded Maharashtra data, and a Nagpur place for a second block. */
  let pune: Ids;
  let nagpur: Ids;
  beforeAll(async () => {
    const lookup = async (pincode: string) =>
      (await ctx().app.inject({ url: `/Base/GetPincodeData?Pincode=${pincode}` })).json().Data as Ids;
    pune = await lookup('411001');
    nagpur = await lookup('440001');
  });
  const as = async (userTypeId: number) => {
    const user = await createUser(ctx().database.db, { userTypeId });
    return { user, cookie: (await signIn(ctx().database.db, user.id)).cookie };
  };
  /** Saves `payload` as the candidate's address (their id added). */
  const candidateSave = (c: Awaited<ReturnType<typeof as>>) => (payload: object) =>
    ctx().app.inject({
      method: 'POST',
      url: CANDIDATE.save,
      headers: { ...xhr, cookie: c.cookie },
      payload: { ...payload, CandidateID: c.user.id },
    });
  const permanent = () => ({
    PAddress: '12, Laxmi Road',
    PPincode: '411001',
    IsPPincodeCorrect: 1,
    PStateID: pune.StateID,
    PDistrictID: pune.DistrictID,
    PTalukaID: pune.TalukaID,
    PCityID: pune.CityID,
  });
  const correspondence = () => ({
    CAddress: 'Sitabuldi',
    CPincode: '440001',
    IsCPincodeCorrect: 1,
    CStateID: nagpur.StateID,
    CDistrictID: nagpur.DistrictID,
    CTalukaID: nagpur.TalukaID,
    CCityID: nagpur.CityID,
  });
  const errorsOf = (res: { json: () => { errors?: { field: string; message: string }[] } }) =>
    (res.json().errors ?? []).map((e) => `${e.field}:${e.message}`);

  it('the seeded pincodes give real places for the tests', () => {
    expect(pune.StateID).toBe(27);
    expect(pune.CityID).toBeGreaterThan(0);
    expect(nagpur.DistrictID).not.toBe(pune.DistrictID);
  });

  it('stores pincodes typed in Devanagari digits as 0–9 in both blocks (issue 23 item 12)', async () => {
    const { app } = ctx();
    const c = await as(USER_TYPES.candidate);
    const saved = await app.inject({
      method: 'POST',
      url: CANDIDATE.save,
      headers: { ...xhr, cookie: c.cookie },
      payload: {
        ...permanent(),
        PPincode: '४११००१',
        IsCAddressSameAsPAddress: 0,
        ...correspondence(),
        CPincode: '४४०००१',
        CandidateID: c.user.id,
        UserLoginID: c.user.profileId,
        PageCode: 'ADDRESS',
      },
    });
    expect(saved.statusCode).toBe(200);
    const read = await app.inject({ url: CANDIDATE.get(c.user.id), headers: { cookie: c.cookie } });
    expect(read.json().Data).toMatchObject({ PPincode: '411001', CPincode: '440001' });
  });

  it("saves and reads back for a candidate (GET) and a staff member (POST), in the spec's words", async () => {
    const { app } = ctx();
    const c = await as(USER_TYPES.candidate);
    const empty = await app.inject({ url: CANDIDATE.get(c.user.id), headers: { cookie: c.cookie } });
    expect(empty.json()).toEqual({ Status: 'Success', Data: null });
    const record = { ...permanent(), IsCAddressSameAsPAddress: 0, ...correspondence() };
    const saved = await app.inject({
      method: 'POST',
      url: CANDIDATE.save,
      headers: { ...xhr, cookie: c.cookie },
      payload: { ...record, CandidateID: c.user.id, UserLoginID: c.user.profileId, PageCode: 'ADDRESS' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ Status: 'Success', Message: 'Candidate address details saved successfully.' });
    const read = await app.inject({ url: CANDIDATE.get(c.user.id), headers: { cookie: c.cookie } });
    expect(read.json().Data).toEqual({ ...record, POtherCity: '', COtherCity: '' });

    const s = await as(USER_TYPES.staff);
    const staffSave = await app.inject({
      method: 'POST',
      url: '/api/StaffAddress/SaveStaffAddress',
      headers: { ...xhr, cookie: s.cookie, 'accept-language': 'mr' },
      payload: { ...permanent(), IsCAddressSameAsPAddress: 1, StaffID: s.user.id },
    });
    expect(staffSave.statusCode).toBe(200);
    expect(staffSave.json().Message).toBe('कर्मचाऱ्याचा पत्ता तपशील यशस्वीरीत्या जतन झाला.');
    const staffRead = await app.inject({
      method: 'POST',
      url: '/api/StaffAddress/GetStaffAddress',
      headers: { ...xhr, cookie: s.cookie },
      payload: { StaffID: s.user.id },
    });
    // same as permanent: the server stores the copy
    expect(staffRead.json().Data).toMatchObject({
      IsCAddressSameAsPAddress: 1,
      CAddress: '12, Laxmi Road',
      CPincode: '411001',
      IsCPincodeCorrect: 1,
      CStateID: pune.StateID,
      CDistrictID: pune.DistrictID,
      CTalukaID: pune.TalukaID,
      CCityID: pune.CityID,
    });
  });

  it('requires every permanent field, a 6-digit pincode, and correspondence unless the same; 400 names each field', async () => {
    const c = await as(USER_TYPES.candidate);
    const save = candidateSave(c);
    const empty = await save({ IsCAddressSameAsPAddress: 0 });
    expect(empty.statusCode).toBe(400);
    expect(errorsOf(empty)).toEqual(
      expect.arrayContaining([
        'PAddress:Address is required',
        'PPincode:Valid Pin Code is required',
        'PStateID:State is required',
        'PDistrictID:District is required',
        'PTalukaID:Taluka is required',
        'PCityID:City / Village is required',
        'CAddress:Address is required',
        'CPincode:Valid Pin Code is required',
        'CCityID:City / Village is required',
      ]),
    );
    const same = await save({ IsCAddressSameAsPAddress: 1 });
    expect(errorsOf(same).some((e) => e.startsWith('C'))).toBe(false);
    expect(errorsOf(await save({}))).toEqual(['IsCAddressSameAsPAddress:Please select an option']);

    for (const pincode of ['41100', '4110012', '41100a', ' ']) {
      const res = await save({ ...permanent(), PPincode: pincode, IsCAddressSameAsPAddress: 1 });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual(['PPincode:Valid Pin Code is required']);
    }
    const blank = await save({ ...permanent(), PAddress: '   ', IsCAddressSameAsPAddress: 1 });
    expect(errorsOf(blank)).toEqual(['PAddress:Address is required']);
  });

  it("city Other requires the other-city name, which is kept only with Other ('Required when 'Other' is selected')", async () => {
    const { app } = ctx();
    const c = await as(USER_TYPES.candidate);
    const save = candidateSave(c);
    const get = async () =>
      (await app.inject({ url: CANDIDATE.get(c.user.id), headers: { cookie: c.cookie } })).json().Data;
    const missing = await save({ ...permanent(), PCityID: CITY_OTHER, IsCAddressSameAsPAddress: 1 });
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)).toEqual(["POtherCity:Required when 'Other' is selected"]);
    const other = await save({
      ...permanent(),
      PCityID: CITY_OTHER,
      POtherCity: 'Kasba Peth',
      IsCAddressSameAsPAddress: 1,
    });
    expect(other.statusCode).toBe(200);
    expect(await get()).toMatchObject({ PCityID: -2, POtherCity: 'Kasba Peth', CCityID: -2, COtherCity: 'Kasba Peth' });
    // a real city again: the stale other-city name is not kept
    await save({ ...permanent(), POtherCity: 'Kasba Peth', IsCAddressSameAsPAddress: 1 });
    expect(await get()).toMatchObject({ PCityID: pune.CityID, POtherCity: '', COtherCity: '' });
  });

  it('a place added after the geography was first read is checked in the database: accepted in its taluka, refused in another', async () => {
    const { database } = ctx();
    const c = await as(USER_TYPES.candidate);
    const save = (payload: object) => candidateSave(c)({ ...payload, IsCAddressSameAsPAddress: 1 });
    // the first save reads the geography into memory (decision 075)
    expect((await save(permanent())).statusCode).toBe(200);
    const [added] = await database.db
      .insert(cities)
      .values({ talukaId: pune.TalukaID, nameEn: 'Added Later Wadi', nameMr: 'नंतर जोडलेली वाडी', pincode: '411001' })
      .returning({ id: cities.id });
    if (!added) throw new Error('no city added');
    expect((await save({ ...permanent(), PCityID: added.id })).statusCode).toBe(200);
    const elsewhere = await save({
      ...permanent(),
      PDistrictID: nagpur.DistrictID,
      PTalukaID: nagpur.TalukaID,
      PCityID: added.id,
    });
    expect(errorsOf(elsewhere)).toEqual([
      'PCityID:The city / village is not in the selected taluka. Please select it again.',
    ]);
  });

  it('checks that the district lies in the state, the taluka in the district and the city in the taluka; a bad save keeps the saved record', async () => {
    const { app } = ctx();
    const s = await as(USER_TYPES.staff);
    const save = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/StaffAddress/SaveStaffAddress',
        headers: { ...xhr, cookie: s.cookie },
        payload: { ...payload, StaffID: s.user.id },
      });
    expect((await save({ ...permanent(), IsCAddressSameAsPAddress: 1 })).statusCode).toBe(200);

    const wrongDistrict = await save({ ...permanent(), PDistrictID: nagpur.DistrictID, IsCAddressSameAsPAddress: 1 });
    expect(wrongDistrict.statusCode).toBe(400);
    expect(errorsOf(wrongDistrict)).toEqual([
      'PTalukaID:The taluka is not in the selected district. Please select it again.',
    ]);
    const wrongCity = await save({
      ...permanent(),
      IsCAddressSameAsPAddress: 0,
      ...correspondence(),
      CCityID: pune.CityID,
    });
    expect(errorsOf(wrongCity)).toEqual([
      'CCityID:The city / village is not in the selected taluka. Please select it again.',
    ]);
    const otherState = await save({ ...permanent(), PStateID: 1, IsCAddressSameAsPAddress: 1 });
    expect(errorsOf(otherState)).toEqual([
      'PDistrictID:The district is not in the selected state. Please select it again.',
    ]);
    const unknown = await save({ ...permanent(), PStateID: 999_999, IsCAddressSameAsPAddress: 1 });
    expect(errorsOf(unknown)).toEqual(expect.arrayContaining(['PStateID:Please select a state from the list.']));
    // Other is no city of the table: accepted in any taluka
    expect(
      (await save({ ...permanent(), PCityID: CITY_OTHER, POtherCity: 'X', IsCAddressSameAsPAddress: 1 })).statusCode,
    ).toBe(200);

    const read = await app.inject({
      method: 'POST',
      url: '/api/StaffAddress/GetStaffAddress',
      headers: { ...xhr, cookie: s.cookie },
      payload: { StaffID: s.user.id },
    });
    expect(read.json().Data).toMatchObject({ PCityID: CITY_OTHER, PDistrictID: pune.DistrictID });
    // the district check also covers a known district of the wrong state (Maharashtra's districts only)
    const nagpurInPune = await save({
      ...permanent(),
      PTalukaID: nagpur.TalukaID,
      PCityID: nagpur.CityID,
      IsCAddressSameAsPAddress: 1,
    });
    expect(errorsOf(nagpurInPune)).toEqual([
      'PTalukaID:The taluka is not in the selected district. Please select it again.',
    ]);
  });
});
