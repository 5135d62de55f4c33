import { type CasePlaceLevel, CITY_OTHER, placeNames, placeOf } from '@portal/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { cities, districts, states, talukas } from '../db/schema';
import { ApiError } from './errors';

/*
 * The reference geography's checks of chosen places, shared by the profile's address and work
 * experience steps and the complaint form (Form A), and the places' names (work experience, the
 * console's case page): here in platform/ so no module reaches into another.
 */

export type PlaceName = { nameEn: string; nameMr: string };
const TABLES = { state: states, district: districts, taluka: talukas, city: cities } as const;

/** The names of the given places of each level in both languages, by id (an id not found is absent). */
export async function namesOfPlaces(
  db: Db,
  ids: Record<CasePlaceLevel, number[]>,
): Promise<Record<CasePlaceLevel, Map<number, PlaceName>>> {
  const named = async (level: CasePlaceLevel) => {
    const table = TABLES[level];
    const list = [...new Set(ids[level])];
    if (list.length === 0) return new Map<number, PlaceName>();
    const rows = await db
      .select({ id: table.id, nameEn: table.nameEn, nameMr: table.nameMr })
      .from(table)
      .where(inArray(table.id, list));
    return new Map(rows.map(({ id, ...name }) => [id, name]));
  };
  const [state, district, taluka, city] = await Promise.all([
    named('state'),
    named('district'),
    named('taluka'),
    named('city'),
  ]);
  return { state, district, taluka, city };
}

type PlaceIds = { state: number; district: number; taluka: number; city: number };
type Parents = { stateExists: boolean; districtState?: number; talukaDistrict?: number; cityTaluka?: number };

/**
 * Where chosen places sit in the reference geography, read from the database: each id's parent
 * (undefined: no such id), in one round trip.
 */
async function placeParentsQueried(db: Db, ids: PlaceIds): Promise<Parents> {
  const result = (await db.execute(sql`
    select exists (select 1 from states where id = ${ids.state}) as "stateExists",
      (select state_id from districts where id = ${ids.district}) as "districtState",
      (select district_id from talukas where id = ${ids.taluka}) as "talukaDistrict",
      (select taluka_id from cities where id = ${ids.city}) as "cityTaluka"`)) as unknown as {
    rows: {
      stateExists: boolean;
      districtState: number | null;
      talukaDistrict: number | null;
      cityTaluka: number | null;
    }[];
  };
  const row = result.rows[0];
  return {
    stateExists: row?.stateExists === true,
    districtState: row?.districtState ?? undefined,
    talukaDistrict: row?.talukaDistrict ?? undefined,
    cityTaluka: row?.cityTaluka ?? undefined,
  };
}

/**
 * The whole geography's parents, read once per database (decision 075): it is seeded before the portal
 * listens and never edited, and it is small (36 states, Maharashtra's districts and talukas, 11,201
 * post-office places). Until it has been read, or when reading it failed, the database answers.
 */
const geography = perDatabase(async (db) => {
  const [stateRows, districtRows, talukaRows, cityRows] = await Promise.all([
    db.select({ id: states.id }).from(states),
    db.select({ id: districts.id, parent: districts.stateId }).from(districts),
    db.select({ id: talukas.id, parent: talukas.districtId }).from(talukas),
    db.select({ id: cities.id, parent: cities.talukaId }).from(cities),
  ]);
  const parents = (rows: { id: number; parent: number }[]) => new Map(rows.map((r) => [r.id, r.parent]));
  return {
    states: new Set(stateRows.map((r) => r.id)),
    districtState: parents(districtRows),
    talukaDistrict: parents(talukaRows),
    cityTaluka: parents(cityRows),
  };
});

/**
 * Where chosen places sit in the reference geography: from memory when every id is known there (a
 * save under load waits on no query for it), else from the database, which also answers for an id
 * added after the memory was read and for an id that does not exist.
 */
async function placeParents(db: Db, ids: PlaceIds): Promise<Parents> {
  const known = await geography(db).catch(() => undefined);
  if (!known) return placeParentsQueried(db, ids);
  const districtState = known.districtState.get(ids.district);
  const talukaDistrict = known.talukaDistrict.get(ids.taluka);
  const cityTaluka = known.cityTaluka.get(ids.city);
  const everyIdKnown =
    known.states.has(ids.state) &&
    districtState !== undefined &&
    talukaDistrict !== undefined &&
    (cityTaluka !== undefined || ids.city === CITY_OTHER);
  if (!everyIdKnown) return placeParentsQueried(db, ids);
  return { stateExists: true, districtState, talukaDistrict, cityTaluka };
}

type FieldError = { field: string; message: string };

/**
 * The mismatches of one block's places with the reference geography (prefix as in `placeNames`): the
 * state must exist, the district lie in the state, the taluka in the district and the city in the
 * taluka (or be Other, -2). The record has passed its schema: every id is chosen.
 */
export async function placeErrors(db: Db, record: object, prefix: string): Promise<FieldError[]> {
  const place = placeOf(record, prefix);
  const n = placeNames(prefix);
  const found = await placeParents(db, place);
  const errors: FieldError[] = [];
  if (!found.stateExists) errors.push({ field: n.state, message: 'address.stateUnknown' });
  if (found.districtState !== place.state) errors.push({ field: n.district, message: 'address.districtNotInState' });
  if (found.talukaDistrict !== place.district) {
    errors.push({ field: n.taluka, message: 'address.talukaNotInDistrict' });
  }
  if (place.city !== CITY_OTHER && found.cityTaluka !== place.taluka) {
    errors.push({ field: n.city, message: 'address.cityNotInTaluka' });
  }
  return errors;
}

/** 400 naming each field whose place does not belong where it was chosen, over the given blocks. */
export async function checkPlaces(db: Db, record: object, prefixes: string[]) {
  const errors = (await Promise.all(prefixes.map((p) => placeErrors(db, record, p)))).flat();
  const first = errors[0];
  if (first) throw new ApiError(400, first.message, errors);
}
