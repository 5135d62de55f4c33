import { endpoint, roles } from '../endpoint';
import type * as s from '../schemas/audit';

/**
 * The console's audit log (issue 20 item 4), for admins only: it holds every citizen's security
 * events and every official's actions, across regions (docs/decisions/059).
 */
export const auditApi = {
  list: endpoint<{ query: typeof s.auditQuerySchema; response: typeof s.auditResponseSchema }>(
    'GET',
    '/api/console/audit',
    { access: roles('admin') },
  ),
  csv: endpoint<{ query: typeof s.auditFilterSchema }>('GET', '/api/console/audit.csv', { access: roles('admin') }),
};
