import { endpoint, roles } from '../endpoint';
import type * as c from '../schemas/content';
import type * as s from '../schemas/shell';

/** The home page's blocks (API.md "Home"), and the console's ticker screen (admins). */
export const homeApi = {
  content: endpoint<{ query: typeof s.homeContentQuerySchema; response: typeof s.homeContentSchema }>(
    'GET',
    '/api/Home/content',
    { access: 'public' },
  ),
  lastUpdated: endpoint<{ response: typeof s.siteUpdatedSchema }>('GET', '/api/Home/lastUpdated', {
    access: 'public',
  }),
  ticker: endpoint<{ response: typeof c.tickerResponseSchema }>('GET', '/api/console/ticker', {
    access: roles('admin'),
  }),
  saveTicker: endpoint<{ body: typeof c.tickerRequestSchema; response: typeof c.contentSavedResponseSchema }>(
    'PUT',
    '/api/console/ticker',
    { access: roles('admin') },
  ),
};
