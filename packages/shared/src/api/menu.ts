import { endpoint } from '../endpoint';
import type * as s from '../schemas/shell';

/** The navigation menu (API.md "Shell": default menu for visitors, the user's menu when signed in). */
export const menuApi = {
  defaultMenu: endpoint<{ query: typeof s.defaultMenuQuerySchema; response: typeof s.defaultMenuResponseSchema }>(
    'GET',
    '/api/Menu/GetDefaultMenu',
    { access: 'public' },
  ),
  userMenu: endpoint<{ query: typeof s.userMenuQuerySchema; response: typeof s.userMenuResponseSchema }>(
    'GET',
    '/api/Menu/GetMenu',
    { access: 'signedIn' },
  ),
};
