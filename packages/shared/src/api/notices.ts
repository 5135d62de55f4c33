import { endpoint, roles } from '../endpoint';
import type * as c from '../schemas/content';
import type * as s from '../schemas/shell';

/** Notices of the board's officers and admins (issue 20 item 3; the spec's ManageNotification). */
const officials = roles('officer', 'admin');

/** Notices by category (API.md "Notices"), and the console's notice screens. */
export const noticesApi = {
  list: endpoint<{ query: typeof s.noticesQuerySchema; response: typeof s.noticesResponseSchema }>(
    'GET',
    '/api/ManageNotification/GetNotificationList',
    { access: 'public' },
  ),
  consoleList: endpoint<{ query: typeof c.consoleNoticesQuerySchema; response: typeof c.consoleNoticesResponseSchema }>(
    'GET',
    '/api/console/notices',
    { access: officials },
  ),
  consoleGet: endpoint<{ params: typeof c.contentIdParamsSchema; response: typeof c.consoleNoticeResponseSchema }>(
    'GET',
    '/api/console/notices/:id',
    { access: officials },
  ),
  create: endpoint<{ body: typeof c.noticeRequestSchema; response: typeof c.contentCreatedResponseSchema }>(
    'POST',
    '/api/console/notices',
    { access: officials },
  ),
  edit: endpoint<{
    params: typeof c.contentIdParamsSchema;
    body: typeof c.noticeRequestSchema;
    response: typeof c.contentSavedResponseSchema;
  }>('PUT', '/api/console/notices/:id', { access: officials }),
  publish: endpoint<{ params: typeof c.contentIdParamsSchema; response: typeof c.contentSavedResponseSchema }>(
    'POST',
    '/api/console/notices/:id/publish',
    { access: officials },
  ),
  unpublish: endpoint<{ params: typeof c.contentIdParamsSchema; response: typeof c.contentSavedResponseSchema }>(
    'POST',
    '/api/console/notices/:id/unpublish',
    { access: officials },
  ),
  /** Multipart with one PDF in `file`: no body schema, the web sends `form`. */
  attach: endpoint<{ params: typeof c.contentIdParamsSchema; response: typeof c.contentSavedResponseSchema }>(
    'POST',
    '/api/console/notices/:id/attachment',
    { access: officials },
  ),
  detach: endpoint<{ params: typeof c.contentIdParamsSchema; response: typeof c.contentSavedResponseSchema }>(
    'DELETE',
    '/api/console/notices/:id/attachment',
    { access: officials },
  ),
};
