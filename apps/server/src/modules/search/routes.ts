import {
  courseSearchFilterSchema,
  courseSearchQuerySchema,
  courseSearchResponseSchema,
  instituteSearchFilterSchema,
  instituteSearchQuerySchema,
  instituteSearchResponseSchema,
  searchApi,
  searchFiltersQuerySchema,
  searchFiltersResponseSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { sendPublicJson } from '../../platform/cache';
import { sendCsv } from '../../platform/csv';
import { route } from '../../platform/route';
import { courseCsv, instituteCsv, searchCourses, searchFilters, searchInstitutes } from './service';

const tags = ['search'];
/** Results are public and change only when the board edits institutes or courses. */
const RESULT_CACHE = 'public, max-age=60';
/** A CSV can hold a million rows: generous for people, a brake on scripted bulk downloads. */
const csvRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Public search of institutes and courses (API.md "Public search"). */
export async function searchRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(
    app,
    searchApi.filters,
    { tags, schemas: { query: searchFiltersQuerySchema, response: searchFiltersResponseSchema } },
    (request, reply) => {
      const { lang } = request.query;
      return sendPublicJson(request, reply, `search:filters:${lang}`, searchFiltersResponseSchema, () =>
        searchFilters(db, lang),
      );
    },
  );

  route(
    app,
    searchApi.institutes,
    { tags, schemas: { query: instituteSearchQuerySchema, response: instituteSearchResponseSchema } },
    (request, reply) => {
      reply.header('Cache-Control', RESULT_CACHE);
      return searchInstitutes(db, request.query);
    },
  );

  route(
    app,
    searchApi.institutesCsv,
    { tags, config: csvRateLimit, schemas: { query: instituteSearchFilterSchema } },
    (request, reply) => sendCsv(reply, 'institutes.csv', instituteCsv(db, request.query), RESULT_CACHE),
  );

  route(
    app,
    searchApi.courses,
    { tags, schemas: { query: courseSearchQuerySchema, response: courseSearchResponseSchema } },
    (request, reply) => {
      reply.header('Cache-Control', RESULT_CACHE);
      return searchCourses(db, request.query);
    },
  );

  route(
    app,
    searchApi.coursesCsv,
    { tags, config: csvRateLimit, schemas: { query: courseSearchFilterSchema } },
    (request, reply) => sendCsv(reply, 'courses.csv', courseCsv(db, request.query), RESULT_CACHE),
  );
}
