import { z } from 'zod';
import { INT4_MAX } from '../constants';
import { langQuery, pagingQuery } from './common';

/**
 * Public search of institutes and courses (API.md "Public search"). A filter left out means
 * "any"; a filter that is present must be valid, else 400 naming the field (never clamped).
 */

/** Largest id PostgreSQL's `integer` holds: bigger ids could never match and must not reach SQL. */
const idFilter = () =>
  z.coerce
    .number({ message: 'search.invalidId' })
    .int({ message: 'search.invalidId' })
    .min(1, { message: 'search.invalidId' })
    .max(INT4_MAX, { message: 'search.invalidId' })
    .optional();
/** A code typed by the user, matched as a case-insensitive prefix. */
const codePrefix = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9/-]{1,20}$/, { message })
    .optional();

/** Sort parameter: a column name, `-` in front for descending (the whole order reversed). */
const sortParam = <const C extends readonly [string, ...string[]]>(columns: C) => {
  type Sort = C[number] | `-${C[number]}`;
  const values = [...columns, ...columns.map((c) => `-${c}`)] as [Sort, ...Sort[]];
  return z.enum(values, { message: 'common.invalidSort' }).optional();
};

export const FULL_TIME_PART_TIME = ['F', 'P'] as const;
export type FullTimePartTime = (typeof FULL_TIME_PART_TIME)[number];

// ---- GET /api/Institute/Search (and .csv) ----------------------------------------------------

/** Columns of the institute result, in table order; each is also a sort column. */
export const INSTITUTE_SEARCH_COLUMNS = [
  'SrNo',
  'Region',
  'District',
  'InstituteCode',
  'InstituteName',
  'CourseCode',
  'Course',
  'FullTimePartTime',
  'Intake',
] as const;
export type InstituteSearchColumn = (typeof INSTITUTE_SEARCH_COLUMNS)[number];

/** Filters without paging: what the CSV export takes. */
export const instituteSearchFilterSchema = z.object({
  InstituteCode: codePrefix('search.invalidInstituteCode'),
  InstituteID: idFilter(),
  RegionID: idFilter(),
  DistrictID: idFilter(),
  TalukaID: idFilter(),
  SectorID: idFilter(),
  /** Course type = course category. */
  CourseTypeID: idFilter(),
  CourseID: idFilter(),
  EntryQualificationID: idFilter(),
  FullTimePartTime: z.enum(FULL_TIME_PART_TIME, { message: 'search.invalidFullTimePartTime' }).optional(),
  sort: sortParam(INSTITUTE_SEARCH_COLUMNS),
  lang: langQuery,
});
export type InstituteSearchFilter = z.infer<typeof instituteSearchFilterSchema>;
export const instituteSearchQuerySchema = instituteSearchFilterSchema.extend(pagingQuery);
export type InstituteSearchQuery = z.infer<typeof instituteSearchQuerySchema>;

/** One row per (institute, course offered). SrNo is the row's position in the whole sorted result. */
export const instituteSearchRowSchema = z.object({
  SrNo: z.number(),
  Region: z.string(),
  District: z.string(),
  InstituteCode: z.string(),
  InstituteName: z.string(),
  CourseCode: z.string(),
  Course: z.string(),
  FullTimePartTime: z.enum(FULL_TIME_PART_TIME),
  Intake: z.number(),
});
export type InstituteSearchRow = z.infer<typeof instituteSearchRowSchema>;
export const instituteSearchResponseSchema = z.object({
  Data: z.array(instituteSearchRowSchema),
  /** All matching rows, not just this page. */
  Total: z.number(),
});
export type InstituteSearchResponse = z.infer<typeof instituteSearchResponseSchema>;

// ---- GET /api/Institute/filters --------------------------------------------------------------

export const searchFiltersQuerySchema = z.object({ lang: langQuery });
/** A select option; Group is the parent's Value (see searchFiltersResponseSchema). */
export const searchOptionSchema = z.object({
  Value: z.number(),
  Text: z.string(),
  Group: z.number().optional(),
});
export type SearchOption = z.infer<typeof searchOptionSchema>;
/**
 * Options of the search selects. Group links a child to its parent: institute → district,
 * district → region, taluka → district, course → sector.
 */
export const searchFiltersResponseSchema = z.object({
  institutes: z.array(searchOptionSchema),
  regions: z.array(searchOptionSchema),
  districts: z.array(searchOptionSchema),
  talukas: z.array(searchOptionSchema),
  sectors: z.array(searchOptionSchema),
  courseTypes: z.array(searchOptionSchema),
  courses: z.array(searchOptionSchema),
  entryQualifications: z.array(searchOptionSchema),
});
export type SearchFilters = z.infer<typeof searchFiltersResponseSchema>;

// ---- GET /api/Course/Search (and .csv) -------------------------------------------------------

/** Columns of the course result, in table order; each is also a sort column. */
export const COURSE_SEARCH_COLUMNS = [
  'Sector',
  'Category',
  'Course',
  'CourseCode',
  'Duration',
  'ModelCurriculum',
  'QualificationPack',
  'CourseNorms',
] as const;
export type CourseSearchColumn = (typeof COURSE_SEARCH_COLUMNS)[number];

export const courseSearchFilterSchema = z.object({
  SectorID: idFilter(),
  CourseCategoryID: idFilter(),
  CourseID: idFilter(),
  CourseCode: codePrefix('search.invalidCourseCode'),
  sort: sortParam(COURSE_SEARCH_COLUMNS),
  lang: langQuery,
});
export type CourseSearchFilter = z.infer<typeof courseSearchFilterSchema>;
export const courseSearchQuerySchema = courseSearchFilterSchema.extend(pagingQuery);
export type CourseSearchQuery = z.infer<typeof courseSearchQuerySchema>;

export const courseSearchRowSchema = z.object({
  Sector: z.string(),
  Category: z.string(),
  Course: z.string(),
  CourseCode: z.string(),
  /** As the board writes it: '30 Hours', '6 Months', '2 Years'; sorting by it goes by hours. */
  Duration: z.string(),
  /** Link to the model curriculum document. */
  ModelCurriculum: z.string(),
  QualificationPack: z.string(),
  CourseNorms: z.string(),
});
export type CourseSearchRow = z.infer<typeof courseSearchRowSchema>;
export const courseSearchResponseSchema = z.object({
  Data: z.array(courseSearchRowSchema),
  Total: z.number(),
});
export type CourseSearchResponse = z.infer<typeof courseSearchResponseSchema>;

/** i18n keys (namespace `search`) of the column titles, for the tables and the CSV header rows. */
export const SEARCH_COLUMN_TITLES: Record<InstituteSearchColumn | CourseSearchColumn, string> = {
  SrNo: 'search.srNo',
  Region: 'search.region',
  District: 'search.district',
  InstituteCode: 'search.instituteCode',
  InstituteName: 'search.instituteName',
  CourseCode: 'search.courseCode',
  Course: 'search.course',
  FullTimePartTime: 'search.fullTimePartTime',
  Intake: 'search.intake',
  Sector: 'search.sector',
  Category: 'search.category',
  Duration: 'search.duration',
  ModelCurriculum: 'search.modelCurriculum',
  QualificationPack: 'search.qualificationPack',
  CourseNorms: 'search.courseNorms',
};
/** i18n keys of the F / P values. */
export const FULL_TIME_PART_TIME_TEXT: Record<FullTimePartTime, string> = {
  F: 'search.fullTime',
  P: 'search.partTime',
};
