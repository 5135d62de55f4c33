import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../client';

/**
 * Inserts many rows with one statement per chunk: each column travels as one array parameter and
 * `unnest` turns the arrays back into rows. A 100× search seed (about a million rows) takes seconds
 * this way on PostgreSQL and PGlite alike, where row-by-row VALUES lists take minutes. Rows already
 * there (same key) are left as they are, like `insertMissing`.
 */
export async function insertMany<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], chunk = 50_000) {
  const columns = Object.entries(getTableColumns(table));
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk) as Record<string, unknown>[];
    const names = sql.join(
      columns.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    );
    const arrays = sql.join(
      columns.map(([key, column]) => {
        const values = part.map((row) => row[key] ?? column.default ?? null);
        return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
      }),
      sql`, `,
    );
    await db.execute(sql`insert into ${table} (${names}) select * from unnest(${arrays}) on conflict do nothing`);
  }
}
