import { CITY_OTHER, type Lang, MASTER_TABLES, type MasterItem, type MasterTable } from '@portal/shared';
import type { Db } from '../../db/client';
import { cachedRead, READ_TTL_MS } from '../../platform/cache';
import { badRequest } from '../../platform/errors';
import * as repo from './repo';

type Named = { nameEn: string; nameMr: string };
const name = (row: Named, lang: Lang) => (lang === 'mr' ? row.nameMr : row.nameEn);
const cached = <T>(key: string, load: () => Promise<T>) => cachedRead(`masters:${key}`, READ_TTL_MS, load);

const SELECT_TEXT = { en: '--Select--', mr: '--निवडा--' } as const;
const OTHER_TEXT = { en: 'Other', mr: 'इतर' } as const;

/** The allow-listed master tables of Base/GetMasterTableList and the lookup kind behind each. */
const tableKinds: Record<Exclude<MasterTable, 'Master_State'>, string> = {
  Master_Religion: 'religion',
  Master_Category: 'category',
  Master_Disability: 'disability',
};

export function isMasterTable(name: string): name is MasterTable {
  return (MASTER_TABLES as readonly string[]).includes(name);
}

export async function masterTable(db: Db, table: string, lang: Lang, hasSelect: boolean): Promise<MasterItem[]> {
  if (!isMasterTable(table)) throw badRequest('common.invalidTableName', 'TableName');
  const items = await cached(`${table}:${lang}`, async () => {
    if (table === 'Master_State') {
      return (await repo.stateRows(db)).map((r) => ({ Value: r.id, Text: name(r, lang), Group: null }));
    }
    return (await repo.lookupRows(db, tableKinds[table])).map((r) => ({
      Value: r.id,
      Text: name(r, lang),
      Group: r.groupId,
    }));
  });
  return hasSelect ? [{ Value: -1, Text: SELECT_TEXT[lang], Group: null }, ...items] : items;
}

export const districtsOf = (db: Db, stateId: number, lang: Lang) =>
  cached(`district:${stateId}:${lang}`, async () =>
    (await repo.districtRows(db, stateId)).map((r) => ({
      Value: r.id,
      Text: name(r, lang),
      Group: r.stateId,
    })),
  );

export const talukasOf = (db: Db, districtId: number, lang: Lang) =>
  cached(`taluka:${districtId}:${lang}`, async () =>
    (await repo.talukaRows(db, districtId)).map((r) => ({
      Value: r.id,
      Text: name(r, lang),
      Group: r.districtId,
    })),
  );

/** Cities and villages of a taluka; the list always ends with Other (-2). */
export const citiesOf = (db: Db, talukaId: number, lang: Lang) =>
  cached(`city:${talukaId}:${lang}`, async () => [
    ...(await repo.cityRows(db, talukaId)).map((r) => ({
      Value: r.id,
      Text: name(r, lang),
      Group: r.talukaId,
    })),
    { Value: CITY_OTHER, Text: OTHER_TEXT[lang], Group: talukaId },
  ]);

export const castesOf = (db: Db, categoryId: number | undefined, lang: Lang) =>
  cached(`caste:${categoryId ?? 'all'}:${lang}`, async () =>
    (await repo.lookupRows(db, 'caste', categoryId)).map((r) => ({
      Value: r.id,
      Text: name(r, lang),
      Group: r.groupId,
    })),
  );

export const qualificationsOf = (db: Db, group: 'S' | 'B', lang: Lang) =>
  cached(`qualification:${group}:${lang}`, async () =>
    (await repo.lookupRows(db, 'qualification'))
      .filter((r) => r.code === group)
      .map((r) => ({ Value: r.id, Text: name(r, lang) })),
  );

export const lookupList = (db: Db, kind: string, lang: Lang) =>
  cached(`${kind}:${lang}`, async () => (await repo.lookupRows(db, kind)).map((r) => ({ ...r, text: name(r, lang) })));

export const allDistricts = (db: Db) =>
  cached('region-districts', async () =>
    (await repo.allDistrictRows(db)).map((r) => ({ districtID: r.id, district: r.nameEn })),
  );

/** Pincode -> state, district, taluka, city; -1 where the reference data does not know (spec: -1 = not set). */
export async function pincodeData(db: Db, pincode: string) {
  const row = await repo.pincodeRow(db, pincode);
  if (!row) return undefined;
  return {
    StateID: row.stateId,
    DistrictID: row.districtId,
    TalukaID: row.talukaId ?? -1,
    CityID: row.cityId ?? -1,
  };
}
