import { endpoint, roles } from '../../endpoint';
import type * as s from '../../schemas/console-accounts';

/** The console's sign-in, session and password (issue 20 item 1); officials only, their own cookie. */
export const consoleAccountsApi = {
  login: endpoint<{ body: typeof s.consoleLoginRequestSchema; response: typeof s.officerResponseSchema }>(
    'POST',
    '/api/console/login',
    { access: 'public' },
  ),
  logout: endpoint<{ response: typeof s.consoleLogoutResponseSchema }>('POST', '/api/console/logout', {
    access: roles('officer', 'admin'),
  }),
  me: endpoint<{ response: typeof s.officerResponseSchema }>('GET', '/api/console/me', {
    access: roles('officer', 'admin'),
  }),
  password: endpoint<{ body: typeof s.consolePasswordRequestSchema; response: typeof s.officerResponseSchema }>(
    'POST',
    '/api/console/password',
    { access: roles('officer', 'admin') },
  ),
};
