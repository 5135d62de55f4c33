import { endpoint } from '../endpoint';
import type * as s from '../schemas/pages';

/** Information pages (About Board, Vision, ..., Employee Development). */
export const pagesApi = {
  page: endpoint<{
    params: typeof s.pageParamsSchema;
    query: typeof s.pageQuerySchema;
    response: typeof s.pageResponseSchema;
  }>('GET', '/api/Pages/:slug', { access: 'public' }),
};
