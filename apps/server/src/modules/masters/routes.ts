import {
  bloodGroupsResponseSchema,
  CITY_OTHER,
  casteQuerySchema,
  cityQuerySchema,
  districtQuerySchema,
  gendersResponseSchema,
  langOnlyQuerySchema,
  languagesResponseSchema,
  masterListResponseSchema,
  mastersApi,
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
import { sendPublicJson } from '../../platform/cache';
import { notFound } from '../../platform/errors';
import { limiter, MINUTE } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import * as masters from './service';

const tags = ['lookups'];
const list = <Q>(query: Q) => ({ tags, schemas: { query, response: masterListResponseSchema } });
/** A list for an id that does not exist is empty: not cached, so made-up ids cannot fill the cache. */
const hasRows = (answer: { Data: unknown[] }) => answer.Data.length > 0;
/** Cities always end with 'Other': only a list with a real city shows that the taluka exists. */
const hasCities = (answer: { Data: { Value: number }[] }) => answer.Data.some((city) => city.Value !== CITY_OTHER);
const envelope = async <T>(data: Promise<T>) => ({ Status: 'Success' as const, Data: await data, Message: '' });

/** Reference lookups of the shell and the forms; all public and cached (platform/cache.ts). */
export async function mastersRoutes(app: FastifyInstance) {
  const db = app.database.db;
  // Generous (a form asks for a few lists per field change, a lab shares one address), but bounded.
  app.addHook('preHandler', limiter(app, { name: 'lookup-ip', max: 600, windowMs: MINUTE }));

  route(app, mastersApi.masterTable, list(masterTableQuerySchema), (request, reply) => {
    const { TableName, HasSelect, lang } = request.query;
    masters.assertMasterTable(TableName);
    const hasSelect = HasSelect === 'true';
    return sendPublicJson(request, reply, `masters:${TableName}:${lang}:${hasSelect}`, masterListResponseSchema, () =>
      envelope(masters.masterTable(db, TableName, lang, hasSelect)),
    );
  });
  route(app, mastersApi.districts, list(districtQuerySchema), (request, reply) => {
    const { StateID, lang } = request.query;
    return sendPublicJson(
      request,
      reply,
      `masters:district:${StateID}:${lang}`,
      masterListResponseSchema,
      () => envelope(masters.districtsOf(db, StateID, lang)),
      hasRows,
    );
  });
  route(app, mastersApi.talukas, list(talukaQuerySchema), (request, reply) => {
    const { DistrictID, lang } = request.query;
    return sendPublicJson(
      request,
      reply,
      `masters:taluka:${DistrictID}:${lang}`,
      masterListResponseSchema,
      () => envelope(masters.talukasOf(db, DistrictID, lang)),
      hasRows,
    );
  });
  route(app, mastersApi.cities, list(cityQuerySchema), (request, reply) => {
    const { TalukaID, lang } = request.query;
    return sendPublicJson(
      request,
      reply,
      `masters:city:${TalukaID}:${lang}`,
      masterListResponseSchema,
      () => envelope(masters.citiesOf(db, TalukaID, lang)),
      hasCities,
    );
  });
  route(app, mastersApi.castes, list(casteQuerySchema), (request, reply) => {
    const { CategoryID, lang } = request.query;
    return sendPublicJson(
      request,
      reply,
      `masters:caste:${CategoryID ?? 'all'}:${lang}`,
      masterListResponseSchema,
      () => envelope(masters.castesOf(db, CategoryID, lang)),
      hasRows,
    );
  });
  route(
    app,
    mastersApi.qualifications,
    { tags, schemas: { query: qualificationQuerySchema, response: qualificationResponseSchema } },
    (request, reply) => {
      const { QualificationGroup, lang } = request.query;
      return sendPublicJson(
        request,
        reply,
        `masters:qualification:${QualificationGroup}:${lang}`,
        qualificationResponseSchema,
        () => envelope(masters.qualificationsOf(db, QualificationGroup, lang)),
      );
    },
  );
  route(
    app,
    mastersApi.pincode,
    { tags, schemas: { query: pincodeQuerySchema, response: pincodeResponseSchema } },
    async (request, reply) => {
      const data = await masters.pincodeData(db, request.query.Pincode);
      if (!data) throw notFound('common.pincodeNotFound');
      return sendPublicJson(
        request,
        reply,
        `masters:pincode:${request.query.Pincode}`,
        pincodeResponseSchema,
        async () => ({
          Status: 'Success' as const,
          Data: data,
        }),
      );
    },
  );
  route(
    app,
    mastersApi.regionDistricts,
    { tags, schemas: { response: regionDistrictsResponseSchema } },
    (request, reply) =>
      sendPublicJson(request, reply, 'masters:region-districts', regionDistrictsResponseSchema, () =>
        masters.allDistricts(db),
      ),
  );
  route(
    app,
    mastersApi.securityQuestions,
    { tags, schemas: { query: langOnlyQuerySchema, response: securityQuestionsResponseSchema } },
    (request, reply) =>
      sendPublicJson(
        request,
        reply,
        `masters:securityQuestion:${request.query.lang}`,
        securityQuestionsResponseSchema,
        async () =>
          (await masters.lookupList(db, 'securityQuestion', request.query.lang)).map((r) => ({
            Id: r.id,
            Question: r.text,
          })),
      ),
  );
  route(
    app,
    mastersApi.genders,
    { tags, schemas: { query: langOnlyQuerySchema, response: gendersResponseSchema } },
    (request, reply) =>
      sendPublicJson(request, reply, `masters:gender:${request.query.lang}`, gendersResponseSchema, async () =>
        (await masters.lookupList(db, 'gender', request.query.lang)).map((r) => ({
          GenderCode: r.code ?? '',
          Gender: r.text,
        })),
      ),
  );
  route(app, mastersApi.bloodGroups, { tags, schemas: { response: bloodGroupsResponseSchema } }, (request, reply) =>
    sendPublicJson(request, reply, 'masters:bloodGroup', bloodGroupsResponseSchema, async () =>
      (await masters.lookupList(db, 'bloodGroup', 'en')).map((r) => ({ BloodGroupID: r.id, BloodGroup: r.text })),
    ),
  );
  route(
    app,
    mastersApi.languages,
    { tags, schemas: { query: langOnlyQuerySchema, response: languagesResponseSchema } },
    (request, reply) =>
      sendPublicJson(request, reply, `masters:language:${request.query.lang}`, languagesResponseSchema, async () =>
        (await masters.lookupList(db, 'language', request.query.lang)).map((r) => ({
          LanguageID: r.id,
          LanguageName: r.text,
        })),
      ),
  );
}
