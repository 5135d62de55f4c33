import type { Db } from './client';

/**
 * A query of every request built once per database, not once per call, and prepared by name on each
 * connection (decision 075): drizzle's builder cost 80–230 µs of CPU a call (the session's read the
 * most), and the server parses and plans the statement once per connection. `build` gets its values
 * as `sql.placeholder(name)` and its result runs with `.execute({ name: value })`. The names must be
 * unique across the portal: PostgreSQL keeps one statement per name on each connection.
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
