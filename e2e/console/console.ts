import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { fromOwnAddress } from '../fixtures';

/**
 * The console's officials in end-to-end tests. playwright.config.ts creates the first admin with
 * `admin:create` before the server starts (its JSON line in E2E_DATA_DIR/e2e-admin.json); `consoleAdmin`
 * signs it in once for the whole run (one worker does, the others wait for its cookie file: a TOTP code
 * is used once) and changes its one-time password. Specs create officials of their own with
 * `createOfficial` and sign them in with `totpNow`, as an authenticator app would.
 */

export type Enrolment = { LoginID: string; Password: string; Otpauth: string; QrCode: string };

/** A password that passes the portal's rules, for officials' changed passwords. */
export const OFFICIAL_PASSWORD = 'Kaushal@2026';

/** The code an authenticator app shows now for an otpauth:// enrolment URI, and the one of the next step. */
export function totpNow(otpauth: string, offsetSteps = 0) {
  const url = new URL(otpauth);
  const totp = new TOTP({ secret: Secret.fromBase32(url.searchParams.get('secret') ?? ''), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

const headers = () => ({ 'X-Requested-With': 'XMLHttpRequest', ...fromOwnAddress() });
async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Signs an official in through the API (captcha answer from CAPTCHA_TEST_MODE); the request's context keeps the cookie. */
export async function apiSignIn(
  request: APIRequestContext,
  login: { LoginID: string; Password: string; Otpauth: string },
) {
  const h = headers();
  const captcha = await ok<{ CaptchaId: string; Answer: string }>(
    await request.get('/api/Captcha?kind=login', { headers: h }),
  );
  return ok<{ Data: { MustChangePassword: boolean } }>(
    await request.post('/api/console/login', {
      headers: h,
      data: {
        LoginID: login.LoginID,
        Password: login.Password,
        TOTP: totpNow(login.Otpauth),
        CaptchaId: captcha.CaptchaId,
        CaptchaText: captcha.Answer,
      },
    }),
  );
}

const dataDir = () => process.env.E2E_DATA_DIR ?? '';

/** The console cookie of the first admin, its one-time password changed; signed in once per run. */
async function bootstrapAdminCookie(request: APIRequestContext): Promise<string> {
  const cookieFile = path.join(dataDir(), 'e2e-admin.cookie');
  const lockFile = path.join(dataDir(), 'e2e-admin.lock');
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    for (let i = 0; i < 120 && !fs.existsSync(cookieFile); i += 1) await sleep(500);
    return fs.readFileSync(cookieFile, 'utf8');
  }
  const first = JSON.parse(fs.readFileSync(path.join(dataDir(), 'e2e-admin.json'), 'utf8')) as {
    loginId: string;
    password: string;
    otpauth: string;
  };
  await apiSignIn(request, { LoginID: first.loginId, Password: first.password, Otpauth: first.otpauth });
  await ok(
    await request.post('/api/console/password', {
      headers: headers(),
      data: { CurrentPassword: first.password, NewPassword: OFFICIAL_PASSWORD },
    }),
  );
  const { cookies } = await request.storageState();
  const csid = cookies.find((c) => c.name === 'csid');
  if (!csid) throw new Error('the first admin got no console cookie');
  fs.writeFileSync(`${cookieFile}.tmp`, `csid=${csid.value}`);
  fs.renameSync(`${cookieFile}.tmp`, cookieFile);
  return `csid=${csid.value}`;
}

/**
 * A new official created by the first admin through POST /api/console/officers: their one-time password
 * and enrolment, as the officials screen shows them once.
 */
export async function createOfficial(
  playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string,
  official: { role: 'officer' | 'admin'; regionId: number | null },
): Promise<Enrolment> {
  const request = await playwright.request.newContext({ baseURL });
  try {
    const cookie = await bootstrapAdminCookie(request);
    const loginId = `e2e.${official.role}.${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const answer = await ok<{ Data: Enrolment }>(
      await request.post('/api/console/officers', {
        headers: { ...headers(), cookie },
        data: {
          LoginID: loginId,
          Name: 'Meera Kulkarni',
          Mobile: '9000000002',
          Role: official.role,
          RegionID: official.regionId,
        },
      }),
    );
    return answer.Data;
  } finally {
    await request.dispose();
  }
}

/** Fills the console's sign-in form (the captcha's answer from CAPTCHA_TEST_MODE) and submits it. */
export async function signInOnPage(
  page: Page,
  login: { LoginID: string; Password: string; Otpauth: string },
  captcha: Promise<string>,
) {
  await page.locator('#console-login-id').fill(login.LoginID);
  await page.locator('#console-password').fill(login.Password);
  await page.locator('#console-totp').fill(totpNow(login.Otpauth));
  await page.locator('#console-captcha').fill(await captcha);
  await page.locator('form button[type="submit"]').click();
}

/**
 * A new official (`createOfficial`) signed in through `page`'s own request context, so the page has the
 * session, the one-time password already changed to OFFICIAL_PASSWORD.
 */
export async function signedInOfficial(
  page: Page,
  playwright: Parameters<typeof createOfficial>[0],
  baseURL: string,
  official: { role: 'officer' | 'admin'; regionId: number | null },
): Promise<Enrolment> {
  const enrolment = await createOfficial(playwright, baseURL, official);
  await apiSignIn(page.request, enrolment);
  await ok(
    await page.request.post('/api/console/password', {
      headers: headers(),
      data: { CurrentPassword: enrolment.Password, NewPassword: OFFICIAL_PASSWORD },
    }),
  );
  return enrolment;
}
