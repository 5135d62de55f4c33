import { CITY_OTHER, type Lang, type MessageKey, workExperienceSchemas } from '@portal/shared';
import type { Db } from '../../../db/client';
import { checkPlaces } from '../../../platform/places';
import { deleteRows, type ListSection, listRows, saveRow } from '../list';
import type { ProfileDeps } from '../section';
import * as repo from './repo';

export const WORK_EXPERIENCE: ListSection<typeof workExperienceSchemas.fields, 'WorkExperienceRowID'> = {
  name: 'workExperience',
  rowId: 'WorkExperienceRowID',
  fields: workExperienceSchemas.fields,
};

/**
 * A user's work experience, each entry with the names of its places in `lang` (spec §3: `State`,
 * `District`, `Taluka`, `City`; city Other: the other-city name; '' for none).
 */
export async function listWorkExperience(db: Db, userId: number, lang: Lang) {
  const rows = await listRows(db, WORK_EXPERIENCE, userId);
  const names = await repo.placeNames(
    db,
    {
      states: rows.map((r) => r.StateID).filter((id) => id > 0),
      districts: rows.map((r) => r.DistrictID).filter((id) => id > 0),
      talukas: rows.map((r) => r.TalukaID).filter((id) => id > 0),
      cities: rows.map((r) => r.CityID).filter((id) => id > 0),
    },
    lang,
  );
  return rows.map((row) => ({
    ...row,
    State: names.states.get(row.StateID) ?? '',
    District: names.districts.get(row.DistrictID) ?? '',
    Taluka: names.talukas.get(row.TalukaID) ?? '',
    City: row.CityID === CITY_OTHER ? row.OtherCity : (names.cities.get(row.CityID) ?? ''),
  }));
}

/**
 * Saves a work experience. "No" (`NoExperience: 1`) replaces every entry with the one 'No
 * Experience' entry; a real experience (its places checked against the reference geography) removes
 * a 'No Experience' entry. Answers the row id and the spec's message.
 */
export async function saveWorkExperience(
  deps: Pick<ProfileDeps, 'db' | 'storage'>,
  userId: number,
  body: Record<string, unknown>,
): Promise<{ rowId: number; key: MessageKey }> {
  if (body.NoExperience === 1) {
    await deleteRows(deps, WORK_EXPERIENCE, userId);
    return {
      rowId: await saveRow(deps, WORK_EXPERIENCE, userId, { ...body, WorkExperienceRowID: undefined }),
      key: 'work.completed',
    };
  }
  await checkPlaces(deps.db, body, ['']);
  const updating = typeof body.WorkExperienceRowID === 'number';
  const rowId = await saveRow(deps, WORK_EXPERIENCE, userId, body);
  const noExperience = (await listRows(deps.db, WORK_EXPERIENCE, userId)).filter((row) => row.NoExperience === 1);
  if (noExperience.length > 0) {
    await deleteRows(
      deps,
      WORK_EXPERIENCE,
      userId,
      noExperience.map((row) => row.WorkExperienceRowID),
    );
  }
  return { rowId, key: updating ? 'work.updated' : 'work.added' };
}
