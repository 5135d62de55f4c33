import { CITY_OTHER, placeNames, placeOf } from '@portal/shared';
import type { Db } from '../../../db/client';
import { ApiError } from '../../../platform/errors';
import * as repo from './repo';

type FieldError = { field: string; message: string };

/**
 * The mismatches of one block's places with the reference geography (prefix as in `placeNames`): the
 * state must exist, the district lie in the state, the taluka in the district and the city in the
 * taluka (or be Other, -2). The record has passed its schema: every id is chosen.
 */
export async function placeErrors(db: Db, record: object, prefix: string): Promise<FieldError[]> {
  const place = placeOf(record, prefix);
  const n = placeNames(prefix);
  const found = await repo.placeParents(db, place);
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
