import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import * as OTPAuth from 'otpauth';

/**
 * The e2e run's first admin, made by `npm run admin:create` on the fresh DATA_DIR before the server
 * starts (playwright.config.ts); its one JSON line `{loginId, password, otpauth}` is kept here.
 */
export const adminFile = (port: number) => path.join(os.tmpdir(), `portal-e2e-admin-${port}.json`);
export const ADMIN = { login: 'e2eadmin', name: 'Board Admin', mobile: '9876500001' } as const;
/** The password the admin chooses in place of the one-time password. */
const OWN_PASSWORD = 'Board@2026';

type Created = { loginId: string; password: string; otpauth: string };
const headers = { 'X-Requested-With': 'XMLHttpRequest' };

/** Milliseconds until the next 30-second TOTP step (a code is accepted once per step). */
const untilNextStep = () => 30_000 - (Date.now() % 30_000) + 500;

/**
 * Signs the admin in through the API with password, captcha and TOTP code (its cookie lands in
 * `request`'s context), changing the one-time password the first time. After a refusal (a retried
 * test: the password already changed, or this step's code used) it tries the other password with
 * the next step's code; four tries at most, under the lockout's count.
 */
export async function signInAdmin(request: APIRequestContext, port: number) {
  const created = JSON.parse(fs.readFileSync(adminFile(port), 'utf8')) as Created;
  const totp = OTPAuth.URI.parse(created.otpauth) as OTPAuth.TOTP;
  const passwords = [created.password, OWN_PASSWORD, created.password, OWN_PASSWORD];
  for (const [attempt, password] of passwords.entries()) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, untilNextStep()));
    const captcha = (await (await request.get('/api/Captcha?kind=login', { headers })).json()) as {
      CaptchaId: string;
      Answer: string;
    };
    const response = await request.post('/api/console/login', {
      headers,
      data: {
        LoginID: created.loginId,
        Password: password,
        TOTP: totp.generate(),
        CaptchaId: captcha.CaptchaId,
        CaptchaText: captcha.Answer,
      },
    });
    if (!response.ok()) continue;
    if (((await response.json()).Data as { MustChangePassword: boolean }).MustChangePassword) {
      const changed = await request.post('/api/console/password', {
        headers,
        data: { CurrentPassword: password, NewPassword: OWN_PASSWORD },
      });
      expect(changed.ok(), await changed.text()).toBe(true);
    }
    return;
  }
  throw new Error('the e2e admin could not sign in');
}
