import type { Lang } from '@portal/shared';
import { accountsApi } from '@portal/shared/api/accounts';
import { call } from '../../../lib/api';

/** The dashboard's server call (decision 054: a folder's calls live in its api.ts). */

/** GET /api/Account/GetUserDetails: the dashboard's record of the signed-in user. */
export const getUserDetails = (userLoginId: string, lang: Lang, signal?: AbortSignal) =>
  call(accountsApi.userDetails, { query: { userLoginId, lang }, signal });
