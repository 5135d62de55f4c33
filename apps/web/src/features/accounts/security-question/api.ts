import type { ChangeSecurityQuestionRequest, Lang } from '@portal/shared';
import { accountsApi } from '@portal/shared/api/accounts';
import { mastersApi } from '@portal/shared/api/masters';
import { call } from '../../../lib/api';

/** The security question's server calls (decision 054: a folder's calls live in its api.ts). */

/** POST /api/Account/ChangeSecurityQuestion. */
export const changeSecurityQuestion = (body: ChangeSecurityQuestionRequest) =>
  call(accountsApi.changeSecurityQuestion, { body });

/** GET the security questions master, in a language. */
export const getSecurityQuestions = (lang: Lang) => call(mastersApi.securityQuestions, { query: { lang } });
