import {
  bloodGroupsResponseSchema,
  casteQuerySchema,
  cityQuerySchema,
  districtQuerySchema,
  errorResponseSchema,
  gendersResponseSchema,
  langQuery,
  languagesResponseSchema,
  masterListResponseSchema,
  masterTableQuerySchema,
  pincodeQuerySchema,
  pincodeResponseSchema,
  qualificationQuerySchema,
  regionDistrictsResponseSchema,
  securityQuestionsResponseSchema,
  talukaQuerySchema,
} from '@portal/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_CACHE } from '../../platform/cache';
import { notFound } from '../../platform/errors';
import * as masters from './service';

const langOnly = z.object({ lang: langQuery });
const listSchema = <Q extends z.ZodType>(querystring: Q) => ({
  tags: ['lookups'],
  querystring,
  response: { 200: masterListResponseSchema, 400: errorResponseSchema },
});
const ok = <T>(reply: FastifyReply, Data: T) => {
  reply.header('Cache-Control', PUBLIC_CACHE);
  return { Status: 'Success' as const, Data, Message: '' };
};

export async function mastersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get('/Base/GetMasterTableList', { schema: listSchema(masterTableQuerySchema) }, async (request, reply) => {
    const { TableName, HasSelect, lang } = request.query;
    return ok(reply, await masters.masterTable(db, TableName, lang, HasSelect === 'true'));
  });
  app.get('/Base/GetMasterDistrict', { schema: listSchema(districtQuerySchema) }, async (request, reply) =>
    ok(reply, await masters.districtsOf(db, request.query.StateID, request.query.lang)),
  );
  app.get('/Base/GetMasterTaluka', { schema: listSchema(talukaQuerySchema) }, async (request, reply) =>
    ok(reply, await masters.talukasOf(db, request.query.DistrictID, request.query.lang)),
  );
  app.get('/Base/GetMasterCity', { schema: listSchema(cityQuerySchema) }, async (request, reply) =>
    ok(reply, await masters.citiesOf(db, request.query.TalukaID, request.query.lang)),
  );
  app.get('/Base/GetMasterCaste', { schema: listSchema(casteQuerySchema) }, async (request, reply) =>
    ok(reply, await masters.castesOf(db, request.query.CategoryID, request.query.lang)),
  );
  app.get(
    '/Base/GetMasterQualification',
    {
      schema: {
        tags: ['lookups'],
        querystring: qualificationQuerySchema,
        response: {
          200: z.object({
            Status: z.literal('Success'),
            Data: z.array(z.object({ Value: z.number(), Text: z.string() })),
            Message: z.string(),
          }),
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      ok(reply, await masters.qualificationsOf(db, request.query.QualificationGroup, request.query.lang)),
  );
  app.get(
    '/Base/GetPincodeData',
    {
      schema: {
        tags: ['lookups'],
        querystring: pincodeQuerySchema,
        response: { 200: pincodeResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await masters.pincodeData(db, request.query.Pincode);
      if (!data) throw notFound('common.pincodeNotFound');
      reply.header('Cache-Control', PUBLIC_CACHE);
      return { Status: 'Success' as const, Data: data };
    },
  );
  app.get(
    '/region/districts',
    { schema: { tags: ['lookups'], response: { 200: regionDistrictsResponseSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return masters.allDistricts(db);
    },
  );

  app.get(
    '/api/SecurityQuestions',
    {
      schema: {
        tags: ['lookups'],
        querystring: langOnly,
        response: { 200: securityQuestionsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return (await masters.lookupList(db, 'securityQuestion', request.query.lang)).map((r) => ({
        Id: r.id,
        Question: r.text,
      }));
    },
  );
  app.get(
    '/api/GeneralAPIs/genders',
    { schema: { tags: ['lookups'], querystring: langOnly, response: { 200: gendersResponseSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return (await masters.lookupList(db, 'gender', request.query.lang)).map((r) => ({
        GenderCode: r.code ?? '',
        Gender: r.text,
      }));
    },
  );
  app.get(
    '/api/GeneralAPIs/blood-groups',
    { schema: { tags: ['lookups'], response: { 200: bloodGroupsResponseSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return (await masters.lookupList(db, 'bloodGroup', 'en')).map((r) => ({
        BloodGroupID: r.id,
        BloodGroup: r.text,
      }));
    },
  );
  app.get(
    '/api/GeneralAPIs/languages',
    { schema: { tags: ['lookups'], querystring: langOnly, response: { 200: languagesResponseSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return (await masters.lookupList(db, 'language', request.query.lang)).map((r) => ({
        LanguageID: r.id,
        LanguageName: r.text,
      }));
    },
  );
}
