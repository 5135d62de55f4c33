import { endpoint } from '../endpoint';
import type * as s from '../schemas/captcha';

/** Captcha challenges and their spoken answer (API.md "Captcha, OTP, accounts"). */
export const captchaApi = {
  challenge: endpoint<{ query: typeof s.captchaQuerySchema; response: typeof s.captchaResponseSchema }>(
    'GET',
    '/api/Captcha',
    { access: 'public' },
  ),
  /** Not JSON: a WAV file, played from its link. */
  audio: endpoint<{ query: typeof s.captchaAudioQuerySchema }>('GET', '/api/Captcha/audio', { access: 'public' }),
};
