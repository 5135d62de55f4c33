import { endpoint, roles } from '../endpoint';
import type * as c from '../schemas/content';
import type * as s from '../schemas/pages';

/** Information pages (About Board, Vision, ..., Employee Development), and the console's page screens (admins). */
export const pagesApi = {
  page: endpoint<{
    params: typeof s.pageParamsSchema;
    query: typeof s.pageQuerySchema;
    response: typeof s.pageResponseSchema;
  }>('GET', '/api/Pages/:slug', { access: 'public' }),
  consoleList: endpoint<{ response: typeof c.consolePagesResponseSchema }>('GET', '/api/console/pages', {
    access: roles('admin'),
  }),
  consoleGet: endpoint<{ params: typeof c.consolePageParamsSchema; response: typeof c.consolePageResponseSchema }>(
    'GET',
    '/api/console/pages/:slug',
    { access: roles('admin') },
  ),
  save: endpoint<{
    params: typeof c.consolePageParamsSchema;
    body: typeof c.pageRequestSchema;
    response: typeof c.contentSavedResponseSchema;
  }>('PUT', '/api/console/pages/:slug', { access: roles('admin') }),
};
