import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The board's officials (user types 98 officer, 99 admin): accounts of their own, created by an admin
 * (or `npm run admin:create` for the first), never by self-registration. Their sessions are rows of
 * `sessions` with `officer_id` set (platform/sessions.ts).
 */
export const officers = pgTable(
  'officers',
  {
    id: serial('id').primaryKey(),
    loginId: text('login_id').notNull().unique(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    /** USER_TYPES.officer (98) or USER_TYPES.admin (99). */
    userTypeId: integer('user_type_id').notNull(),
    /** The regional office (regions.id) whose cases the officer works; null: every region. */
    regionId: integer('region_id'),
    passwordHash: text('password_hash').notNull(),
    /** A one-time password given by an admin (or admin:create) must be changed before anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    /** The TOTP secret (RFC 6238), sealed with the vault's key. */
    totpSecret: text('totp_secret').notNull(),
    /** The 30-second step of the last code accepted: a code is used once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('officers_user_type', sql`${t.userTypeId} in (98, 99)`)],
);
