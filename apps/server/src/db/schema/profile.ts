import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The profile wizard's data (docs/decisions/031). A one-record section (address, parent, category,
 * additional, bank) is one JSON document per user, a list section (qualifications, trainings,
 * languages, work experience) one row per entry; each is written only after its shared zod schema
 * accepted it and read back through the same schema. Secrets inside (bank account numbers) are
 * sealed by the vault before they get here.
 */
export const profileSections = pgTable(
  'profile_sections',
  {
    userId: integer('user_id').notNull(),
    section: text('section').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.section] })],
);

export const profileItems = pgTable(
  'profile_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    section: text('section').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_items_user_section_idx').on(t.userId, t.section, t.id)],
);
