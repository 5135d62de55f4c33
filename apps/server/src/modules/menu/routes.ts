import {
  defaultMenuQuerySchema,
  defaultMenuResponseSchema,
  menuApi,
  userMenuQuerySchema,
  userMenuResponseSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { sendPublicJson } from '../../platform/cache';
import { forbidden } from '../../platform/errors';
import { noStore } from '../../platform/http';
import { route } from '../../platform/route';
import { currentUser } from '../../platform/sessions';
import { defaultMenu, flatMenu } from './service';

export async function menuRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(
    app,
    menuApi.defaultMenu,
    { tags: ['menu'], schemas: { query: defaultMenuQuerySchema, response: defaultMenuResponseSchema } },
    (request, reply) =>
      sendPublicJson(request, reply, `menu:default:${request.query.lang}`, defaultMenuResponseSchema, () =>
        defaultMenu(db, request.query.lang),
      ),
  );

  route(
    app,
    menuApi.userMenu,
    {
      tags: ['menu'],
      schemas: { query: userMenuQuerySchema, response: userMenuResponseSchema },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { UserTypeID, UserLoginID, lang } = request.query;
      if (UserTypeID !== user.userTypeId || UserLoginID !== user.profileId) throw forbidden();
      noStore(reply);
      return { Status: 'Success' as const, Data: await flatMenu(db, user.userTypeId, lang) };
    },
  );
}
