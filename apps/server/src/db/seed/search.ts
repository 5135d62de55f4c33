import type { Db } from '../client';
import * as t from '../schema';
import { refreshSearchViews } from '../search-views';
import { talukaRows } from './geography';
import { insertMissing, isEmpty } from './rows';
import { insertMany } from './search/bulk';
import { generateSearchData } from './search/generate';
import { sectors } from './search/sectors';

/** The district's first taluka, for generated institutes in districts the generator gave none. */
const fallbackTaluka = new Map<number, number>();
for (const row of talukaRows) if (!fallbackTaluka.has(row.districtId)) fallbackTaluka.set(row.districtId, row.id);

/**
 * Demo sectors, courses and institutes (is_demo) at a given scale; skipped when already there.
 * Bulk inserts keep a 100× seed (about 1.1 million offerings) to well under a minute on PostgreSQL.
 */
export async function seedSearch(db: Db, scale: number) {
  await insertMissing(
    db,
    t.sectors,
    sectors.map((s) => ({ id: s.id, nameEn: s.en, nameMr: s.mr, isDemo: true })),
  );
  if (!(await isEmpty(db, t.institutes))) return;
  const data = generateSearchData(scale);
  await insertMissing(
    db,
    t.courseCategories,
    data.courseCategories.map((c) => ({ id: c.id, nameEn: c.en, nameMr: c.mr })),
  );
  await insertMissing(
    db,
    t.entryQualifications,
    data.entryQualifications.map((e) => ({ id: e.id, nameEn: e.en, nameMr: e.mr })),
  );
  await insertMany(
    db,
    t.courses,
    data.courses.map((c) => ({ ...c, isDemo: true })),
  );
  await insertMany(
    db,
    t.institutes,
    data.institutes.map(({ districtLgd, talukaLgd, ...rest }) => ({
      ...rest,
      districtId: districtLgd,
      talukaId: talukaLgd || (fallbackTaluka.get(districtLgd) ?? 0),
      isDemo: true,
    })),
  );
  await insertMany(db, t.instituteCourses, data.instituteCourses);
  await refreshSearchViews(db, { concurrently: false });
}
