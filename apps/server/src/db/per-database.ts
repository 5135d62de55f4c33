import type { Db } from './client';

/**
 * A value built once per database, not once per call (decision 075): the queries of every request,
 * built by drizzle once (its builder cost 80–230 µs of CPU a call, the session's read the most), and
 * the reference data that is seeded before the portal listens and never edited (the places' parents).
 * A query gets its values as `sql.placeholder(name)`, ends with `.prepare(UNNAMED)` and runs with
 * `.execute({ name: value })`. Kept in a `WeakMap`, so the tests' databases come and go; a promise
 * that fails is forgotten, so the next call builds it again.
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

/**
 * The statement name of a query built once: none, so node-postgres sends it unnamed on each call. A
 * named statement lives in its connection's session, and the pool's connections to PGlite's worker
 * share one session: the second connection to prepare a name is refused ("prepared statement already
 * exists"; seen in bench/concurrent-users.ts on PGlite). A pooler in transaction mode (PgBouncer) would
 * mix sessions the same way.
 */
export const UNNAMED = '';
