import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/**
 * Where chosen places sit in the reference geography: each id's parent (undefined: no such id), in
 * one round trip (a save under load should not wait on four).
 */
export async function placeParents(db: Db, ids: { state: number; district: number; taluka: number; city: number }) {
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
