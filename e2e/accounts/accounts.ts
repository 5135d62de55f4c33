import { randomInt } from 'node:crypto';
import { expect, type Page, type Response } from '@playwright/test';

/**
 * Helpers for the accounts journeys, used the way a new user would: through the screens. The only
 * thing read from the network is what a person reads off the screen: the captcha answer (the server's
 * CAPTCHA_TEST_MODE adds `Answer` to GET /api/Captcha) and the console-mode OTP of send-otp.
 */

export const PASSWORD = 'Pune@2026';
export const NEW_PASSWORD = 'Nashik@2027';
export const SECURITY_ANSWER = 'Shivaji Vidyalaya';

/** A fresh 10-digit mobile number and email for each registration (the server keeps them unique). */
export function uniqueContact() {
  const mobile = `${randomInt(6, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  return { mobile, email: `e2e.${mobile}.${randomInt(0, 1e6)}@example.in` };
}

const isCaptcha = (response: Response) => new URL(response.url()).pathname === '/api/Captcha' && response.ok();

/** Starts waiting for the next captcha challenge; call before the action that loads one. */
export function nextCaptcha(page: Page): Promise<string> {
  return page.waitForResponse(isCaptcha).then(async (response) => (await response.json()).Answer as string);
}

/** Starts waiting for the OTP that the console SMS mode returns from `path`. */
export function nextOtp(page: Page, path = '/api/OTP/send-otp'): Promise<string> {
  return page
    .waitForResponse((response) => response.url().includes(path) && response.ok())
    .then(async (response) => (await response.json()).otp as string);
}

export type Person = { firstName: string; lastName: string; mobile: string; email: string; password: string };

export function newPerson(overrides: Partial<Person> = {}): Person {
  return { firstName: 'Asha', lastName: 'Patil', ...uniqueContact(), password: PASSWORD, ...overrides };
}

/** Fills the personal fields shared by candidate and staff registration and verifies the mobile by OTP. */
export async function fillPersonalDetails(page: Page, person: Person) {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel("Middle / Father's / Husband's name").fill('Ramesh');
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByRole('textbox', { name: /^Date of birth/ }).fill('15-08-2004');
  const gender = page.getByRole('combobox', { name: /Gender/ });
  await gender.fill('Fem');
  await page.getByRole('option', { name: 'Female' }).click();
  await page.getByLabel('Email').fill(person.email);
  await verifyMobile(page, person.mobile);
}

/** Primary mobile: Verify, read the OTP the demo dialog shows, Verify OTP, see Verified. */
export async function verifyMobile(page: Page, mobile: string) {
  await page.getByRole('textbox', { name: /Primary mobile number/ }).fill(mobile);
  const otp = nextOtp(page);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify mobile number' });
  await expect(dialog.getByTestId('demo-otp')).toHaveText(await otp);
  await dialog.getByLabel('OTP').fill(await otp);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  // the success dialog closes by itself (after 2 s) and hands the page back
  await expect(page.getByRole('dialog', { name: 'Verified' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Verified' })).toBeHidden();
  await expect(page.getByRole('textbox', { name: /Primary mobile number/ })).toHaveAttribute('readonly', '');
}

/** The security block: question 2, answer, password and its confirmation. */
export async function fillSecurity(page: Page, password: string) {
  await page.getByLabel('Security question').selectOption({ label: 'What is the name of your first school?' });
  await page.getByLabel(/^Answer/).fill(SECURITY_ANSWER);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
}

/** Registers a candidate through /Candidate and returns the profile ID shown on /after-register. */
export async function registerCandidate(page: Page, person = newPerson()): Promise<string> {
  const captcha = nextCaptcha(page);
  await page.goto('/Candidate');
  await page
    .getByRole('group', { name: /Have you registered with an ITI before/ })
    .getByLabel('No')
    .check();
  await fillPersonalDetails(page, person);
  await fillSecurity(page, person.password);
  await page.getByRole('textbox', { name: /^CAPTCHA/ }).fill(await captcha);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/after-register$/);
  const profileId = (await page.getByTestId('profile-id').textContent()) ?? '';
  expect(profileId).toMatch(/^MH\d{4}C\d{6}$/);
  return profileId;
}

/** Opens the sign-in modal on /login and signs in; resolves once the browser has left /login. */
export async function signIn(page: Page, profileId: string, password: string, userType = 'Candidate') {
  const captcha = nextCaptcha(page);
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel(/^User type/).selectOption({ label: userType });
  await dialog.getByLabel(/^Profile ID/).fill(profileId);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('textbox', { name: /^CAPTCHA/ }).fill(await captcha);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/(login|signin)$/);
}

/** A tiny but real JPEG (1×1 pixel) and PDF, made in the test. */
export const files = {
  jpeg: (name: string) => ({
    name,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(
      // A real 8×8 JPEG: the server decodes and re-encodes images, so a truncated one is refused.
      '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8a' +
        'Gi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAA' +
        'AAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAM' +
        'AwEAAhEDEQA/AKAA/9k=',
      'base64',
    ),
  }),
  pdf: (name: string) => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      // one page: a PDF without pages is refused as unreadable (only its pages are kept, decision 039)
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R/Size 4>>\n%%EOF\n',
    ),
  }),
};
