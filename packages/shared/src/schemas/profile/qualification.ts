import { z } from 'zod';
import { INT4_MAX } from '../../constants';
import { isRealDate } from '../../values/fields';
import { dateText, fieldIssue, optionalText } from './common';
import { listSchemas } from './list';

/**
 * Qualifications (spec part 2 §2 Qualification, §3 groups S and B, §4, §5, §9): each entry is of
 * group S (SSC and above: a qualification type from GET /Base/GetMasterQualification?QualificationGroup=S,
 * with its certificate) or group B (below SSC: the highest standard reached). Editing replaces the
 * entry (the spec's duplicate row is not kept); deletes are real server deletes (API.md "Profile").
 */

export const QUALIFICATION_GROUPS = ['S', 'B'] as const;
export type QualificationGroup = (typeof QUALIFICATION_GROUPS)[number];
/** Attempts (§9). */
export const QUALIFICATION_ATTEMPTS = [1, 2, 3] as const;
/** Class or grade (§9). */
export const CLASS_GRADES = ['Distinction', 'First Class', 'Second Class', 'Pass Class', 'Fail'] as const;
/** Mode of study (§9). */
export const STUDY_MODES = ['Regular', 'Distance', 'Part Time'] as const;
/** Result of a below-SSC standard. */
export const STANDARD_RESULTS = ['Pass', 'Fail'] as const;
/**
 * Below-SSC levels that need no further details (§9): Illiterate (9) and Basic Literate (10) of the
 * seeded reference list (apps/server/src/db/seed/reference/qualifications.ts).
 */
export const NO_DETAIL_STANDARDS = [9, 10] as const;
/** Years offered for a below-SSC standard: the current year and the 49 before (§3). */
export const APPEARING_YEARS = 50;
/** Longest course, in months. */
const MAX_COURSE_MONTHS = 240;
/** Largest marks figure accepted (marks, not percentages, can run into the thousands). */
const MAX_MARKS = 10_000;

export const needsStandardDetails = (standard: number) =>
  standard > 0 && !(NO_DETAIL_STANDARDS as readonly number[]).includes(standard);

/** The years a below-SSC standard may have been appeared for, newest first. */
export const appearingYears = (now = new Date()) =>
  Array.from({ length: APPEARING_YEARS }, (_, i) => now.getFullYear() - i);

const notSet = -1;
const invalid = { message: 'common.invalidInput' };
/** A master id, or -1 when not chosen. */
const masterId = () => z.number(invalid).int(invalid).min(notSet, invalid).max(INT4_MAX, invalid).default(notSet);
/** A number typed in the form, null when empty. */
const amount = (max: number) => z.number(invalid).min(0, invalid).max(max, invalid).nullable().default(null);
/** One of a fixed list of texts, '' when not chosen. */
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(['', ...values], invalid).default('');

const qualificationFields = z.object({
  QualificationGroup: z.enum(QUALIFICATION_GROUPS, { message: 'profile.selectOption' }),
  // Group S
  QualificationType: masterId(),
  NameOfDegree: optionalText(100),
  SubjectBranchTrade: optionalText(100),
  BoardUniversity: optionalText(150),
  ResultDate: dateText(),
  Attempts: z.union([z.literal(0), ...QUALIFICATION_ATTEMPTS.map((n) => z.literal(n))], invalid).default(0),
  CourseDuration: z
    .number(invalid)
    .int(invalid)
    .min(0, invalid)
    .max(MAX_COURSE_MONTHS, invalid)
    .nullable()
    .default(null),
  ClassGrade: choice(CLASS_GRADES),
  Mode: choice(STUDY_MODES),
  /** The certificate's stored path ('' when none). */
  CertificatePath: z.string().trim().max(200, invalid).default(''),
  // Group B
  HighestStandard: masterId(),
  YearOfAppearing: z.number(invalid).int(invalid).nullable().default(null),
  Result: choice(STANDARD_RESULTS),
  // Both
  MarksObtained: amount(MAX_MARKS),
  OutOfMarks: amount(MAX_MARKS),
});

