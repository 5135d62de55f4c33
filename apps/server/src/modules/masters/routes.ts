import {
  bloodGroupsResponseSchema,
  CITY_OTHER,
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
  qualificationResponseSchema,
  regionDistrictsResponseSchema,
  securityQuestionsResponseSchema,
  talukaQuerySchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPublicJson } from '../../platform/cache';
import { notFound } from '../../platform/errors';
import { limiter, MINUTE } from '../../platform/rate-limit';
import * as masters from './service';

const langOnly = z.object({ lang: langQuery });
const tags = ['lookups'];
const list = <Q extends z.ZodType>(querystring: Q) => ({
  tags,
  querystring,
  response: { 200: masterListResponseSchema, 400: errorResponseSchema },
});
/** A list for an id that does not exist is empty: not cached, so made-up ids cannot fill the cache. */
const hasRows = (answer: { Data: unknown[] }) => answer.Data.length > 0;
/** Cities always end with 'Other': only a list with a real city shows that the taluka exists. */
const hasCities = (answer: { Data: { Value: number }[] }) => answer.Data.some((city) => city.Value !== CITY_OTHER);
const envelope = async <T>(data: Promise<T>) => ({ Status: 'Success' as const, Data: await data, Message: '' });

/** Reference lookups of the shell and the forms; all public and cached (platform/cache.ts). */
export async function mastersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // Generous (a form asks for a few lists per field change, a lab shares one address), but bounded.
  app.addHook('preHandler', limiter(app, { name: 'lookup-ip', max: 600, windowMs: MINUTE }));

  app.get('/Base/GetMasterTableList', { schema: list(masterTableQuerySchema) }, (request, reply) => {
    const { TableName, HasSelect, lang } = request.query;
    masters.assertMasterTable(TableName);
    const hasSelect = HasSelect === 'true';
    return sendPublicJson(request, reply, `master:${TableName}:${lang}:${hasSelect}`, masterListResponseSchema, () =>
      envelope(masters.masterTable(db, TableName, lang, hasSelect)),
    );
  });
  app.get('/Base/GetMasterDistrict', { schema: list(districtQuerySchema) }, (request, reply) => {
    const { StateID, lang } = request.query;
    return sendPublicJson(
      request,
      reply,
      `district:${StateID}:${lang}`,
      masterListResponseSchema,
      () => envelope(masters.districtsOf(db, StateID, lang)),
      hasRows,
    );
  });
  app.get('/Base/GetMasterTaluka', { schema: list(talukaQuerySchema) }, (request, reply) => {
    const { DistrictID, lang } = request.query;
    return sendPublicJson(
      request,
      reply,
      `taluka:${DistrictID}:${lang}`,
      masterListResponseSchema,
      () => envelope(masters.talukasOf(db, DistrictID, lang)),
      hasRows,
    );
  });
  app.get('/Base/GetMasterCity', { schema: list(cityQuerySchema) }, (request, reply) => {
    const { TalukaID, lang } = request.query;
    return sendPublicJson(
      request,
      reply,
      `city:${TalukaID}:${lang}`,
      masterListResponseSchema,
      () => envelope(masters.citiesOf(db, TalukaID, lang)),
      hasCities,
    );
  });
  app.get('/Base/GetMasterCaste', { schema: list(casteQuerySchema) }, (request, reply) => {
    const { CategoryID, lang } = request.query;
    return sendPublicJson(
      request,
      reply,
      `caste:${CategoryID ?? 'all'}:${lang}`,
      masterListResponseSchema,
      () => envelope(masters.castesOf(db, CategoryID, lang)),
      hasRows,
    );
  });
  app.get(
    '/Base/GetMasterQualification',
    {
      schema: {
        tags,
        querystring: qualificationQuerySchema,
        response: { 200: qualificationResponseSchema, 400: errorResponseSchema },
      },
    },
    (request, reply) => {
      const { QualificationGroup, lang } = request.query;
      return sendPublicJson(
        request,
        reply,
        `qualification:${QualificationGroup}:${lang}`,
        qualificationResponseSchema,
        () => envelope(masters.qualificationsOf(db, QualificationGroup, lang)),
      );
    },
  );
  app.get(
    '/Base/GetPincodeData',
    {
      schema: {
        tags,
        querystring: pincodeQuerySchema,
        response: { 200: pincodeResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await masters.pincodeData(db, request.query.Pincode);
      if (!data) throw notFound('common.pincodeNotFound');
      return sendPublicJson(request, reply, `pincode:${request.query.Pincode}`, pincodeResponseSchema, async () => ({
        Status: 'Success' as const,
        Data: data,
      }));
    },
  );
  app.get(
    '/region/districts',
    { schema: { tags, response: { 200: regionDistrictsResponseSchema } } },
    (request, reply) =>
      sendPublicJson(request, reply, 'region-districts', regionDistrictsResponseSchema, () => masters.allDistricts(db)),
  );
  app.get(
    '/api/SecurityQuestions',
    { schema: { tags, querystring: langOnly, response: { 200: securityQuestionsResponseSchema } } },
    (request, reply) =>
      sendPublicJson(
        request,
        reply,
        `securityQuestion:${request.query.lang}`,
        securityQuestionsResponseSchema,
        async () =>
          (await masters.lookupList(db, 'securityQuestion', request.query.lang)).map((r) => ({
            Id: r.id,
            Question: r.text,
          })),
      ),
  );
  app.get(
    '/api/GeneralAPIs/genders',
    { schema: { tags, querystring: langOnly, response: { 200: gendersResponseSchema } } },
    (request, reply) =>
      sendPublicJson(request, reply, `gender:${request.query.lang}`, gendersResponseSchema, async () =>
        (await masters.lookupList(db, 'gender', request.query.lang)).map((r) => ({
          GenderCode: r.code ?? '',
          Gender: r.text,
        })),
      ),
  );
  app.get(
    '/api/GeneralAPIs/blood-groups',
    { schema: { tags, response: { 200: bloodGroupsResponseSchema } } },
    (request, reply) =>
      sendPublicJson(request, reply, 'bloodGroup', bloodGroupsResponseSchema, async () =>
        (await masters.lookupList(db, 'bloodGroup', 'en')).map((r) => ({ BloodGroupID: r.id, BloodGroup: r.text })),
      ),
  );
  app.get(
    '/api/GeneralAPIs/languages',
    { schema: { tags, querystring: langOnly, response: { 200: languagesResponseSchema } } },
    (request, reply) =>
      sendPublicJson(request, reply, `language:${request.query.lang}`, languagesResponseSchema, async () =>
        (await masters.lookupList(db, 'language', request.query.lang)).map((r) => ({
          LanguageID: r.id,
          LanguageName: r.text,
        })),
      ),
  );
}
