import { endpoint, roles } from '../../endpoint';
import type * as s from '../../schemas/console-accounts';

/** The board's officials, managed by admins (issue 20 item 1). */
export const consoleOfficersApi = {
  list: endpoint<{ response: typeof s.officersListResponseSchema }>('GET', '/api/console/officers', {
    access: roles('admin'),
  }),
  create: endpoint<{ body: typeof s.createOfficerRequestSchema; response: typeof s.enrolmentResponseSchema }>(
    'POST',
    '/api/console/officers',
    { access: roles('admin') },
  ),
  setActive: endpoint<{
    params: typeof s.officerIdParamsSchema;
    body: typeof s.officerActiveRequestSchema;
    response: typeof s.officerRowResponseSchema;
  }>('POST', '/api/console/officers/:id/active', { access: roles('admin') }),
  /** A new one-time password and a new TOTP secret (a lost phone); their sessions end. */
  reset: endpoint<{ params: typeof s.officerIdParamsSchema; response: typeof s.enrolmentResponseSchema }>(
    'POST',
    '/api/console/officers/:id/reset',
    { access: roles('admin') },
  ),
};
