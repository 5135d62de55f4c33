import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Rebuilds the search views (db/schema/search.ts), outside a transaction (VACUUM cannot run in one).
 * Here in db/ so that the seed and the search module both use it. After a board edit call
 * `searchDataChanged` (modules/search/service.ts), which also drops the cached filter lists.
 */
export async function refreshSearchViews(db: Db, options: { concurrently: boolean } = { concurrently: true }) {
  // CONCURRENTLY keeps the search readable during the rebuild; a first fill (seed) does not need it.
  const mode = options.concurrently ? sql.raw('concurrently ') : sql``;
  await db.execute(sql`refresh materialized view ${mode}institute_search`);
  await db.execute(sql`refresh materialized view ${mode}institute_search_counts`);
  // Statistics for the planner, and the visibility map that lets counts read only the index.
  await db.execute(sql`vacuum analyze institute_search, institute_search_counts`);
}