type Fields = z.output<typeof qualificationFields>;

function checkMarks(v: Fields, ctx: z.RefinementCtx) {
  if (v.MarksObtained === null) fieldIssue(ctx, 'MarksObtained');
  if (v.OutOfMarks === null) fieldIssue(ctx, 'OutOfMarks');
  else if (v.OutOfMarks <= 0) fieldIssue(ctx, 'OutOfMarks', 'common.invalidInput');
  else if (v.MarksObtained !== null && v.MarksObtained > v.OutOfMarks)
    fieldIssue(ctx, 'MarksObtained', 'qualification.marksAboveOutOf');
}

const S_BLANK = {
  QualificationType: notSet,
  NameOfDegree: '',
  SubjectBranchTrade: '',
  BoardUniversity: '',
  ResultDate: '',
  Attempts: 0,
  CourseDuration: null,
  ClassGrade: '',
  Mode: '',
  CertificatePath: '',
} as const;
const B_DETAILS_BLANK = { YearOfAppearing: null, Result: '', MarksObtained: null, OutOfMarks: null } as const;

export const qualificationSchemas = listSchemas(
  qualificationFields,
  'ID',
  (v, ctx) => {
    if (v.QualificationGroup === 'S') {
      if (v.QualificationType < 1) fieldIssue(ctx, 'QualificationType');
      if (!v.NameOfDegree) fieldIssue(ctx, 'NameOfDegree');
      if (!v.SubjectBranchTrade) fieldIssue(ctx, 'SubjectBranchTrade');
      if (!v.BoardUniversity) fieldIssue(ctx, 'BoardUniversity');
      if (!v.ResultDate) fieldIssue(ctx, 'ResultDate');
      else if (!isRealDate(v.ResultDate)) fieldIssue(ctx, 'ResultDate', 'profile.dateInvalid');
      if (v.Attempts === 0) fieldIssue(ctx, 'Attempts');
      checkMarks(v, ctx);
      if (v.CourseDuration === null) fieldIssue(ctx, 'CourseDuration');
      else if (v.CourseDuration < 1) fieldIssue(ctx, 'CourseDuration', 'common.invalidInput');
      if (!v.ClassGrade) fieldIssue(ctx, 'ClassGrade');
      if (!v.Mode) fieldIssue(ctx, 'Mode');
      if (!v.CertificatePath) fieldIssue(ctx, 'CertificatePath');
      return;
    }
    if (v.HighestStandard < 1) return fieldIssue(ctx, 'HighestStandard');
    if (!needsStandardDetails(v.HighestStandard)) return;
    const years = appearingYears();
    if (v.YearOfAppearing === null) fieldIssue(ctx, 'YearOfAppearing');
    else if (!years.includes(v.YearOfAppearing)) fieldIssue(ctx, 'YearOfAppearing', 'common.invalidInput');
    checkMarks(v, ctx);
    if (!v.Result) fieldIssue(ctx, 'Result');
  },
  (v): Partial<Fields> =>
    v.QualificationGroup === 'S'
      ? { HighestStandard: notSet, YearOfAppearing: null, Result: '' as const }
      : { ...S_BLANK, ...(needsStandardDetails(v.HighestStandard) ? {} : B_DETAILS_BLANK) },
);
export type QualificationEntry = z.output<typeof qualificationSchemas.item>;
export type QualificationForm = z.input<typeof qualificationSchemas.item>;
export type QualificationRow = z.output<typeof qualificationSchemas.listResponse>['Data'][number];

/** Answer of a save: the row id and the certificate's path (§7 "Response Data gives ID and CertificatePath"). */
export const qualificationSaveResponseSchema = z.object({
  Status: z.literal('Success'),
  Message: z.string(),
  Data: z.object({ ID: z.number(), CertificatePath: z.string() }),
});
