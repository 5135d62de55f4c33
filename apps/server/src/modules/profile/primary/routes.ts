import {
  candidateReadQuerySchema,
  primarySchemas,
  profileApi,
  saveResponseSchema,
  staffReadBodySchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { requestLang } from '../../../platform/errors';
import { noStore } from '../../../platform/http';
import { browserBinding } from '../../../platform/otp-binding';
import { route } from '../../../platform/route';
import { currentUser } from '../../../platform/sessions';
import { vaultFor } from '../../../platform/vault';
import { ownEditable, ownRecord } from '../guard';
import type { ProfileDeps } from '../section';
import { type PrimaryDeps, readPrimary, savePrimary } from './service';

/**
 * Primary information (API.md "Profile" primary row): candidate GET GetCandidatePrimary and POST
 * SaveCandidatePrimary, staff POST GetStaffPrimary and UpdateStaffPrimary, each on the caller's own record.
 */
export function registerPrimary(app: FastifyInstance, profile: ProfileDeps) {
  const tags = ['profile'];
  const deps: PrimaryDeps = { db: profile.db, storage: profile.storage, vault: vaultFor(app.config) };
  const { candidate, staff } = profileApi.primary;
  const read = async (userId: number) => ({ Status: 'Success' as const, Data: await readPrimary(deps.db, userId) });

  route(
    app,
    candidate.get,
    {
      tags,
      ...ownRecord,
      schemas: { query: candidateReadQuerySchema, response: primarySchemas.response },
    },
    async (request, reply) => {
      noStore(reply);
      return read(currentUser(request).userId);
    },
  );
  route(
    app,
    candidate.save,
    {
      tags,
      ...ownEditable(deps.db, 'Primary'),
      schemas: { body: primarySchemas.save.candidate, response: saveResponseSchema },
    },
    async (request, reply) => {
      noStore(reply);
      const Message = await savePrimary(
        deps,
        currentUser(request).userId,
        { role: 'candidate', data: request.body },
        { ip: request.ip, lang: requestLang(request), binding: browserBinding(request) },
      );
      return { Status: 'Success' as const, Message };
    },
  );
  route(
    app,
    staff.get,
    { tags, ...ownRecord, schemas: { body: staffReadBodySchema, response: primarySchemas.response } },
    async (request, reply) => {
      noStore(reply);
      return read(currentUser(request).userId);
    },
  );
  route(
    app,
    staff.save,
    {
      tags,
      ...ownEditable(deps.db, 'Primary'),
      schemas: { body: primarySchemas.save.staff, response: saveResponseSchema },
    },
    async (request, reply) => {
      noStore(reply);
      const Message = await savePrimary(
        deps,
        currentUser(request).userId,
        { role: 'staff', data: request.body },
        { ip: request.ip, lang: requestLang(request), binding: browserBinding(request) },
      );
      return { Status: 'Success' as const, Message };
    },
  );
}
