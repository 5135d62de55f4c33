import { CITY_OTHER, type Lang, MASTER_TABLES, type MasterItem, type MasterTable } from '@portal/shared';
import type { Db } from '../../db/client';
import { badRequest } from '../../platform/errors';
import * as repo from './repo';

type Named = { nameEn: string; nameMr: string };
const name = (row: Named, lang: Lang) => (lang === 'mr' ? row.nameMr : row.nameEn);

const SELECT_TEXT = { en: '--Select--', mr: '--निवडा--' } as const;
const OTHER_TEXT = { en: 'Other', mr: 'इतर' } as const;

/** The allow-listed master tables of Base/GetMasterTableList and the lookup kind behind each. */
const tableKinds: Record<Exclude<MasterTable, 'Master_State'>, string> = {
  Master_Religion: 'religion',
  Master_Category: 'category',
  Master_Disability: 'disability',
};

export function assertMasterTable(table: string): asserts table is MasterTable {
  if (!(MASTER_TABLES as readonly string[]).includes(table)) throw badRequest('common.invalidTableName', 'TableName');
}

export async function masterTable(db: Db, table: MasterTable, lang: Lang, hasSelect: boolean): Promise<MasterItem[]> {
  const items =
    table === 'Master_State'
      ? (await repo.stateRows(db)).map((r) => ({ Value: r.id, Text: name(r, lang), Group: null }))
      : (await repo.lookupRows(db, tableKinds[table])).map((r) => ({
          Value: r.id,
          Text: name(r, lang),
          Group: r.groupId,
        }));
  return hasSelect ? [{ Value: -1, Text: SELECT_TEXT[lang], Group: null }, ...items] : items;
}

export const districtsOf = async (db: Db, stateId: number, lang: Lang) =>
  (await repo.districtRows(db, stateId)).map((r) => ({ Value: r.id, Text: name(r, lang), Group: r.stateId }));

export const talukasOf = async (db: Db, districtId: number, lang: Lang) =>
  (await repo.talukaRows(db, districtId)).map((r) => ({ Value: r.id, Text: name(r, lang), Group: r.districtId }));

/** Cities and villages of a taluka; the list always ends with Other (-2). */
export const citiesOf = async (db: Db, talukaId: number, lang: Lang) => [
  ...(await repo.cityRows(db, talukaId)).map((r) => ({ Value: r.id, Text: name(r, lang), Group: r.talukaId })),
  { Value: CITY_OTHER, Text: OTHER_TEXT[lang], Group: talukaId },
];

export const castesOf = async (db: Db, categoryId: number | undefined, lang: Lang) =>
  (await repo.lookupRows(db, 'caste', categoryId)).map((r) => ({ Value: r.id, Text: name(r, lang), Group: r.groupId }));

export const qualificationsOf = async (db: Db, group: 'S' | 'B', lang: Lang) =>
  (await repo.lookupRows(db, 'qualification'))
    .filter((r) => r.code === group)
    .map((r) => ({ Value: r.id, Text: name(r, lang) }));

/** A named lookup list (gender, language, ...) with its text in the language. */
export const lookupList = async (db: Db, kind: string, lang: Lang) =>
  (await repo.lookupRows(db, kind)).map((r) => ({ id: r.id, code: r.code, text: name(r, lang) }));

export const allDistricts = async (db: Db) =>
  (await repo.allDistrictRows(db)).map((r) => ({ districtID: r.id, district: r.nameEn }));

/** Pincode -> state, district, taluka, city; -1 where the reference data does not know (spec: -1 = not set). */
export async function pincodeData(db: Db, pincode: string) {
  const row = await repo.pincodeRow(db, pincode);
  if (!row) return undefined;
  return { StateID: row.stateId, DistrictID: row.districtId, TalukaID: row.talukaId ?? -1, CityID: row.cityId ?? -1 };
}
