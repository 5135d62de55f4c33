import {
  defaultMenuQuerySchema,
  defaultMenuResponseSchema,
  errorResponseSchema,
  userMenuQuerySchema,
  userMenuResponseSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPublicJson } from '../../platform/cache';
import { forbidden } from '../../platform/errors';
import { currentUser, requireUser } from '../../platform/sessions';
import { defaultMenu, flatMenu } from './service';

export async function menuRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/api/Menu/GetDefaultMenu',
    {
      schema: {
        tags: ['menu'],
        querystring: defaultMenuQuerySchema,
        response: { 200: defaultMenuResponseSchema, 400: errorResponseSchema },
      },
    },
    (request, reply) =>
      sendPublicJson(request, reply, `menu:default:${request.query.lang}`, defaultMenuResponseSchema, () =>
        defaultMenu(db, request.query.lang),
      ),
  );

  app.get(
    '/api/Menu/GetMenu',
    {
      preHandler: requireUser(),
      schema: {
        tags: ['menu'],
        querystring: userMenuQuerySchema,
        response: {
          200: userMenuResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { UserTypeID, UserLoginID, lang } = request.query;
      if (UserTypeID !== user.userTypeId || UserLoginID !== user.profileId) throw forbidden();
      reply.header('Cache-Control', 'private, no-store');
      return { Status: 'Success' as const, Data: await flatMenu(db, user.userTypeId, lang) };
    },
  );
}
