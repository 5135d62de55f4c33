import type { SearchFilters, SearchOption } from '@portal/shared';

/** The chosen parents and children of the search selects (null = any). */
export type Chosen = {
  RegionID?: number | null;
  DistrictID?: number | null;
  TalukaID?: number | null;
  InstituteID?: number | null;
  SectorID?: number | null;
  CourseID?: number | null;
};

export type NarrowedOptions = Pick<SearchFilters, 'districts' | 'talukas' | 'institutes' | 'courses'>;

/**
 * Options of the dependent selects for the chosen parents: a region narrows the districts (and so
 * the talukas and institutes), a district the talukas and institutes, a sector the courses.
 */
export function narrowOptions(filters: SearchFilters, chosen: Chosen): NarrowedOptions {
  const { RegionID, DistrictID, SectorID } = chosen;
  const districts = RegionID ? filters.districts.filter((d) => d.Group === RegionID) : filters.districts;
  const districtIds = new Set(districts.map((d) => d.Value));
  const inPlace = (option: SearchOption) =>
    DistrictID ? option.Group === DistrictID : !RegionID || districtIds.has(option.Group ?? -1);
  return {
    districts,
    talukas: filters.talukas.filter(inPlace),
    institutes: filters.institutes.filter(inPlace),
    courses: SectorID ? filters.courses.filter((c) => c.Group === SectorID) : filters.courses,
  };
}

const allows = (list: SearchOption[], value: number | null | undefined) =>
  value === null || value === undefined || list.some((o) => o.Value === value);

/** Clears each chosen child that its parent's new value no longer allows (parents first). */
export function keepConsistent<D extends Chosen>(filters: SearchFilters, draft: D): D {
  const next = { ...draft };
  if (!allows(narrowOptions(filters, next).districts, next.DistrictID)) next.DistrictID = null;
  const narrowed = narrowOptions(filters, next);
  if (!allows(narrowed.talukas, next.TalukaID)) next.TalukaID = null;
  if (!allows(narrowed.institutes, next.InstituteID)) next.InstituteID = null;
  if (!allows(narrowed.courses, next.CourseID)) next.CourseID = null;
  return next;
}

/** Options as the combobox takes them. */
export const toOptions = (list: SearchOption[] | undefined) =>
  (list ?? []).map((o) => ({ value: o.Value, label: o.Text }));
