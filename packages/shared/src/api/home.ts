import { endpoint } from '../endpoint';
import type * as s from '../schemas/shell';

/** The home page's blocks (API.md "Home"). */
export const homeApi = {
  content: endpoint<{ query: typeof s.homeContentQuerySchema; response: typeof s.homeContentSchema }>(
    'GET',
    '/api/Home/content',
    { access: 'public' },
  ),
};
