import { z } from 'zod';
import { langQuery } from './common';

/**
 * Captcha (API.md "Captcha, OTP, accounts"). The answer is checked on the server only.
 */

export const captchaQuerySchema = z.object({
  kind: z.enum(['login', 'registration'], { message: 'common.invalidInput' }).default('login'),
});
export const captchaResponseSchema = z.object({
  CaptchaId: z.string(),
  /** PNG data URL (a raster: no shapes to look up). */
  Image: z.string(),
  /** Only with CAPTCHA_TEST_MODE=1 (never in production): the answer, for automated tests. */
  Answer: z.string().optional(),
});
export type CaptchaChallenge = z.infer<typeof captchaResponseSchema>;
/** The audio alternative: the same captcha's answer spoken in `lang` (WAV). */
export const captchaAudioQuerySchema = z.object({
  CaptchaId: z.uuid({ message: 'accounts.captchaRequired' }),
  lang: langQuery,
});

export const captchaFields = {
  CaptchaId: z
    .string({ message: 'accounts.captchaRequired' })
    .min(1, { message: 'accounts.captchaRequired' })
    .max(64, { message: 'common.invalidInput' }),
  CaptchaText: z
    .string({ message: 'accounts.captchaRequired' })
    .trim()
    .min(1, { message: 'accounts.captchaRequired' })
    .max(10, { message: 'accounts.captchaIncorrect' }),
};
