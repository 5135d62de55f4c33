import {
  bankReadParamsSchema,
  bankSchemas,
  ifscApi,
  ifscParamsSchema,
  ifscResponseSchema,
  messageText,
  profileApi,
  saveResponseSchema,
  staffReadBodySchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError, requestLang } from '../../../platform/errors';
import { noStore } from '../../../platform/http';
import { route } from '../../../platform/route';
import { currentUser } from '../../../platform/sessions';
import { secretBox } from '../../../platform/vault';
import { ownEditable, ownRecord } from '../guard';
import { type ProfileDeps, recordOf } from '../section';
import { lookupIfsc } from './ifsc';
import { type BankDeps, readBank, saveBank } from './service';

const tags = ['profile'];
/** Each check may ask the external lookup: a brake on scripted scans of the code space. */
const ifscRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * The bank step for candidates and staff (API.md "Profile", bank row) and Check IFSC Code
 * (decision 034). Reads answer the account number masked.
 */
export function registerBank(app: FastifyInstance, profile: ProfileDeps) {
  const deps: BankDeps = {
    ...profile,
    box: secretBox(app.config, 'bank-account'),
    ifsc: { db: profile.db, lookupUrl: app.config.ifscLookupUrl },
  };
  const read = async (userId: number) => ({ Status: 'Success' as const, Data: await readBank(deps.db, userId) });
  const save = async (userId: number, body: object, lang: 'en' | 'mr') => {
    await saveBank(deps, userId, recordOf(body) as Parameters<typeof saveBank>[2]);
    return { Status: 'Success' as const, Message: messageText('bank.saved', lang) };
  };

  route(
    app,
    profileApi.bank.candidate.get,
    { tags, ...ownRecord, schemas: { params: bankReadParamsSchema, response: bankSchemas.response } },
    async (request, reply) => {
      noStore(reply);
      return read(currentUser(request).userId);
    },
  );
  route(
    app,
    profileApi.bank.candidate.save,
    {
      tags,
      ...ownEditable(deps.db, 'Bank'),
      schemas: { body: bankSchemas.save.candidate, response: saveResponseSchema },
    },
    async (request, reply) => {
      noStore(reply);
      return save(currentUser(request).userId, request.body, requestLang(request));
    },
  );
  route(
    app,
    profileApi.bank.staff.get,
    { tags, ...ownRecord, schemas: { body: staffReadBodySchema, response: bankSchemas.response } },
    async (request, reply) => {
      noStore(reply);
      return read(currentUser(request).userId);
    },
  );
  route(
    app,
    profileApi.bank.staff.save,
    { tags, ...ownEditable(deps.db, 'Bank'), schemas: { body: bankSchemas.save.staff, response: saveResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      return save(currentUser(request).userId, request.body, requestLang(request));
    },
  );

  route(
    app,
    ifscApi.lookup,
    {
      tags,
      config: ifscRateLimit,
      schemas: { params: ifscParamsSchema, response: ifscResponseSchema },
    },
    async (request) => {
      const details = await lookupIfsc(deps.ifsc, request.params.code);
      if (!details) throw new ApiError(404, 'bank.ifscNotFound', [{ field: 'IFSCCode', message: 'bank.ifscNotFound' }]);
      return { Status: 'Success' as const, Data: details };
    },
  );
}
