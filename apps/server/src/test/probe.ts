import { like, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { perDatabase, statementName } from '../db/per-database';

/** The notes table the database tests make themselves (`create table probe (note text)`). */
export const probe = pgTable('probe', { note: text('note') });

/** The notes like `pattern`, as a query built once per database (decision 075), named where it may be. */
export const notesLike = perDatabase((db) =>
  db
    .select({ note: probe.note })
    .from(probe)
    .where(like(probe.note, sql.placeholder('pattern')))
    .orderBy(probe.note)
    .prepare(statementName(db, 'probe_notes')),
);
