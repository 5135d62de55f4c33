import { MAHARASHTRA_STATE_ID } from '@portal/shared/basics';
import type { Config } from '../../config';
import type { Db } from '../client';
import * as t from '../schema';
import { seedContent } from './content';
import { seedHelp } from './demo/help';
import { seedIfscBranches } from './demo/ifsc-branches';
import { seedUnderInquiry } from './demo/under-inquiry';
import { districtRows, pincodeRows, REGIONS, talukaRows } from './geography';
import { seedItiAdmissions } from './iti-admissions';
import * as ref from './reference';
import { insertMissing, isEmpty } from './rows';
import { seedSearch } from './search';

/** Reference data: geography and the lookup lists. Idempotent. */
export async function seedReference(db: Db) {
  await insertMissing(
    db,
    t.states,
    ref.states.map((s) => ({ id: s.id, nameEn: s.en, nameMr: s.mr })),
  );
  await insertMissing(
    db,
    t.regions,
    REGIONS.map(({ id, nameEn, nameMr }) => ({ id, nameEn, nameMr })),
  );
  await insertMissing(
    db,
    t.districts,
    districtRows.map((d) => ({ ...d, stateId: MAHARASHTRA_STATE_ID })),
  );
  await insertMissing(db, t.talukas, talukaRows);

  if (await isEmpty(db, t.cities)) {
    const cityInput = pincodeRows.map((p) => ({
      pincode: p.pincode,
      districtLgdCode: p.districtId,
      talukaLgdCode: p.talukaId,
      offices: p.offices,
    }));
    const cityRows = ref.citiesFromPincodes(cityInput);
    await insertMissing(
      db,
      t.cities,
      // Post-office place names exist only in English in the source data.
      cityRows.map((c) => ({
        talukaId: c.talukaLgdCode,
        nameEn: c.name,
        nameMr: c.name,
        pincode: c.pincode,
      })),
    );
  }
  if (await isEmpty(db, t.pincodes)) {
    const cities = await db
      .select({ id: t.cities.id, talukaId: t.cities.talukaId, pincode: t.cities.pincode })
      .from(t.cities);
    const cityOf = new Map(cities.map((c) => [`${c.talukaId}:${c.pincode}`, c.id]));
    await insertMissing(
      db,
      t.pincodes,
      pincodeRows.map((p) => ({
        pincode: p.pincode,
        stateId: MAHARASHTRA_STATE_ID,
        districtId: p.districtId,
        talukaId: p.talukaId,
        cityId: p.talukaId === null ? null : (cityOf.get(`${p.talukaId}:${p.pincode}`) ?? null),
      })),
    );
  }

  const lookup = (
    kind: string,
    rows: readonly { id: number; en: string; mr: string; code?: string; groupId?: number; seq?: number }[],
  ) =>
    rows.map((r, index) => ({
      kind,
      id: r.id,
      code: r.code ?? null,
      groupId: r.groupId ?? null,
      seq: r.seq ?? index,
      nameEn: r.en,
      nameMr: r.mr,
    }));
  await insertMissing(db, t.lookups, [
    ...lookup('religion', ref.religions),
    ...lookup(
      'category',
      ref.categories.map((c) => ({ ...c, code: c.code })),
    ),
    ...lookup(
      'caste',
      ref.castes.map((c) => ({ ...c, groupId: c.categoryId })),
    ),
    ...lookup('disability', ref.disabilities),
    ...lookup('language', ref.languages),
    ...lookup(
      'bloodGroup',
      ref.bloodGroups.map((b) => ({ id: b.id, en: b.name, mr: b.name })),
    ),
    ...lookup(
      'gender',
      ref.genders.map((g, i) => ({ id: i + 1, code: g.code, en: g.en, mr: g.mr })),
    ),
    ...lookup('securityQuestion', ref.securityQuestions),
    ...lookup(
      'qualification',
      ref.qualificationTypes.map((q) => ({ ...q, code: q.group })),
    ),
    ...lookup('jobRole', ref.jobRoles),
  ]);
}

/** Everything a fresh portal needs; demo content only when SEED_DEMO is on (default). */
export async function seed(db: Db, config: Pick<Config, 'seedDemo'>) {
  await seedReference(db);
  if (config.seedDemo) {
    await seedContent(db);
    await seedItiAdmissions(db);
    await seedIfscBranches(db);
    await seedHelp(db);
    await seedUnderInquiry(db);
    await seedSearch(db, 1);
  }
}
