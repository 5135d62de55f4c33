import { boolean, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Bank branches by IFSC (decision 034): the branch names the offline `ifsc` package does not carry.
 * Check IFSC Code answers a row here before asking the optional external lookup (IFSC_LOOKUP_URL).
 * Seeded with a short demo list; a deployment loads the RBI's list into it.
 */
export const ifscBranches = pgTable('ifsc_branches', {
  ifsc: text('ifsc').primaryKey(),
  bankName: text('bank_name').notNull(),
  branchName: text('branch_name').notNull(),
  city: text('city').notNull().default(''),
  district: text('district').notNull().default(''),
  state: text('state').notNull().default(''),
  /** A row of the seeded demo list (SEED_DEMO), not of a real directory. */
  isDemo: boolean('is_demo').notNull().default(false),
});
