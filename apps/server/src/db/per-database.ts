import type { Db } from './client';

/**
 * A value built once per database, not once per call (decision 075): the queries of every request,
 * built by drizzle once (its builder cost 80–230 µs of CPU a call, the session's read the most), and
 * the reference data that is seeded before the portal listens and never edited (the places' parents).
 * A query gets its values as `sql.placeholder(name)`, ends with
 * `.prepare(statementName(db, '<name>'))` and runs with `.execute({ name: value })`. Kept in a
 * `WeakMap`, so the tests' databases come and go; a promise that fails is forgotten, so the next call
 * builds it again.
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

/** The databases whose pool connections are each a PostgreSQL session of their own (a server's pool). */
const ownSessions = new WeakSet<Db>();

/** Called by `openDatabase` for a PostgreSQL server's pool: its built-once queries may be named. */
export function allowNamedStatements(db: Db) {
  ownSessions.add(db);
}

/**
 * The statement name of a query built once (decision 075). On a PostgreSQL server, `name`: each pool
 * connection then parses and plans the query once, and each later call only binds and runs it
 * (node-postgres prepares it on a connection the first time that connection runs it). On PGlite, none:
 * the pool's connections to PGlite's worker share one session, so a name prepared by one connection is
 * refused on the next ("prepared statement already exists"; seen in bench/concurrent-users.ts).
 */
export const statementName = (db: Db, name: string) => (ownSessions.has(db) ? name : '');
