import { z } from 'zod';
import { langQuery } from './common';

/**
 * Captcha (API.md "Captcha, OTP, accounts"). The answer is checked on the server only.
 */

export const CAPTCHA_KINDS = {
  /** 4 uppercase letters on a 180×50 image, compared case-sensitively (spec §5 Login). */
  login: { length: 4, width: 180, height: 50 },
  /**
   * 6 uppercase letters or digits; the input is upper-cased (spec §5 Candidate registration). The
   * spec's 150×50 is widened to 240×64 so six large characters fit without touching (decision 066).
   */
  registration: { length: 6, width: 240, height: 64 },
} as const;
export type CaptchaKind = keyof typeof CAPTCHA_KINDS;

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
