import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
    modelCurriculum: text('model_curriculum').notNull(),
    qualificationPack: text('qualification_pack').notNull(),
    courseNorms: text('course_norms').notNull(),
    entryQualificationId: integer('entry_qualification_id').notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [
    index('courses_sector_idx').on(t.sectorId, t.categoryId),
    index('courses_code_prefix_idx').on(sql`${t.code} text_pattern_ops`),
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
    index('institutes_code_prefix_idx').on(sql`${t.code} text_pattern_ops`),
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
