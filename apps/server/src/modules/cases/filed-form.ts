import { CASE_KIND_SPECS, type CaseKind, type CasePlaceLevel, INT4_MAX } from '@portal/shared';
import type { Db } from '../../db/client';
import { namesOfPlaces } from '../../platform/places';

/** The form's fields as `path: text` lines (nested objects by dotted path; jsonb keeps no key order). */
function flatten(value: unknown, prefix = ''): { key: string; value: string }[] {
  if (value === null || value === undefined) return [{ key: prefix, value: '' }];
  if (Array.isArray(value)) return [{ key: prefix, value: value.map(String).join(', ') }];
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  }
  return [{ key: prefix, value: String(value) }];
}

/**
 * The form's fields (at most 200), for the console's case page and the filer's own status check, with the names of the places the kind's form holds by id
 * (CASE_KIND_SPECS' placeFields): one query per level, whatever the number of fields.
 */
export async function filedFields(db: Db, kind: CaseKind, data: unknown) {
  const fields = flatten(data).slice(0, 200);
  const levels = new Map<string, CasePlaceLevel>(Object.entries(CASE_KIND_SPECS[kind].placeFields));
  const ids = (level: CasePlaceLevel) =>
    fields
      .filter((f) => levels.get(f.key) === level)
      .map((f) => Number(f.value))
      .filter((id) => Number.isInteger(id) && id > 0 && id <= INT4_MAX);
  const names = await namesOfPlaces(db, {
    state: ids('state'),
    district: ids('district'),
    taluka: ids('taluka'),
    city: ids('city'),
  });
  return fields.map((field) => {
    const level = levels.get(field.key);
    const place = level ? names[level].get(Number(field.value)) : undefined;
    return place ? { ...field, place } : field;
  });
}
