import { USER_TYPES } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { profileUser, send } from './test-helpers';

/** Seeded reference ids: blood group 1 'A+', languages 5 English, 7 Hindi, 14 Marathi. */
const ENGLISH = 5;
const HINDI = 7;
const MARATHI = 14;
const speaks = (LanguageID: number, abilities: { Read?: 0 | 1; Write?: 0 | 1; Speak?: 0 | 1 }) => ({
  LanguageID,
  Language: 'anything the client showed',
  Read: 0,
  ReadStr: 'No',
  Write: 0,
  WriteStr: 'No',
  Speak: 0,
  SpeakStr: 'No',
  ...abilities,
});
type Who = Awaited<ReturnType<typeof profileUser>>;
const fieldErrors = (res: { json: () => { errors?: { field: string; message: string }[] } }) =>
  (res.json().errors ?? []).map((e) => `${e.field}: ${e.message}`);

describe('additional details: blood group, mother tongue and known languages, candidate and staff', () => {
  const ctx = useTestApp();
  const percent = async (who: Who) => {
    const res = await ctx().app.inject({ url: '/api/Account/profileProgress', headers: { cookie: who.cookie } });
    return (res.json() as { Data: { Step: string; Percent: number }[] }).Data.find((s) => s.Step === 'Additional')
      ?.Percent;
  };

  it("a candidate adds and removes languages, saves the record only with a language, in the spec's words", async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const id = { CandidateID: c.user.id };
    const languages = () =>
      send(ctx(), c, 'GET', `/api/CandidateAdditional/GetLanguages?candidateId=${c.user.id}`).then((r) => r.json());
    const record = () =>
      send(ctx(), c, 'GET', `/api/CandidateAdditional/GetAdditional?candidateId=${c.user.id}`).then((r) => r.json());
    expect(await languages()).toEqual({ Status: 'Success', Data: [] });
    expect(await record()).toEqual({ Status: 'Success', Data: null });

    const tooEarly = await send(ctx(), c, 'POST', '/api/CandidateAdditional/SaveAdditional', {
      BloodGroupID: 1,
      MotherTongueID: MARATHI,
      ...id,
    });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().Message).toBe('At least one language is required');
    expect(await percent(c)).toBe(0);

    const added = await send(ctx(), c, 'POST', '/api/CandidateAdditional/SaveLanguage', {
      ...speaks(MARATHI, { Read: 1, Write: 1, Speak: 1 }),
      ...id,
    });
    expect(added.json()).toMatchObject({ Status: 'Success', Message: 'Language added successfully' });
    const hindi = await send(ctx(), c, 'POST', '/api/CandidateAdditional/SaveLanguage', {
      ...speaks(HINDI, { Speak: 1 }),
      ...id,
    });
    expect((await languages()).Data).toEqual([
      {
        LanguageRowID: added.json().Data.LanguageRowID,
        LanguageID: MARATHI,
        Language: 'Marathi',
        Read: 1,
        ReadStr: 'Yes',
        Write: 1,
        WriteStr: 'Yes',
        Speak: 1,
        SpeakStr: 'Yes',
      },
      expect.objectContaining({ LanguageID: HINDI, Language: 'Hindi', Read: 0, ReadStr: 'No', SpeakStr: 'Yes' }),
    ]);

    const saved = await send(ctx(), c, 'POST', '/api/CandidateAdditional/SaveAdditional', {
      BloodGroupID: 1,
      MotherTongueID: MARATHI,
      UserLoginID: c.user.profileId,
      PageCode: 'ADDITIONAL',
      ...id,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().Message).toBe('Candidate additional details saved successfully.');
    expect(await record()).toEqual({ Status: 'Success', Data: { BloodGroupID: 1, MotherTongueID: MARATHI } });
    expect(await percent(c)).toBe(100);

    const removed = await send(ctx(), c, 'POST', '/api/CandidateAdditional/DeleteLanguage', {
      LanguageRowID: hindi.json().Data.LanguageRowID,
      ...id,
    });
    expect(removed.json()).toEqual({ Status: 'Success', Message: 'Language removed successfully' });
    expect((await languages()).Data).toEqual([expect.objectContaining({ LanguageID: MARATHI })]);
  });

  it('a staff member reads and saves with POST; the answers are in Marathi when asked', async () => {
    const s = await profileUser(ctx(), USER_TYPES.staff);
    const id = { StaffID: s.user.id };
    const mr = (url: string, payload: object) =>
      ctx().app.inject({
        method: 'POST',
        url,
        headers: { 'x-requested-with': 'XMLHttpRequest', cookie: s.cookie, 'accept-language': 'mr' },
        payload,
      });
    const added = await mr('/api/StaffAdditional/SaveLanguage', { ...speaks(ENGLISH, { Read: 1 }), ...id });
    expect(added.json().Message).toBe('भाषा यशस्वीरीत्या जोडली');
    const saved = await mr('/api/StaffAdditional/SaveAdditional', { BloodGroupID: 3, MotherTongueID: HINDI, ...id });
    expect(saved.json().Message).toBe('कर्मचाऱ्याचा अतिरिक्त तपशील यशस्वीरीत्या जतन झाला.');
    const english = await send(ctx(), s, 'POST', '/api/StaffAdditional/SaveAdditional', {
      BloodGroupID: 3,
      MotherTongueID: HINDI,
      ...id,
    });
    expect(english.json().Message).toBe('Staff additional details saved successfully.');
    expect((await send(ctx(), s, 'POST', '/api/StaffAdditional/GetAdditional', id)).json().Data).toEqual({
      BloodGroupID: 3,
      MotherTongueID: HINDI,
    });
    const list = await send(ctx(), s, 'POST', '/api/StaffAdditional/GetLanguages', id);
    expect(list.json().Data).toEqual([expect.objectContaining({ LanguageID: ENGLISH, Read: 1, Write: 0, Speak: 0 })]);
    const removed = await mr('/api/StaffAdditional/DeleteLanguage', {
      LanguageRowID: added.json().Data.LanguageRowID,
      ...id,
    });
    expect(removed.json().Message).toBe('भाषा यशस्वीरीत्या काढली');
    expect(await percent(s)).toBe(100);
  });

  it("checks the record's fields on the server: both required ('Required'), each from the reference lists", async () => {
    const s = await profileUser(ctx(), USER_TYPES.staff);
    const empty = await send(ctx(), s, 'POST', '/api/StaffAdditional/SaveAdditional', { StaffID: s.user.id });
    expect(empty.statusCode).toBe(400);
    expect(fieldErrors(empty)).toEqual(['BloodGroupID: Required', 'MotherTongueID: Required']);
    const unknown = await send(ctx(), s, 'POST', '/api/StaffAdditional/SaveAdditional', {
      BloodGroupID: 999,
      MotherTongueID: 999,
      StaffID: s.user.id,
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldErrors(unknown).map((e) => e.split(':')[0])).toEqual(['BloodGroupID', 'MotherTongueID']);
    expect(
      (await send(ctx(), s, 'POST', '/api/StaffAdditional/GetAdditional', { StaffID: s.user.id })).json().Data,
    ).toBe(null);
  });

  it('a language needs a language and one of read, write, speak, exists in the list and is added only once', async () => {
    const c = await profileUser(ctx(), USER_TYPES.candidate);
    const id = { CandidateID: c.user.id };
    const save = (payload: object) =>
      send(ctx(), c, 'POST', '/api/CandidateAdditional/SaveLanguage', { ...payload, ...id });
    const nothing = await save({});
    expect(nothing.statusCode).toBe(400);
    expect(fieldErrors(nothing)).toEqual(['LanguageID: Required', 'Read: Select at least one of read, write or speak']);
    const unknown = await save(speaks(999, { Read: 1 }));
    expect(fieldErrors(unknown)).toEqual([expect.stringMatching(/^LanguageID: /)]);
    expect((await save(speaks(MARATHI, { Write: 1 }))).statusCode).toBe(200);
    const twice = await save(speaks(MARATHI, { Read: 1 }));
    expect(twice.statusCode).toBe(400);
    expect(fieldErrors(twice)).toEqual(['LanguageID: This language is already added']);
    const list = await send(ctx(), c, 'GET', `/api/CandidateAdditional/GetLanguages?candidateId=${c.user.id}`);
    expect(list.json().Data).toHaveLength(1);
  });

  it("refuses to delete another user's language (404) and leaves it in place", async () => {
    const a = await profileUser(ctx(), USER_TYPES.candidate);
    const b = await profileUser(ctx(), USER_TYPES.candidate);
    const theirs = await send(ctx(), b, 'POST', '/api/CandidateAdditional/SaveLanguage', {
      ...speaks(HINDI, { Speak: 1 }),
      CandidateID: b.user.id,
    });
    const refused = await send(ctx(), a, 'POST', '/api/CandidateAdditional/DeleteLanguage', {
      LanguageRowID: theirs.json().Data.LanguageRowID,
      CandidateID: a.user.id,
    });
    expect(refused.statusCode).toBe(404);
    const still = await send(ctx(), b, 'GET', `/api/CandidateAdditional/GetLanguages?candidateId=${b.user.id}`);
    expect(still.json().Data).toHaveLength(1);
  });
});
