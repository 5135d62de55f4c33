import type { ConsoleLoginRequest } from '@portal/shared';
import { consoleAccountsApi } from '@portal/shared/api/console/accounts';
import { call } from '../../../lib/api';

/** POST /api/console/login: the signed-in official. */
export const logIn = async (body: ConsoleLoginRequest) => (await call(consoleAccountsApi.login, { body })).Data;

/** POST /api/console/password: the official, no longer holding a one-time password. */
export const changePassword = async (body: { CurrentPassword: string; NewPassword: string }) =>
  (await call(consoleAccountsApi.password, { body })).Data;
