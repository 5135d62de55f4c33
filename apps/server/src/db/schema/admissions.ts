import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Steps 10–12 (issue 21): a profile submitted for verification and the officer's review of it, the
 * candidate's application with up to three preferences, the institutes' accounts and seats, and the
 * admission letters. Decision 062 describes the flow.
 */

/**
 * Step 10: one row per person who has submitted their profile. `status`: `submitted` (in the
 * officers' queue; editing locked), `returned` (an officer returned fields with remarks; the affected
 * steps reopen), `verified` (locked; a change goes through `change_requested_at`, which an officer
 * approves by returning the profile). The spec's `VerifyCnt` and `RejectCnt` are the counts of the
 * last decision.
 */
export const profileVerifications = pgTable(
  'profile_verifications',
  {
    userId: integer('user_id').primaryKey(),
    status: text('status').notNull(),
    /** The region (regions.id) of the person's address district: the officers' queue is by region. */
    regionId: integer('region_id').notNull(),
    /** The last submission: the queue is oldest first by it. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    firstSubmittedAt: timestamp('first_submitted_at', { withTimezone: true }).notNull(),
    submissions: integer('submissions').notNull().default(1),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The officer (officers.id) of the last decision. */
    decidedBy: integer('decided_by'),
    verifyCount: integer('verify_count').notNull().default(0),
    rejectCount: integer('reject_count').notNull().default(0),
    /** A verified person's request to change their profile, and why; cleared when an officer decides. */
    changeRequestedAt: timestamp('change_requested_at', { withTimezone: true }),
    changeReason: text('change_reason'),
  },
  (t) => [
    check('profile_verifications_status', sql`${t.status} in ('submitted', 'returned', 'verified')`),
    // the officers' queue: submitted profiles of a region, oldest first
    index('profile_verifications_queue_idx').on(t.status, t.regionId, t.submittedAt, t.userId),
    index('profile_verifications_change_idx')
      .on(t.regionId, t.changeRequestedAt)
      .where(sql`${t.changeRequestedAt} is not null`),
  ],
);

/**
 * The officer's mark on each field or document of a submitted profile (the spec's `Is…Verify` flag and
 * `…VerifyRemark`): the latest mark per field; earlier ones are in the audit log.
 */
export const profileFieldReviews = pgTable(
  'profile_field_reviews',
  {
    userId: integer('user_id').notNull(),
    /** `<section>.<field>` as @portal/shared VERIFICATION_FIELDS names it. */
    field: text('field').notNull(),
    /** verified | returned */
    verdict: text('verdict').notNull(),
    remark: text('remark').notNull().default(''),
    officerId: integer('officer_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.field] }),
    check('profile_field_reviews_verdict', sql`${t.verdict} in ('verified', 'returned')`),
  ],
);

/** Step 11: a candidate's application of one academic year (`2026-27`): one per candidate and year. */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    academicYear: text('academic_year').notNull(),
    /** The candidate's name in Devanagari, as the admission letter prints it (asked on the application). */
    nameMr: text('name_mr').notNull(),
    /** submitted | withdrawn | admitted */
    status: text('status').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('applications_user_year_uq').on(t.userId, t.academicYear),
    check('applications_status', sql`${t.status} in ('submitted', 'withdrawn', 'admitted')`),
  ],
);

/**
 * An application's preferences, 1 to 3 in order, each an offering (institute × course). `status`:
 * pending | accepted | rejected (by the institute, with a remark) | withdrawn (by the candidate) |
 * closed (another preference was accepted).
 */
export const applicationPreferences = pgTable(
  'application_preferences',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: integer('application_id').notNull(),
    rank: integer('rank').notNull(),
    instituteId: integer('institute_id').notNull(),
    courseId: integer('course_id').notNull(),
    status: text('status').notNull(),
    remark: text('remark').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The institute's user (users.id) who decided. */
    decidedBy: integer('decided_by'),
  },
  (t) => [
    uniqueIndex('application_preferences_rank_uq').on(t.applicationId, t.rank),
    uniqueIndex('application_preferences_offering_uq').on(t.applicationId, t.instituteId, t.courseId),
    // an institute's applications, newest first, by status
    index('application_preferences_institute_idx').on(t.instituteId, t.status, t.id),
    check('application_preferences_rank', sql`${t.rank} between 1 and 3`),
    check(
      'application_preferences_status',
      sql`${t.status} in ('pending', 'accepted', 'rejected', 'withdrawn', 'closed')`,
    ),
  ],
);

/**
 * Seats taken per offering and academic year: accepting raises `taken` in one guarded statement
 * (`taken < intake`), so parallel accepts never pass the intake.
 */
export const instituteSeats = pgTable(
  'institute_seats',
  {
    instituteId: integer('institute_id').notNull(),
    courseId: integer('course_id').notNull(),
    academicYear: text('academic_year').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.instituteId, t.courseId, t.academicYear] }),
    check('institute_seats_taken', sql`${t.taken} >= 0`),
  ],
);

/**
 * A Skill Development Institute's account (user type 92): a `users` row (profile ID `MH<yyyy>I<6 digits>`)
 * tied to one institute, created by an admin in the console. Until its user sets a password from the
 * one-time link sent by SMS, the account cannot sign in.
 */
export const instituteUsers = pgTable(
  'institute_users',
  {
    userId: integer('user_id').primaryKey(),
    instituteId: integer('institute_id').notNull(),
    /** The admin (officers.id) who created it. */
    createdBy: integer('created_by').notNull(),
    /** SHA-256 of the one-time set-password token; null once used. */
    setupTokenHash: text('setup_token_hash'),
    setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
    passwordSetAt: timestamp('password_set_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('institute_users_institute_uq').on(t.instituteId),
    uniqueIndex('institute_users_setup_token_uq').on(t.setupTokenHash),
  ],
);

/**
 * Step 12: the admission letter issued when an institute accepts a preference. `data` is what the
 * letter says (names, course, institute, duration, year), fixed when it is issued; `code` is the public,
 * signed code of its QR (`/verify-letter/<code>`).
 */
export const admissionLetters = pgTable(
  'admission_letters',
  {
    id: serial('id').primaryKey(),
    preferenceId: integer('preference_id').notNull().unique(),
    userId: integer('user_id').notNull(),
    referenceNo: text('reference_no').notNull().unique(),
    code: text('code').notNull().unique(),
    data: jsonb('data').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('admission_letters_user_idx').on(t.userId)],
);
