import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

type Item = { Value: number; Text: string; Group: number | null };

describe('lookups', () => {
  const ctx = useTestApp();
  const get = async (url: string) => {
    const res = await ctx().app.inject({ url });
    return { status: res.statusCode, body: res.json() };
  };

  it('lists the allow-listed master tables', async () => {
    const states = await get(
      '/Base/GetMasterTableList?TableName=Master_State&DataValueField=StateID&DataTextField=State&HasSelect=true',
    );
    expect(states.status).toBe(200);
    expect(states.body.Data[0]).toMatchObject({ Value: -1 });
    expect(states.body.Data).toContainEqual({ Value: 27, Text: 'Maharashtra', Group: null });
    const religions = await get('/Base/GetMasterTableList?TableName=Master_Religion');
    expect(religions.body.Data.length).toBeGreaterThanOrEqual(8);
    const categories = await get('/Base/GetMasterTableList?TableName=Master_Category');
    expect(categories.body.Data.map((i: Item) => i.Value)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6]));
    const disabilities = await get('/Base/GetMasterTableList?TableName=Master_Disability');
    expect(disabilities.body.Data).toHaveLength(21);
  });

  it.each(['Users', 'users', 'Master_State;DROP TABLE users', '', 'pg_catalog.pg_user'])(
    'refuses TableName %j outside the allow-list with 400',
    async (name) => {
      const res = await get(`/Base/GetMasterTableList?TableName=${encodeURIComponent(name)}`);
      expect(res.status).toBe(400);
      expect(res.body.Status).toBe('Error');
    },
  );

  it('cascades state -> 36 districts -> talukas -> cities ending with Other', async () => {
    const districts = await get('/Base/GetMasterDistrict?StateID=27');
    expect(districts.body.Data).toHaveLength(36);
    const pune = (districts.body.Data as Item[]).find((d) => d.Text === 'Pune');
    expect(pune).toBeDefined();
    const talukas = await get(`/Base/GetMasterTaluka?DistrictID=${pune?.Value}`);
    const haveli = (talukas.body.Data as Item[]).find((t) => t.Text === 'Haveli');
    expect(haveli?.Group).toBe(pune?.Value);
    const cities = await get(`/Base/GetMasterCity?TalukaID=${haveli?.Value}`);
    const list = cities.body.Data as Item[];
    expect(list.length).toBeGreaterThan(5);
    expect(list.at(-1)).toMatchObject({ Value: -2, Text: 'Other' });
  });

  it('gives Marathi names with lang=mr', async () => {
    const districts = await get('/Base/GetMasterDistrict?StateID=27&lang=mr');
    expect((districts.body.Data as Item[]).map((d) => d.Text)).toContain('पुणे');
  });

  it('filters castes by category (Group = category id)', async () => {
    const castes = await get('/Base/GetMasterCaste?CategoryID=3');
    expect(castes.body.Data.length).toBeGreaterThan(3);
    expect((castes.body.Data as Item[]).every((c) => c.Group === 3)).toBe(true);
  });

  it('lists qualification types of group S and standards of group B', async () => {
    const s = await get('/Base/GetMasterQualification?QualificationGroup=S');
    const b = await get('/Base/GetMasterQualification?QualificationGroup=B');
    expect(s.body.Data.map((i: { Text: string }) => i.Text)).toContain('SSC (10th)');
    expect(b.body.Data.map((i: { Text: string }) => i.Text)).toContain('Illiterate');
    expect((await get('/Base/GetMasterQualification?QualificationGroup=X')).status).toBe(400);
  });

  it('looks up a pincode to state, district, taluka and city; unknown is 404, malformed 400', async () => {
    const pin = await get('/Base/GetPincodeData?Pincode=411001');
    expect(pin.status).toBe(200);
    expect(pin.body.Data).toMatchObject({
      StateID: 27,
      DistrictID: expect.any(Number),
      TalukaID: expect.any(Number),
    });
    const city = await get(`/Base/GetMasterCity?TalukaID=${pin.body.Data.TalukaID}`);
    expect((city.body.Data as Item[]).some((c) => c.Value === pin.body.Data.CityID)).toBe(true);
    expect((await get('/Base/GetPincodeData?Pincode=999999')).status).toBe(404);
    expect((await get('/Base/GetPincodeData?Pincode=41100')).status).toBe(400);
    // typed on a Marathi keyboard: the same place (issue 23 item 12)
    const marathi = await get(`/Base/GetPincodeData?Pincode=${encodeURIComponent('४११००१')}`);
    expect(marathi.status).toBe(200);
    expect(marathi.body.Data).toEqual(pin.body.Data);
  });

  it('serves genders, blood groups, languages, security questions and region districts', async () => {
    expect((await get('/api/GeneralAPIs/genders')).body).toEqual(
      expect.arrayContaining([
        { GenderCode: 'M', Gender: 'Male' },
        { GenderCode: 'F', Gender: 'Female' },
      ]),
    );
    expect((await get('/api/GeneralAPIs/blood-groups')).body).toHaveLength(8);
    const languages = (await get('/api/GeneralAPIs/languages?lang=mr')).body as { LanguageName: string }[];
    expect(languages).toHaveLength(23);
    expect(languages.map((l) => l.LanguageName)).toContain('मराठी');
    const questions = (await get('/api/SecurityQuestions')).body as { Id: number; Question: string }[];
    expect(questions.length).toBeGreaterThanOrEqual(5);
    const districts = (await get('/region/districts')).body as { districtID: number; district: string }[];
    expect(districts).toHaveLength(36);
  });
});
