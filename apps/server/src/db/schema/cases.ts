import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One case model for what the public reports (docs/decisions/036): a complaint against an
 * unauthorised institute and a grievance are both a case with a number, a status, a due date, a dated
 * timeline and attachments; what differs by kind is the `data` document, written only after the
 * kind's shared zod schema accepted it. The officers' console works both kinds from this table.
 */
export const cases = pgTable(
  'cases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'complaint' | 'grievance' */
    kind: text('kind').notNull(),
    /** CMP-2026-000123 / GRV-2026-000045 */
    number: text('number').notNull(),
    /** CASE_STATUSES (@portal/shared); moved only by the transition table (modules/cases/transitions.ts). */
    status: text('status').notNull().default('received'),
    /** The filer's mobile: acknowledgements go there and the OTP status check is bound to it. */
    mobile: text('mobile').notNull(),
    /** argon2id of the complaint account password (complaints only). */
    passwordHash: text('password_hash'),
    /** Language the case was filed in: its SMS messages use it. */
    lang: text('lang').notNull().default('en'),
    /** The signed-in user who filed it, if any. */
    userId: integer('user_id'),
    data: jsonb('data').notNull(),
    /** The filer's key of this filing attempt (Form A's `idempotencyKey`): a retry finds the case by it. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 00:00 in India of the due day: the filing day in India's calendar + the kind's due days. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The district the case is about (a complaint's institute); null when the kind has none (grievances). */
    districtId: integer('district_id'),
    /** The district's region, kept with the case so the officers' inbox filters on one indexed column. */
    regionId: integer('region_id'),
    /** The institute named (complaints), for the inbox's filter and list. */
    institute: text('institute'),
    /** The official (officers.id) the case is assigned to. */
    assignedTo: integer('assigned_to'),
    /** Set by the escalation job when the due day passed with the case still open: the admins' flag. */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** Closed or rejected (the start of the appeal window); cleared by an appeal. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The filer's one appeal. */
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    appealReason: text('appeal_reason'),
    /** The filer's rating, 1–5. */
    rating: integer('rating'),
  },
  (t) => [
    uniqueIndex('cases_number_idx').on(t.number),
    index('cases_inbox_idx').on(t.status, t.dueAt),
    // the inbox (decision 057): a region's cases by due date or filing, and every region's
    index('cases_region_due_idx').on(t.regionId, t.dueAt),
    index('cases_region_status_due_idx').on(t.regionId, t.status, t.dueAt),
    index('cases_due_idx').on(t.dueAt),
    index('cases_created_idx').on(t.createdAt),
    index('cases_district_due_idx').on(t.districtId, t.dueAt),
    index('cases_mobile_idx').on(t.mobile, t.createdAt),
    uniqueIndex('cases_idempotency_idx').on(t.kind, t.mobile, t.idempotencyKey),
  ],
);

/** The dated timeline of a case: what was done and the remarks given to the filer. */
export const caseEvents = pgTable(
  'case_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** A message key's last part ('received', 'underReview', …), shown in the reader's language. */
    action: text('action').notNull(),
    /** Free text an officer wrote for the filer; null for the system's own steps. */
    remarks: text('remarks'),
    /** The official's id (officers.id); null for the system and the filer. */
    actorId: integer('actor_id'),
  },
  (t) => [index('case_events_case_idx').on(t.caseId, t.at)],
);

export const caseDocuments = pgTable(
  'case_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** The name the filer gave the document (complaint) or the file's own name (grievance). */
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [index('case_documents_case_idx').on(t.caseId)],
);

/** Next number of a kind in a year: one row per (prefix, year), bumped under the row's lock. */
export const caseCounters = pgTable(
  'case_counters',
  {
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);

/** Institutes the board has under inquiry (public list; officers will set it, demo rows seeded). */
export const institutesUnderInquiry = pgTable(
  'institutes_under_inquiry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instituteName: text('institute_name').notNull(),
    instituteNameMr: text('institute_name_mr').notNull(),
    districtId: integer('district_id').notNull(),
    since: date('since', { mode: 'string' }).notNull(),
    /** The complaint that started it, if any. */
    caseId: integer('case_id'),
    closedOn: date('closed_on', { mode: 'string' }),
    demo: integer('demo').notNull().default(0),
  },
  // a demo row once (the seed's natural key)
  (t) => [uniqueIndex('institutes_under_inquiry_demo_idx').on(t.instituteName).where(sql`${t.demo} = 1`)],
);

/** Help-area meetings: the unique index is what refuses a double booking, even under concurrency. */
export const meetings = pgTable(
  'meetings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** 'HH:MM' */
    time: text('time').notNull(),
    /** SHA-256 of the cancel token kept in the booker's browser and sent in the confirmation SMS. */
    tokenHash: text('token_hash').notNull(),
    /** The booker's mobile, verified by OTP (issue 17 item 8); '' for bookings made before. */
    mobile: text('mobile').notNull().default(''),
    /** Who is coming and from which district (issue 23 item 7); null for bookings made before. */
    name: text('name'),
    districtId: integer('district_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('meetings_slot_idx').on(t.date, t.time), index('meetings_mobile_idx').on(t.mobile, t.date)],
);

/** The board's upcoming office visits (help area), in both languages. */
export const officeVisits = pgTable(
  'office_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    purposeEn: text('purpose_en').notNull(),
    purposeMr: text('purpose_mr').notNull(),
    placeEn: text('place_en').notNull(),
    placeMr: text('place_mr').notNull(),
    demo: integer('demo').notNull().default(0),
  },
  // a demo visit once (the seed's natural key)
  (t) => [uniqueIndex('office_visits_demo_idx').on(t.date, t.time, t.placeEn).where(sql`${t.demo} = 1`)],
);

/** Frequently asked questions, in both languages: the help area's accordion and the chatbot's first source. */
export const faqs = pgTable(
  'faqs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    seq: integer('seq').notNull(),
    questionEn: text('question_en').notNull(),
    questionMr: text('question_mr').notNull(),
    answerEn: text('answer_en').notNull(),
    answerMr: text('answer_mr').notNull(),
    /** An app path the answer points to ('/AccountRecovery'), or null. */
    link: text('link'),
  },
  // a question once (its natural key)
  (t) => [uniqueIndex('faqs_question_idx').on(t.questionEn)],
);
