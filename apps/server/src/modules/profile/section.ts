import {
  candidateReadQuerySchema,
  type Endpoint,
  type MessageKey,
  messageText,
  type ProfileRole,
  saveResponseSchema,
  staffReadBodySchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { SECTION_STEPS } from '../../db/admissions';
import type { Db } from '../../db/client';
import { requestLang } from '../../platform/errors';
import { noStore } from '../../platform/http';
import { route } from '../../platform/route';
import { currentUser } from '../../platform/sessions';
import type { Storage } from '../../platform/storage';
import { checkDocuments, type DocumentRef, releaseDocuments } from './documents';
import { ownEditable, ownRecord } from './guard';
import * as repo from './repo';

type Schemas<F extends z.ZodObject> = {
  fields: F;
  save: { candidate: z.ZodType; staff: z.ZodType };
  response: z.ZodType;
};

type SectionApi<S extends Schemas<z.ZodObject>> = {
  candidate: {
    get: Endpoint<{ query: typeof candidateReadQuerySchema; response: S['response'] }>;
    save: Endpoint<{ body: S['save']['candidate']; response: typeof saveResponseSchema }>;
  };
  staff: {
    get: Endpoint<{ body: typeof staffReadBodySchema; response: S['response'] }>;
    save: Endpoint<{ body: S['save']['staff']; response: typeof saveResponseSchema }>;
  };
};

/** What the profile's services and routes need. */
export type ProfileDeps = { db: Db; storage: Storage };

/** A one-record section of the profile, for both roles (docs/decisions/031). */
export type OneRecordSection<F extends z.ZodObject, S extends Schemas<F>> = {
  /** The storage key and the dashboard step. */
  name: string;
  api: SectionApi<S>;
  schemas: S;
  /** '{role} … saved successfully.' (ICU `role`: candidate or staff). */
  savedMessage: MessageKey;
  /** The documents a record points at (checked as the user's own, released when replaced). */
  documents?: (record: z.output<F>) => DocumentRef[];
  /** Checks that need the database (the address's places), before saving: throw a 400 naming the field. */
  check?: (db: Db, record: z.output<F>, userId: number) => Promise<void>;
};

/** The request's own fields of the spec's envelope, which are not part of the stored record. */
const ENVELOPE = ['CandidateID', 'StaffID', 'UserLoginID', 'PageCode', 'IPAddress'];

/** A save body without the envelope (and without `omit`, a list's row id): the record as stored. */
export const recordOf = (body: object, omit?: string) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => key !== omit && !ENVELOPE.includes(key)));

/** Reads a stored record back through the section's fields; one that no longer fits reads as not saved. */
export function storedRecord<F extends z.ZodObject>(fields: F, data: unknown): z.output<F> | null {
  if (data === undefined) return null;
  const parsed = fields.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Saves a section's record: its documents checked first, the replaced ones released after. */
export async function saveRecord<F extends z.ZodObject>(
  deps: { db: Db; storage: Storage },
  section: { name: string; fields: F; documents?: (record: z.output<F>) => DocumentRef[] },
  userId: number,
  record: z.output<F>,
) {
  const documents = section.documents;
  if (!documents) return repo.writeSection(deps.db, userId, section.name, record);
  const refs = documents(record);
  await checkDocuments(deps.db, userId, refs);
  const before = storedRecord(section.fields, await repo.sectionData(deps.db, userId, section.name));
  await repo.writeSection(deps.db, userId, section.name, record);
  await releaseDocuments(
    deps,
    userId,
    before ? documents(before).map((r) => r.path) : [],
    refs.map((r) => r.path),
  );
}

/** Registers a one-record section's read and save endpoints for both roles. */
export function registerSection<F extends z.ZodObject, S extends Schemas<F>>(
  app: FastifyInstance,
  deps: ProfileDeps,
  section: OneRecordSection<F, S>,
) {
  const tags = ['profile'];
  const editable = ownEditable(deps.db, SECTION_STEPS[section.name] ?? 'Primary');
  // `response` is sectionResponse(fields) by construction (sectionSchemas), which TypeScript cannot
  // follow through the generics; the serializer checks every answer against it.
  const read = async (userId: number) =>
    ({
      Status: 'Success' as const,
      Data: storedRecord(section.schemas.fields, await repo.sectionData(deps.db, userId, section.name)),
    }) as z.input<S['response']>;
  const save = async (role: ProfileRole, userId: number, body: object, lang: 'en' | 'mr') => {
    const record = recordOf(body) as z.output<F>;
    await section.check?.(deps.db, record, userId);
    await saveRecord(
      deps,
      { name: section.name, fields: section.schemas.fields, documents: section.documents },
      userId,
      record,
    );
    return { Status: 'Success' as const, Message: messageText(section.savedMessage, lang, { role }) };
  };

  route(
    app,
    section.api.candidate.get,
    {
      tags,
      ...ownRecord,
      schemas: { query: candidateReadQuerySchema, response: section.schemas.response },
    },
    async (request, reply) => {
      noStore(reply);
      return read(currentUser(request).userId);
    },
  );
  route(
    app,
    section.api.candidate.save,
    { tags, ...editable, schemas: { body: section.schemas.save.candidate, response: saveResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      return save('candidate', currentUser(request).userId, request.body as object, requestLang(request));
    },
  );
  route(
    app,
    section.api.staff.get,
    { tags, ...ownRecord, schemas: { body: staffReadBodySchema, response: section.schemas.response } },
    async (request, reply) => {
      noStore(reply);
      return read(currentUser(request).userId);
    },
  );
  route(
    app,
    section.api.staff.save,
    { tags, ...editable, schemas: { body: section.schemas.save.staff, response: saveResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      return save('staff', currentUser(request).userId, request.body as object, requestLang(request));
    },
  );
}
