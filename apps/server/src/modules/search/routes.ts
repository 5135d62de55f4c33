import { Readable } from 'node:stream';
import {
  courseSearchFilterSchema,
  courseSearchQuerySchema,
  courseSearchResponseSchema,
  errorResponseSchema,
  instituteSearchFilterSchema,
  instituteSearchQuerySchema,
  instituteSearchResponseSchema,
  searchFiltersQuerySchema,
  searchFiltersResponseSchema,
} from '@portal/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPublicJson } from '../../platform/cache';
import { courseCsv, instituteCsv, searchCourses, searchFilters, searchInstitutes } from './service';

const tags = ['search'];
/** Results are public and change only when the board edits institutes or courses. */
const RESULT_CACHE = 'public, max-age=60';
/** A CSV can hold a million rows: generous for people, a brake on scripted bulk downloads. */
const csvRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

function sendCsv(reply: FastifyReply, fileName: string, chunks: AsyncIterable<string>) {
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', RESULT_CACHE)
    .send(Readable.from(chunks));
}

/** Public search of institutes and courses (API.md "Public search"). */
export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/api/Institute/filters',
    {
      schema: {
        tags,
        querystring: searchFiltersQuerySchema,
        response: { 200: searchFiltersResponseSchema, 400: errorResponseSchema },
      },
    },
    (request, reply) => {
      const { lang } = request.query;
      return sendPublicJson(request, reply, `search:filters:${lang}`, searchFiltersResponseSchema, () =>
        searchFilters(db, lang),
      );
    },
  );

  app.get(
    '/api/Institute/Search',
    {
      schema: {
        tags,
        querystring: instituteSearchQuerySchema,
        response: { 200: instituteSearchResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', RESULT_CACHE);
      return searchInstitutes(db, request.query);
    },
  );

  app.get(
    '/api/Institute/Search.csv',
    {
      config: csvRateLimit,
      schema: { tags, querystring: instituteSearchFilterSchema, response: { 400: errorResponseSchema } },
    },
    (request, reply) => {
      sendCsv(reply, 'institutes.csv', instituteCsv(db, request.query));
    },
  );

  app.get(
    '/api/Course/Search',
    {
      schema: {
        tags,
        querystring: courseSearchQuerySchema,
        response: { 200: courseSearchResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', RESULT_CACHE);
      return searchCourses(db, request.query);
    },
  );

  app.get(
    '/api/Course/Search.csv',
    {
      config: csvRateLimit,
      schema: { tags, querystring: courseSearchFilterSchema, response: { 400: errorResponseSchema } },
    },
    (request, reply) => {
      sendCsv(reply, 'courses.csv', courseCsv(db, request.query));
    },
  );
}
