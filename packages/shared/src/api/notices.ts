import { endpoint } from '../endpoint';
import type * as s from '../schemas/shell';

/** Notices by category (API.md "Notices"). */
export const noticesApi = {
  list: endpoint<{ query: typeof s.noticesQuerySchema; response: typeof s.noticesResponseSchema }>(
    'GET',
    '/api/ManageNotification/GetNotificationList',
    { access: 'public' },
  ),
};
