import type { SearchFilters } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { keepConsistent, narrowOptions } from './narrow';

const filters: SearchFilters = {
  regions: [
    { Value: 1, Text: 'Konkan' },
    { Value: 2, Text: 'Pune' },
  ],
  districts: [
    { Value: 10, Text: 'Thane', Group: 1 },
    { Value: 11, Text: 'Raigad', Group: 1 },
    { Value: 20, Text: 'Pune', Group: 2 },
  ],
  talukas: [
    { Value: 100, Text: 'Kalyan', Group: 10 },
    { Value: 110, Text: 'Alibag', Group: 11 },
    { Value: 200, Text: 'Haveli', Group: 20 },
  ],
  institutes: [
    { Value: 1000, Text: 'Thane ITI', Group: 10 },
    { Value: 2000, Text: 'Pune ITI', Group: 20 },
  ],
  sectors: [
    { Value: 5, Text: 'Automotive' },
    { Value: 6, Text: 'IT' },
  ],
  courseTypes: [],
  courses: [
    { Value: 50, Text: 'Mechanic', Group: 5 },
    { Value: 60, Text: 'Coder', Group: 6 },
  ],
  entryQualifications: [],
};
const values = (list: { Value: number }[]) => list.map((o) => o.Value);

describe('dependent search options', () => {
  it('region narrows districts, talukas and institutes', () => {
    const narrowed = narrowOptions(filters, { RegionID: 1 });
    expect(values(narrowed.districts)).toEqual([10, 11]);
    expect(values(narrowed.talukas)).toEqual([100, 110]);
    expect(values(narrowed.institutes)).toEqual([1000]);
    expect(values(narrowed.courses)).toEqual([50, 60]);
  });

  it('district narrows talukas and institutes; sector narrows courses', () => {
    const narrowed = narrowOptions(filters, { RegionID: 1, DistrictID: 11, SectorID: 6 });
    expect(values(narrowed.talukas)).toEqual([110]);
    expect(values(narrowed.institutes)).toEqual([]);
    expect(values(narrowed.courses)).toEqual([60]);
  });

  it('nothing chosen offers everything', () => {
    const narrowed = narrowOptions(filters, {});
    expect(narrowed.talukas).toHaveLength(3);
    expect(narrowed.institutes).toHaveLength(2);
  });

  it('a child value not in the narrowed list is cleared, one that still fits is kept', () => {
    const draft = { RegionID: 2, DistrictID: 10, TalukaID: 100, InstituteID: 1000, SectorID: 5, CourseID: 60 };
    expect(keepConsistent(filters, draft)).toEqual({
      RegionID: 2,
      DistrictID: null,
      TalukaID: null,
      InstituteID: null,
      SectorID: 5,
      CourseID: null,
    });
    const fits = { RegionID: 1, DistrictID: 10, TalukaID: 100, InstituteID: 1000, SectorID: 6, CourseID: 60 };
    expect(keepConsistent(filters, fits)).toEqual(fits);
  });
});
