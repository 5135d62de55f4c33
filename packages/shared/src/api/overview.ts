import { endpoint, roles } from '../endpoint';
import type * as s from '../schemas/overview';

/** The console's home: counts and charts for the official's region, or every region (issue 20 item 5). */
export const overviewApi = {
  get: endpoint<{ query: typeof s.overviewQuerySchema; response: typeof s.overviewResponseSchema }>(
    'GET',
    '/api/console/overview',
    { access: roles('officer', 'admin') },
  ),
};
