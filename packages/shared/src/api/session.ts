import { endpoint } from '../endpoint';
import type * as s from '../schemas/session';

/**
 * Who is signed in (API.md "Captcha, OTP, accounts"; registered by the accounts module). Apart from
 * the other accounts endpoints because the shell reads it on every page, the landing page included,
 * where every byte counts (decision 005).
 */
export const sessionApi = {
  session: endpoint<{ response: typeof s.sessionResponseSchema }>('GET', '/api/Account/session', { access: 'public' }),
};
