import { endpoint } from '../endpoint';

/** TODO(decision 030): the endpoints of apps/server/src/modules/notices. */
export const noticesApi = {};
