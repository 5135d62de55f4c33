import {
  CITY_OTHER,
  candidateReadQuerySchema,
  type Lang,
  type MessageKey,
  profileApi,
  staffReadQuerySchema,
  workExperienceListResponse,
  workExperienceSchemas,
} from '@portal/shared';
import type { Db } from '../../../db/client';
import { checkPlaces, namesOfPlaces, type PlaceName } from '../../../platform/places';
import { type ListSection, type ListSectionSpec, listRows, saveWithNoAnswer } from '../list';
import type { ProfileDeps } from '../section';

const WORK_EXPERIENCE: ListSection<typeof workExperienceSchemas.fields, 'WorkExperienceRowID'> = {
  name: 'workExperience',
  rowId: 'WorkExperienceRowID',
  fields: workExperienceSchemas.fields,
};

/**
 * A user's work experience, each entry with the names of its places in `lang` (spec §3: `State`,
 * `District`, `Taluka`, `City`; city Other: the other-city name; '' for none).
 */
async function listWorkExperience(db: Db, userId: number, lang: Lang) {
  const rows = await listRows(db, WORK_EXPERIENCE, userId);
  const names = await namesOfPlaces(db, {
    state: rows.map((r) => r.StateID).filter((id) => id > 0),
    district: rows.map((r) => r.DistrictID).filter((id) => id > 0),
    taluka: rows.map((r) => r.TalukaID).filter((id) => id > 0),
    city: rows.map((r) => r.CityID).filter((id) => id > 0),
  });
  const name = (place: PlaceName | undefined) => (place ? (lang === 'mr' ? place.nameMr : place.nameEn) : '');
  return rows.map((row) => ({
    ...row,
    State: name(names.state.get(row.StateID)),
    District: name(names.district.get(row.DistrictID)),
    Taluka: name(names.taluka.get(row.TalukaID)),
    City: row.CityID === CITY_OTHER ? row.OtherCity : name(names.city.get(row.CityID)),
  }));
}

/**
 * Saves a work experience. "No" (`NoExperience: 1`) replaces every entry with the one 'No
 * Experience' entry; a real experience (its places checked against the reference geography) removes
 * a 'No Experience' entry. Answers the row id and the spec's message.
 */
async function saveWorkExperience(
  deps: Pick<ProfileDeps, 'db' | 'storage'>,
  userId: number,
  body: Record<string, unknown>,
): Promise<{ rowId: number; key: MessageKey }> {
  if (body.NoExperience !== 1) await checkPlaces(deps.db, body, ['']);
  const { rowId, answer } = await saveWithNoAnswer(deps, WORK_EXPERIENCE, userId, body, 'NoExperience');
  return { rowId, key: ({ no: 'work.completed', added: 'work.added', updated: 'work.updated' } as const)[answer] };
}

/** Work experience for both roles (API.md "Profile": candidate GET/POST/DELETE, staff GET/POST). */
export const workExperienceSection: ListSectionSpec<typeof workExperienceSchemas.fields, 'WorkExperienceRowID'> = {
  ...WORK_EXPERIENCE,
  api: profileApi.workExperience,
  schemas: { ...workExperienceSchemas, listResponse: workExperienceListResponse },
  read: { candidate: { query: candidateReadQuerySchema }, staff: { query: staffReadQuerySchema } },
  deleted: 'work.deleted',
  list: listWorkExperience,
  save: saveWorkExperience,
};
