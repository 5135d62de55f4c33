import { accountsApi } from '@portal/shared/api/accounts';
import { call } from '../../../lib/api';

/** The logout dialog's server call (decision 054: a folder's calls live in its api.ts). */

/** POST /api/Account/logout. */
export const logOut = (UserID: number) => call(accountsApi.logout, { body: { UserID, LoggedInSessionID: 0 } });
