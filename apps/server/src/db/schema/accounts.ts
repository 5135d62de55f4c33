import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
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
import { institutes } from './search';

/** Users, sessions and the one-time secrets around them. */

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(), // the numeric user id: last 6 digits of the profile ID
    profileId: text('profile_id').notNull().unique(),
    userTypeId: integer('user_type_id').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    genderCode: text('gender_code').notNull(),
    /** Null only for an institute's account (user type 92), which has no person's date of birth. */
    dob: date('dob'),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    altMobile: text('alt_mobile').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    securityQuestionId: integer('security_question_id'),
    securityAnswerHash: text('security_answer_hash'),
    itiRegistrationNo: text('iti_registration_no'),
    isAdmissionDataFetch: boolean('is_admission_data_fetch').notNull().default(false),
    photoPath: text('photo_path'),
    signPath: text('sign_path'),
    dobProofPath: text('dob_proof_path'),
    aadhaarFilePath: text('aadhaar_file_path'),
    collegeName: text('college_name'),
    /** A staff member's institute (institutes.id, chosen at registration; decision 067); null for others. */
    instituteId: integer('institute_id').references(() => institutes.id),
    currentLoginAt: timestamp('current_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // not unique: up to PROFILES_PER_CONTACT profiles share a mobile or an e-mail (decision 029)
    index('users_mobile_idx').on(t.mobile),
    index('users_email_idx').on(sql`lower(${t.email})`),
    // one ITI admission record, one account (issue 7 item 3)
    uniqueIndex('users_iti_registration_no_uq').on(t.itiRegistrationNo),
    index('users_user_type_idx').on(t.userTypeId),
    // the console's registrations per day
    index('users_created_idx').on(t.createdAt),
    // an institute's staff, newest first (the institute desk's Staff list)
    index('users_institute_idx')
      .on(t.instituteId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.instituteId} is not null`),
  ],
);

export const userJobRoles = pgTable(
  'user_job_roles',
  {
    userId: integer('user_id').notNull(),
    jobRoleId: integer('job_role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobRoleId] })],
);

/** Aadhaar numbers: AES-256-GCM ciphertext, looked up by a keyed hash, shown by last 4 digits. */
export const aadhaarVault = pgTable('aadhaar_vault', {
  userId: integer('user_id').primaryKey(),
  lookupHash: text('lookup_hash').notNull().unique(),
  ciphertext: text('ciphertext').notNull(),
  last4: text('last4').notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    id: text('id').primaryKey(),
    /** A citizen's session (users.id), or an official's (officer_id): exactly one is set. */
    userId: integer('user_id'),
    officerId: integer('officer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_officer_idx').on(t.officerId),
    check('sessions_one_holder', sql`num_nonnulls(${t.userId}, ${t.officerId}) = 1`),
  ],
);

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  answerHash: text('answer_hash').notNull(),
  /** The answer under AES-GCM with a server key, only to speak it (audio captcha); null on old rows. */
  answerSealed: text('answer_sealed'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const otps = pgTable(
  'otps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** SHA-256 of the browser cookie of whoever verified the code: only that browser may use the verification (issue 17 item 10). */
    boundTo: text('bound_to'),
  },
  (t) => [index('otps_mobile_idx').on(t.mobile, t.createdAt)],
);

/** Messages handed to the SMS provider (console provider: the dev outbox; never the OTP in clear for http). */
/**
 * Every SMS: a side effect (a filing's acknowledgement, a changed password) is written here as
 * `pending` in the transaction that caused it and sent by the sms-outbox job with retries
 * (platform/sms-outbox.ts); an OTP is sent inline and recorded as `sent` (its code masked unless the
 * provider is the console one).
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    template: text('template').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** pending | sent | failed */
    status: text('status').notNull().default('sent'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('sms_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

/**
 * Every e-mail: a filing's acknowledgement to the address the filer typed (decision 069 B), written
 * `pending` in the filing's transaction and sent by the email-outbox job with the SMS outbox's retries
 * (platform/outbox.ts, platform/email.ts).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    address: text('address').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** pending | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('email_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

/**
 * The audit log (issue 20 item 4): who (a citizen's `user_id` or an official's `officer_id`, or
 * neither when nobody is known), what (`event`, @portal/shared AUDIT_EVENTS), which record
 * (`record_type` and `record_id`), when, from where (`ip`) and `detail` (never a secret). Written only
 * by platform/audit.ts `audit(...)`. Append-only: a trigger (migration `audit-append-only`) refuses
 * every UPDATE, DELETE and TRUNCATE but the purge job's delete of entries over a year old.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    officerId: integer('officer_id'),
    event: text('event').notNull(),
    recordType: text('record_type'),
    recordId: text('record_id'),
    ip: text('ip'),
    detail: jsonb('detail'),
  },
  (t) => [
    // each search of the console's log (newest first) walks one of these
    index('audit_events_user_idx').on(t.userId, t.id),
    index('audit_events_officer_idx').on(t.officerId, t.id),
    index('audit_events_record_idx').on(t.recordType, t.recordId, t.id),
    index('audit_events_event_idx').on(t.event, t.id),
    // date ranges, and the purge of entries over a year old
    index('audit_events_at_idx').on(t.at),
    check('audit_events_one_actor', sql`num_nonnulls(${t.userId}, ${t.officerId}) <= 1`),
    check('audit_events_record', sql`(${t.recordType} is null) = (${t.recordId} is null)`),
  ],
);

export const itiAdmissions = pgTable('iti_admissions', {
  registrationNumber: text('registration_number').primaryKey(),
  data: jsonb('data').notNull(),
  isDemo: boolean('is_demo').notNull().default(true),
});

export const uploads = pgTable(
  'uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    fileType: text('file_type').notNull(),
    path: text('path').notNull().unique(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** The name the uploader's file had, cleaned and bounded (UPLOAD_NAME_MAX); null for older rows. */
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

/** Bytes uploaded without an account, per client IP and UTC day: the anonymous upload quota. */
export const uploadQuota = pgTable(
  'upload_quota',
  {
    ip: text('ip').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ip, t.day] })],
);

/**
 * Files and bytes a signed-in account uploaded per day (India's): the account upload quota. Every file
 * that passed the cheap checks counts, whether or not a saved section refers to it (issue 17 item 6).
 */
export const accountUploadQuota = pgTable(
  'account_upload_quota',
  {
    userId: integer('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    files: integer('files').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Guess counters (sign-in passwords, security answers) per kind and subject (a profile ID, known or
 * not): one row, reserved before each check in a single statement, so parallel guesses cannot all be
 * checked, and shared by every process through the database (platform/attempts.ts).
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    attempts: integer('attempts').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject] })],
);
