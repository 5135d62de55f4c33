import { describe, expect, it } from 'vitest';
import districts from '../data/maharashtra-districts.json' with { type: 'json' };
import talukas from '../data/maharashtra-talukas.json' with { type: 'json' };
import {
  DURATIONS,
  generateSearchData,
  INTAKES,
  MAX_COURSES_PER_INSTITUTE,
  MAX_DURATION_HOURS,
  MIN_COURSES_PER_INSTITUTE,
  MIN_DURATION_HOURS,
  MIN_INSTITUTES_PER_DISTRICT,
  regions,
} from './generate';
import { sectors } from './sectors';

const data = generateSearchData();

function countBy<T>(items: readonly T[], key: (item: T) => number | string): Map<number | string, number> {
  const counts = new Map<number | string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describe('sectors', () => {
  it('has the 38 SSC sectors with distinct ids and names in English and Marathi', () => {
    expect(sectors).toHaveLength(38);
    expect(new Set(sectors.map((s) => s.id)).size).toBe(38);
    expect(new Set(sectors.map((s) => s.en)).size).toBe(38);
    expect(new Set(sectors.map((s) => s.mr)).size).toBe(38);
    expect(sectors.map((s) => s.id)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
    for (const s of sectors) expect(s.mr).toMatch(/^[\u0900-\u097F][\u0900-\u097F ,()\-–]*$/);
  });
});

describe('generateSearchData(1)', () => {
  it('has the portal counts', () => {
    expect(data.courses).toHaveLength(862);
    expect(data.institutes).toHaveLength(2276);
    expect(data.courseCategories.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(data.entryQualifications.map((q) => q.en)).toEqual([
      'Below 10th',
      '10th Pass',
      '12th Pass',
      'ITI',
      'Diploma',
      'Graduate',
    ]);
  });

  it('is deterministic', () => {
    expect(generateSearchData(1)).toEqual(data);
    expect(generateSearchData()).toEqual(generateSearchData(1));
  });

  it('gives every course a sector, category, entry qualification and a duration of 30 hours to 2 years', () => {
    const sectorIds = new Set(sectors.map((s) => s.id));
    const labels = new Map(DURATIONS.map((d) => [d.label, d.hours]));
    for (const c of data.courses) {
      expect(sectorIds.has(c.sectorId)).toBe(true);
      expect(c.categoryId).toBeGreaterThanOrEqual(1);
      expect(c.categoryId).toBeLessThanOrEqual(5);
      expect(c.entryQualificationId).toBeGreaterThanOrEqual(1);
      expect(c.entryQualificationId).toBeLessThanOrEqual(6);
      expect(c.durationHours).toBeGreaterThanOrEqual(MIN_DURATION_HOURS);
      expect(c.durationHours).toBeLessThanOrEqual(MAX_DURATION_HOURS);
      expect(labels.get(c.durationLabel)).toBe(c.durationHours);
      expect(c.durationLabel).toMatch(/^(\d+ Hours|\d+ Months|1 Year|2 Years)$/);
      expect(c.qualificationPack).toMatch(/^[A-Z]{3}\/Q\d{4}$/);
      expect(c.modelCurriculum).toBe(`/files/curriculum/${c.code}.pdf`);
      expect(c.courseNorms).toMatch(/^Batch \d+–\d+; \w+ \d+ sq m; Trainer: .+$/);
    }
    const hours = data.courses.map((c) => c.durationHours);
    expect(Math.min(...hours)).toBe(30);
    expect(Math.max(...hours)).toBe(3200);
    expect(new Set(data.courses.map((c) => c.sectorId)).size).toBe(38);
    expect(new Set(data.courses.map((c) => c.categoryId)).size).toBe(5);
  });

  it('has unique course ids and codes, and course names unique within a sector', () => {
    expect(data.courses.map((c) => c.id)).toEqual(Array.from({ length: 862 }, (_, i) => i + 1));
    expect(new Set(data.courses.map((c) => c.code)).size).toBe(862);
    for (const c of data.courses) expect(c.code).toMatch(/^[A-Z]{3}-\d{4}$/);
    expect(new Set(data.courses.map((c) => `${c.sectorId}|${c.name}`)).size).toBe(862);
  });

  it('has unique institute ids, codes and names', () => {
    expect(data.institutes.map((i) => i.id)).toEqual(Array.from({ length: 2276 }, (_, i) => i + 1));
    expect(new Set(data.institutes.map((i) => i.code)).size).toBe(2276);
    expect(new Set(data.institutes.map((i) => i.name)).size).toBe(2276);
    for (const i of data.institutes) {
      expect(i.code).toMatch(/^[A-Z]{3}\d{5}$/);
      expect([1, 2, 3]).toContain(i.typeId);
      expect(['F', 'P']).toContain(i.fullTimePartTime);
      expect(i.address).toMatch(/ – \d{6}$/);
    }
  });

  it('puts institutes in every district, with valid talukas and the district division as region', () => {
    const perDistrict = countBy(data.institutes, (i) => i.districtLgd);
    expect(perDistrict.size).toBe(36);
    for (const d of districts) {
      expect(perDistrict.get(d.lgdCode) ?? 0).toBeGreaterThanOrEqual(MIN_INSTITUTES_PER_DISTRICT);
    }
    const regionOf = new Map(districts.map((d) => [d.lgdCode, regions.find((r) => r.division === d.division)?.id]));
    const districtOfTaluka = new Map(
      talukas.filter((t) => t.lgdCode !== null).map((t) => [t.lgdCode, t.districtLgdCode]),
    );
    for (const i of data.institutes) {
      expect(i.regionId).toBe(regionOf.get(i.districtLgd));
      if (i.talukaLgd === 0) expect([482, 483]).toContain(i.districtLgd);
      else expect(districtOfTaluka.get(i.talukaLgd)).toBe(i.districtLgd);
    }
    // The two Mumbai districts have no taluka with an LGD code; the rest always have one.
    expect(new Set(data.institutes.filter((i) => i.talukaLgd === 0).map((i) => i.districtLgd))).toEqual(
      new Set([482, 483]),
    );
  });

  it('uses all 6 regions and gives the big urban districts the most institutes', () => {
    expect(new Set(data.institutes.map((i) => i.regionId))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const top = [...countBy(data.institutes, (i) => i.districtLgd).entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([lgd]) => lgd);
    // Pune, Mumbai Suburban, Thane, Nashik, Nagpur.
    for (const lgd of [490, 483, 497, 487, 484]) expect(top).toContain(lgd);
  });

  it('gives each institute 2–8 distinct courses with a standard intake, and offers every course', () => {
    const courseIds = new Set(data.courses.map((c) => c.id));
    const perInstitute = countBy(data.instituteCourses, (x) => x.instituteId);
    expect(perInstitute.size).toBe(2276);
    for (const n of perInstitute.values()) {
      expect(n).toBeGreaterThanOrEqual(MIN_COURSES_PER_INSTITUTE);
      expect(n).toBeLessThanOrEqual(MAX_COURSES_PER_INSTITUTE);
    }
    const pairs = new Set(data.instituteCourses.map((x) => `${x.instituteId}|${x.courseId}`));
    expect(pairs.size).toBe(data.instituteCourses.length);
    for (const x of data.instituteCourses) {
      expect(courseIds.has(x.courseId)).toBe(true);
      expect(INTAKES).toContain(x.intake);
    }
    expect(new Set(data.instituteCourses.map((x) => x.courseId)).size).toBe(862);
  });
});

describe('generateSearchData(10)', () => {
  const big = generateSearchData(10);

  it('multiplies the counts and keeps ids, codes and names unique', () => {
    expect(big.courses).toHaveLength(8620);
    expect(big.institutes).toHaveLength(22760);
    expect(new Set(big.courses.map((c) => c.id)).size).toBe(8620);
    expect(new Set(big.courses.map((c) => c.code)).size).toBe(8620);
    expect(new Set(big.courses.map((c) => `${c.sectorId}|${c.name}`)).size).toBe(8620);
    expect(new Set(big.institutes.map((i) => i.id)).size).toBe(22760);
    expect(new Set(big.institutes.map((i) => i.code)).size).toBe(22760);
    expect(new Set(big.institutes.map((i) => i.name)).size).toBe(22760);
    const perDistrict = countBy(big.institutes, (i) => i.districtLgd);
    expect(perDistrict.size).toBe(36);
    for (const n of perDistrict.values()) expect(n).toBeGreaterThanOrEqual(MIN_INSTITUTES_PER_DISTRICT * 10);
    expect(new Set(big.instituteCourses.map((x) => x.courseId)).size).toBe(8620);
  });
});
