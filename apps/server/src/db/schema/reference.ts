import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Reference data (masters): geography of Maharashtra and the small lookup lists. */

export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameMr: text('name_mr').notNull(),
});

/** Revenue divisions, used as the board's regions (1 Konkan … 6 Nagpur). */
export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameMr: text('name_mr').notNull(),
});

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey(), // LGD district code
    stateId: integer('state_id').notNull(),
    regionId: integer('region_id').notNull(),
    nameEn: text('name_en').notNull(),
    nameMr: text('name_mr').notNull(),
  },
  (t) => [index('districts_state_idx').on(t.stateId)],
);

export const talukas = pgTable(
  'talukas',
  {
    id: integer('id').primaryKey(), // LGD sub-district code; synthetic 9000+ where LGD has none
    districtId: integer('district_id').notNull(),
    nameEn: text('name_en').notNull(),
    nameMr: text('name_mr').notNull(),
  },
  (t) => [index('talukas_district_idx').on(t.districtId)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    talukaId: integer('taluka_id').notNull(),
    nameEn: text('name_en').notNull(),
    nameMr: text('name_mr').notNull(),
    pincode: text('pincode').notNull(),
  },
  // A place once per taluka (its natural key): a second seed, or two processes seeding at once, adds nothing.
  (t) => [
    index('cities_taluka_idx').on(t.talukaId),
    uniqueIndex('cities_taluka_name_idx').on(t.talukaId, sql`lower(${t.nameEn})`),
  ],
);

export const pincodes = pgTable('pincodes', {
  pincode: text('pincode').primaryKey(),
  stateId: integer('state_id').notNull(),
  districtId: integer('district_id').notNull(),
  talukaId: integer('taluka_id'),
  cityId: integer('city_id'),
});

/**
 * Small lookup lists in one table, keyed by kind: religion, category, caste (group = category),
 * disability, language, bloodGroup, gender (code M/F/T), securityQuestion, qualification (code S/B),
 * jobRole.
 */
export const lookups = pgTable(
  'lookups',
  {
    kind: text('kind').notNull(),
    id: integer('id').notNull(),
    code: text('code'),
    groupId: integer('group_id'),
    seq: integer('seq').notNull().default(0),
    nameEn: text('name_en').notNull(),
    nameMr: text('name_mr').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);
