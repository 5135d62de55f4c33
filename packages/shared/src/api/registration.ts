import { endpoint } from '../endpoint';

/** TODO(decision 030): the endpoints of apps/server/src/modules/registration. */
export const registrationApi = {};
