/** The two captchas' sizes, without zod: the form shows them before its schema loads. */

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
