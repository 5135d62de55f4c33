import type { LoginRequest } from '@portal/shared';
import { accountsApi } from '@portal/shared/api/accounts';
import { call } from '../../../lib/api';

/** The sign-in dialog's server call (decision 054: a folder's calls live in its api.ts). */

/** POST /api/Account/login: the session, or why not (captcha, another open session). */
export const logIn = (body: LoginRequest) => call(accountsApi.login, { body });
