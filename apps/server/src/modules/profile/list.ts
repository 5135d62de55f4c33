import {
  type Endpoint,
  type EndpointSchemas,
  type Lang,
  MAX_LIST_ROWS,
  type MessageKey,
  messageText,
  PROFILE_ROLES,
  type ProfileRole,
  saveResponseSchema,
} from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SECTION_STEPS } from '../../db/admissions';
import type { Db } from '../../db/client';
import { ApiError, notFound, requestLang } from '../../platform/errors';
import { noStore } from '../../platform/http';
import { route } from '../../platform/route';
import { currentUser } from '../../platform/sessions';
import type { Storage } from '../../platform/storage';
import { checkDocuments, type DocumentRef, releaseDocuments } from './documents';
import { ownEditable, ownRecord } from './guard';
import * as repo from './repo';
import { type ProfileDeps, recordOf } from './section';

/** A list section as its service needs it: storage name, row id field, entry fields, documents. */
export type ListSection<F extends z.ZodObject, R extends string = string> = {
  name: string;
  rowId: R;
  fields: F;
  documents?: (entry: z.output<F>) => DocumentRef[];
};

type Deps = { db: Db; storage: Storage };

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
  const entry = recordOf(body, section.rowId) as z.output<F>;
  const documents = section.documents ?? (() => []);
  const refs = documents(entry);
  await checkDocuments(deps.db, userId, refs);
  if (typeof rowId !== 'number') {
    const added = await repo.addItemWithin(deps.db, userId, section.name, entry, MAX_LIST_ROWS);
    if (added === null) throw new ApiError(400, 'profile.tooManyRows', [], { max: MAX_LIST_ROWS });
    return added;
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

/**
 * Saves an entry of a list that has a "No" answer (no training, no experience: field `no` set to 1).
 * "No" replaces every entry with the one "No" entry; a real entry, once saved, removes the "No" entry.
 */
export async function saveWithNoAnswer<F extends z.ZodObject>(
  deps: Deps,
  section: ListSection<F>,
  userId: number,
  body: Record<string, unknown>,
  no: string,
): Promise<{ rowId: number; answer: 'no' | 'added' | 'updated' }> {
  if (body[no] === 1) {
    await deleteRows(deps, section, userId);
    return { rowId: await saveRow(deps, section, userId, { ...body, [section.rowId]: undefined }), answer: 'no' };
  }
  const answer = typeof body[section.rowId] === 'number' ? 'updated' : 'added';
  const rowId = await saveRow(deps, section, userId, body);
  const noRows = (await repo.items(deps.db, userId, section.name)).filter(
    (row) => (row.data as Record<string, unknown>)[no] === 1,
  );
  if (noRows.length > 0)
    await deleteRows(
      deps,
      section,
      userId,
      noRows.map((row) => row.id),
    );
  return { rowId, answer };
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

/** How a request names its user (and, for one entry, the entry): a path, a query or a body (API.md). */
type ReadSchemas = Pick<EndpointSchemas, 'params' | 'query' | 'body'>;
type Routed = ReadSchemas & { response: z.ZodType };

/** A list section's endpoints for one role: the list, save (add or replace by row id), delete, one entry. */
type ListEndpoints = { list: Endpoint; save: Endpoint; remove: Endpoint; get?: Endpoint };

/**
 * A list section of the profile for both roles (docs/decisions/031, 044): what `registerListSection`
 * needs to register its list, save and delete endpoints (and one entry's, where the spec has one).
 */
export type ListSectionSpec<F extends z.ZodObject, R extends string> = ListSection<F, R> & {
  api: Record<ProfileRole, ListEndpoints>;
  /** The section's `listSchemas` (with the answers the spec gives this section, where they differ). */
  schemas: {
    save: Record<ProfileRole, z.ZodType>;
    remove: Record<ProfileRole, z.ZodType>;
    listResponse: z.ZodType;
    saveResponse: z.ZodType;
  };
  /** How each role names itself when reading the list. */
  read: Record<ProfileRole, ReadSchemas>;
  /** One entry by its row id: how each role names itself and the entry, and the answer. */
  one?: { read: Record<ProfileRole, ReadSchemas>; response: z.ZodType };
  /** The spec's message after a delete. */
  deleted: MessageKey;
  /** The entries as the list answers them (default: `listRows`). */
  list?: (db: Db, userId: number, lang: Lang) => Promise<object[]>;
  /** Saves the body (the envelope still in it): the row id, the spec's message, any more of the answer's Data. */
  save(
    deps: Pick<ProfileDeps, 'db' | 'storage'>,
    userId: number,
    body: Record<string, unknown>,
  ): Promise<{ rowId: number; key: MessageKey; data?: object }>;
};

/** The caller's own id, for an answer about their profile (never cached; the guard checked the id). */
function callerId(request: FastifyRequest, reply: FastifyReply): number {
  noStore(reply);
  return currentUser(request).userId;
}

/** The row id a request names, in its body or query (the schemas checked it). */
const namedRowId = (request: FastifyRequest, rowId: string) =>
  Number(((request.body ?? request.query) as Record<string, unknown>)[rowId]);

/**
 * Registers a list section's endpoints for both roles: list, save, delete and (with `one`) one entry.
 * The schemas are the section's `listSchemas` by construction, which TypeScript cannot follow through
 * the generics; the validator and the serializer check every request and answer against them.
 */
export function registerListSection<F extends z.ZodObject, R extends string>(
  app: FastifyInstance,
  deps: ProfileDeps,
  spec: ListSectionSpec<F, R>,
) {
  const tags = ['profile'];
  const list = spec.list ?? ((db: Db, userId: number) => listRows(db, spec, userId));
  const editable = ownEditable(deps.db, SECTION_STEPS[spec.name] ?? 'Primary');
  const register = (
    endpoint: Endpoint,
    schemas: Routed,
    answer: (request: FastifyRequest, userId: number) => Promise<object>,
    guard: typeof ownRecord = ownRecord,
  ) =>
    route(app, endpoint as Endpoint<Routed>, { tags, ...guard, schemas }, (request, reply) =>
      answer(request, callerId(request, reply)),
    );

  for (const role of PROFILE_ROLES) {
    const api = spec.api[role];
    register(api.list, { ...spec.read[role], response: spec.schemas.listResponse }, async (request, userId) => ({
      Status: 'Success' as const,
      Data: await list(deps.db, userId, requestLang(request)),
    }));
    if (api.get && spec.one) {
      register(api.get, { ...spec.one.read[role], response: spec.one.response }, async (request, userId) => ({
        Status: 'Success' as const,
        Data: await oneRow(deps.db, spec, userId, namedRowId(request, spec.rowId)),
      }));
    }
    register(
      api.save,
      { body: spec.schemas.save[role], response: spec.schemas.saveResponse },
      async (request, userId) => {
        const saved = await spec.save(deps, userId, request.body as Record<string, unknown>);
        return {
          Status: 'Success' as const,
          Message: messageText(saved.key, requestLang(request)),
          Data: { [spec.rowId]: saved.rowId, ...saved.data },
        };
      },
      editable,
    );
    register(
      api.remove,
      { body: spec.schemas.remove[role], response: saveResponseSchema },
      async (request, userId) => {
        await deleteRows(deps, spec, userId, [namedRowId(request, spec.rowId)]);
        return { Status: 'Success' as const, Message: messageText(spec.deleted, requestLang(request)) };
      },
      editable,
    );
  }
}
