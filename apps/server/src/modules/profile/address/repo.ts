import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cities, districts, states, talukas } from '../../../db/schema';

/** Where chosen places sit in the reference geography: each id's parent (undefined: no such id). */
export async function placeParents(db: Db, ids: { state: number; district: number; taluka: number; city: number }) {
  const [state, district, taluka, city] = await Promise.all([
    db.select({ id: states.id }).from(states).where(eq(states.id, ids.state)),
    db.select({ parent: districts.stateId }).from(districts).where(eq(districts.id, ids.district)),
    db.select({ parent: talukas.districtId }).from(talukas).where(eq(talukas.id, ids.taluka)),
    db.select({ parent: cities.talukaId }).from(cities).where(eq(cities.id, ids.city)),
  ]);
  return {
    stateExists: state.length > 0,
    districtState: district[0]?.parent,
    talukaDistrict: taluka[0]?.parent,
    cityTaluka: city[0]?.parent,
  };
}
