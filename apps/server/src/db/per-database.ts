import type { Db } from './client';

/**
 * A value built once per database, not once per call (decision 075): the queries of every request,
 * built by drizzle once and prepared by name (its builder cost 80–230 µs of CPU a call, the session's
 * read the most; the server parses and plans a named statement once per connection), and the
 * reference data that is seeded before the portal listens and never edited (the places' parents).
 * A query gets its values as `sql.placeholder(name)` and runs with `.execute({ name: value })`; its
 * name must be unique across the portal, as PostgreSQL keeps one statement per name on a connection.
 * Kept in a `WeakMap`, so the tests' databases come and go; a promise that fails is forgotten, so the
 * next call builds it again.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
      if (value instanceof Promise) value.catch(() => built.delete(db));
    }
    return value;
  };
}
