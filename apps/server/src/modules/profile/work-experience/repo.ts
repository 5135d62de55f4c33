import type { Lang } from '@portal/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cities, districts, states, talukas } from '../../../db/schema';

type Ids = { states: number[]; districts: number[]; talukas: number[]; cities: number[] };
export type PlaceNameMaps = Record<keyof Ids, Map<number, string>>;

/** The names of the given places in a language, by id (an id not found is absent). */
export async function placeNames(db: Db, ids: Ids, lang: Lang): Promise<PlaceNameMaps> {
  const named = async (table: typeof states | typeof districts | typeof talukas | typeof cities, list: number[]) => {
    if (list.length === 0) return new Map<number, string>();
    const rows = await db
      .select({ id: table.id, en: table.nameEn, mr: table.nameMr })
      .from(table)
      .where(inArray(table.id, list));
    return new Map(rows.map((row) => [row.id, lang === 'mr' ? row.mr : row.en]));
  };
  const [s, d, t, c] = await Promise.all([
    named(states, ids.states),
    named(districts, ids.districts),
    named(talukas, ids.talukas),
    named(cities, ids.cities),
  ]);
  return { states: s, districts: d, talukas: t, cities: c };
}
