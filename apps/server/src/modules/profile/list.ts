import { MAX_LIST_ROWS, type MessageKey, messageText } from '@portal/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ApiError, notFound, requestLang } from '../../platform/errors';
import { noStore } from '../../platform/http';
import { currentUser } from '../../platform/sessions';
import type { Storage } from '../../platform/storage';
import { checkDocuments, type DocumentRef, releaseDocuments } from './documents';
import * as repo from './repo';

/** A list section as its service needs it: storage name, row id field, entry fields, documents. */
export type ListSection<F extends z.ZodObject, R extends string = string> = {
  name: string;
  rowId: R;
  fields: F;
  documents?: (entry: z.output<F>) => DocumentRef[];
};

type Deps = { db: Db; storage: Storage };

/** Envelope fields of a save or delete body, which are not part of the stored entry. */
const ENVELOPE = ['CandidateID', 'StaffID', 'UserLoginID', 'PageCode', 'IPAddress'];

/** A user's entries, oldest first, each with its row id; an entry that no longer fits is left out. */
export async function listRows<F extends z.ZodObject, R extends string>(
  db: Db,
  section: ListSection<F, R>,
  userId: number,
): Promise<(z.output<F> & Record<R, number>)[]> {
  const rows = await repo.items(db, userId, section.name);
  return rows.flatMap((row) => {
    const parsed = section.fields.safeParse(row.data);
    return parsed.success ? [{ ...parsed.data, ...({ [section.rowId]: row.id } as Record<R, number>) }] : [];
  });
}

/** One of the caller's entries by row id, with it; another user's row or none such is 404. */
export async function oneRow<F extends z.ZodObject, R extends string>(
  db: Db,
  section: ListSection<F, R>,
  userId: number,
  rowId: number,
): Promise<z.output<F> & Record<R, number>> {
  const row = await repo.item(db, userId, section.name, rowId);
  const parsed = row && section.fields.safeParse(row.data);
  if (!row || !parsed?.success) throw notFound();
  return { ...parsed.data, ...({ [section.rowId]: row.id } as Record<R, number>) };
}

/**
 * Adds an entry (no row id) or replaces the caller's entry with that row id (another user's id, or
 * none such: 404). Its documents are checked as the caller's own; those the replaced entry had and
 * this one does not are deleted. Answers the row id.
 */
export async function saveRow<F extends z.ZodObject>(
  deps: Deps,
  section: ListSection<F>,
  userId: number,
  body: Record<string, unknown>,
): Promise<number> {
  const rowId = body[section.rowId];
  const entry = Object.fromEntries(
    Object.entries(body).filter(([key]) => key !== section.rowId && !ENVELOPE.includes(key)),
  ) as z.output<F>;
  const documents = section.documents ?? (() => []);
  const refs = documents(entry);
  await checkDocuments(deps.db, userId, refs);
  if (typeof rowId !== 'number') {
    if ((await repo.itemCount(deps.db, userId, section.name)) >= MAX_LIST_ROWS) {
      throw new ApiError(400, 'profile.tooManyRows', [], { max: MAX_LIST_ROWS });
    }
    return repo.addItem(deps.db, userId, section.name, entry);
  }
  const before = await repo.item(deps.db, userId, section.name, rowId);
  if (!before || !(await repo.updateItem(deps.db, userId, section.name, rowId, entry))) throw notFound();
  const old = section.fields.safeParse(before.data);
  await releaseDocuments(
    deps,
    userId,
    old.success ? documents(old.data).map((r) => r.path) : [],
    refs.map((r) => r.path),
  );
  return rowId;
}

/** Deletes the caller's entries (`rowIds`; all of them without) and their documents; 404 if none was theirs. */
export async function deleteRows<F extends z.ZodObject>(
  deps: Deps,
  section: ListSection<F>,
  userId: number,
  rowIds?: number[],
) {
  const gone = await repo.deleteItems(deps.db, userId, section.name, rowIds);
  if (rowIds && gone.length === 0) throw notFound();
  const documents = section.documents ?? (() => []);
  const paths = gone.flatMap((row) => {
    const parsed = section.fields.safeParse(row.data);
    return parsed.success ? documents(parsed.data).map((r) => r.path) : [];
  });
  await releaseDocuments(deps, userId, paths, []);
}

/** The caller's own id, for an answer about their profile (never cached; the guard checked the id). */
export function callerId(request: FastifyRequest, reply: FastifyReply): number {
  noStore(reply);
  return currentUser(request).userId;
}

/** DELETE of one of the caller's entries: the spec's message in the caller's language. */
export async function deleteAnswer<F extends z.ZodObject>(
  deps: Deps,
  section: ListSection<F>,
  request: FastifyRequest,
  reply: FastifyReply,
  rowId: number,
  message: MessageKey,
) {
  await deleteRows(deps, section, callerId(request, reply), [rowId]);
  return { Status: 'Success' as const, Message: messageText(message, requestLang(request)) };
}
