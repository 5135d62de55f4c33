import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgMaterializedView, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Public search: sectors, courses, institutes and what each institute offers. */

export const sectors = pgTable('sectors', {
  id: integer('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameMr: text('name_mr').notNull(),
  isDemo: boolean('is_demo').notNull().default(false),
});

export const courseCategories = pgTable('course_categories', {
  id: integer('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameMr: text('name_mr').notNull(),
});

export const entryQualifications = pgTable('entry_qualifications', {
  id: integer('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameMr: text('name_mr').notNull(),
});

export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    sectorId: integer('sector_id').notNull(),
    categoryId: integer('category_id').notNull(),
    durationHours: integer('duration_hours').notNull(),
    durationLabel: text('duration_label').notNull(),
    durationLabelMr: text('duration_label_mr').notNull().default(''),
    modelCurriculum: text('model_curriculum').notNull(),
    qualificationPack: text('qualification_pack').notNull(),
    courseNorms: text('course_norms').notNull(),
    courseNormsMr: text('course_norms_mr').notNull().default(''),
    entryQualificationId: integer('entry_qualification_id').notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [
    index('courses_sector_idx').on(t.sectorId, t.categoryId),
    // Course search: case-insensitive code prefix, and its sorts by name and duration.
    index('courses_code_prefix_idx').on(sql`lower(${t.code}) text_pattern_ops`),
    index('courses_name_idx').on(t.name, t.code),
    index('courses_duration_idx').on(t.durationHours, t.code),
  ],
);

export const institutes = pgTable(
  'institutes',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    regionId: integer('region_id').notNull(),
    districtId: integer('district_id').notNull(),
    talukaId: integer('taluka_id').notNull(),
    typeId: integer('type_id').notNull(),
    fullTimePartTime: text('full_time_part_time').notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [
    index('institutes_region_district_idx').on(t.regionId, t.districtId, t.talukaId),
    index('institutes_district_idx').on(t.districtId, t.talukaId),
    index('institutes_code_prefix_idx').on(sql`lower(${t.code}) text_pattern_ops`),
  ],
);

export const instituteCourses = pgTable(
  'institute_courses',
  {
    instituteId: integer('institute_id').notNull(),
    courseId: integer('course_id').notNull(),
    intake: integer('intake').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instituteId, t.courseId] }), index('institute_courses_course_idx').on(t.courseId)],
);

/**
 * Institute search reads one row per (institute, course offered) with every filter and sort column
 * side by side, so that each filter and each sort can be served by one index instead of a three-way
 * join (at 100× data the join alone takes longer than the whole search budget). The view, its
 * indexes and the counts view below are created by migration 0002_search-rows.sql; after changing
 * institutes, courses or offerings call `refreshSearchViews` (db/search-views.ts; after a board edit, searchDataChanged in service.ts).
 */
export const instituteSearch = pgMaterializedView('institute_search', {
  instituteId: integer('institute_id').notNull(),
  courseId: integer('course_id').notNull(),
  instituteCode: text('institute_code').notNull(),
  /** lower(code) in byte order: the prefix filter and the code order, on one index. */
  instituteCodeKey: text('institute_code_key').notNull(),
  instituteName: text('institute_name').notNull(),
  regionId: integer('region_id').notNull(),
  regionEn: text('region_en').notNull(),
  regionMr: text('region_mr').notNull(),
  districtId: integer('district_id').notNull(),
  districtEn: text('district_en').notNull(),
  districtMr: text('district_mr').notNull(),
  talukaId: integer('taluka_id').notNull(),
  fullTimePartTime: text('full_time_part_time').notNull(),
  courseCode: text('course_code').notNull(),
  courseName: text('course_name').notNull(),
  sectorId: integer('sector_id').notNull(),
  categoryId: integer('category_id').notNull(),
  entryQualificationId: integer('entry_qualification_id').notNull(),
  intake: integer('intake').notNull(),
}).existing();

/**
 * Row counts of `institute_search` per district × F/P × sector × course type × entry qualification:
 * a search filtered only by those (or by region, or not at all) sums at most ~60 000 counts instead
 * of counting up to a million rows.
 */
export const instituteSearchCounts = pgMaterializedView('institute_search_counts', {
  regionId: integer('region_id').notNull(),
  districtId: integer('district_id').notNull(),
  fullTimePartTime: text('full_time_part_time').notNull(),
  sectorId: integer('sector_id').notNull(),
  categoryId: integer('category_id').notNull(),
  entryQualificationId: integer('entry_qualification_id').notNull(),
  rowCount: integer('row_count').notNull(),
}).existing();
