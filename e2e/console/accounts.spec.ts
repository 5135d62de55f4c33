import { nextCaptcha } from '../accounts/accounts';
import { axeViolations, expect, test, useLanguage } from '../fixtures';
import { apiSignIn, createOfficial, OFFICIAL_PASSWORD, signInOnPage, totpNow } from './console';

/**
 * The console's accounts (issue 20 item 1): an admin signs in with a TOTP code, changes the one-time
 * password, adds an officer, and the officer signs in; axe on the sign-in, password and officials
 * pages in English and Marathi.
 */

test.setTimeout(120_000);

test('an admin signs in with a TOTP code, changes the one-time password, adds an officer who then signs in', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await createOfficial(playwright, baseURL ?? '', { role: 'admin', regionId: null });

  // /console sends a visitor to sign in
  const captcha = nextCaptcha(page);
  await page.goto('/console');
  await expect(page).toHaveURL(/\/console\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
  expect(await axeViolations(page), 'sign-in (en)').toEqual([]);

  // a wrong code: the form says so and stays
  await page.locator('#console-login-id').fill(admin.LoginID);
  await page.locator('#console-password').fill(admin.Password);
  await page.locator('#console-totp').fill(String((Number(totpNow(admin.Otpauth)) + 1) % 1_000_000).padStart(6, '0'));
  await page.locator('#console-captcha').fill(await captcha);
  const retry = nextCaptcha(page);
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('.error-summary')).toContainText('authenticator code is not correct');

  await signInOnPage(page, admin, retry);
  await expect(page).toHaveURL(/\/console\/password$/);
  await expect(page.getByText('You signed in with a one-time password')).toBeVisible();
  expect(await axeViolations(page), 'password (en)').toEqual([]);
  await page.locator('#console-current-password').fill(admin.Password);
  await page.locator('#console-new-password').fill(OFFICIAL_PASSWORD);
  await page.locator('#console-confirm-password').fill(OFFICIAL_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByRole('status')).toHaveText('Your password has been changed.');
  await expect(page.getByText('Signed in as Meera Kulkarni')).toBeVisible();

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Officials' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Officials' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Meera Kulkarni' }).first()).toBeVisible();
  expect(await axeViolations(page), 'officials (en)').toEqual([]);

  const loginId = `e2e.officer.${Date.now().toString(36)}`;
  await page.getByLabel('Login ID').fill(loginId);
  await page.getByLabel('Name').fill('Rahul Jadhav');
  await page.getByLabel('Mobile number').fill('9000000003');
  await page.getByLabel('Role').selectOption('officer');
  await page.getByLabel('Region').selectOption({ label: 'Nashik' });
  await page.getByRole('button', { name: 'Add the official' }).click();
  await expect(page.getByText('Shown only once.')).toBeVisible();
  await expect(page.getByRole('img', { name: `QR code for the authenticator app of ${loginId}` })).toBeVisible();
  const officer = {
    LoginID: loginId,
    Password: (await page.getByTestId('enrolment-password').textContent()) ?? '',
    Otpauth: (await page.getByTestId('enrolment-otpauth').textContent()) ?? '',
  };
  await page.getByRole('button', { name: 'Done: hide these details' }).click();
  await expect(page.getByTestId('enrolment-password')).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(loginId) })).toContainText('Nashik');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/console\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible();

  // the officer: one-time password, then the console without the admins' screen. The sign-in page the
  // sign-out led to fetches a captcha of its own: once it is in, the next one is the reloaded page's
  // (a late answer to the first was once taken for the second: 'Incorrect CAPTCHA')
  await expect(page.getByRole('img', { name: /CAPTCHA image/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const officerCaptcha = nextCaptcha(page);
  await page.reload();
  await signInOnPage(page, officer, officerCaptcha);
  await expect(page).toHaveURL(/\/console\/password$/);
  await page.locator('#console-current-password').fill(officer.Password);
  await page.locator('#console-new-password').fill(OFFICIAL_PASSWORD);
  await page.locator('#console-confirm-password').fill(OFFICIAL_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  // the console's home, the overview, for the officer's own region
  await expect(page.getByText('Signed in as Rahul Jadhav')).toBeVisible();
  await expect(page.getByText('Figures of region Nashik')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Officials' })).toHaveCount(
    0,
  );
  await page.goto('/console/officers');
  await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
});

test('the sign-in, password and officials pages in Marathi have no axe violations', async ({
  page,
  playwright,
  baseURL,
}) => {
  await useLanguage(page, 'mr');
  const admin = await createOfficial(playwright, baseURL ?? '', { role: 'admin', regionId: null });
  await page.goto('/console/login');
  await expect(page.getByRole('heading', { level: 1, name: 'कन्सोलमध्ये साइन इन करा' })).toBeVisible();
  await expect(page.locator('.captcha__image')).toBeVisible();
  expect(await axeViolations(page), 'sign-in (mr)').toEqual([]);

  // signed in through the API in the page's own context (its cookie), the one-time password still set
  await apiSignIn(page.request, admin);
  await page.goto('/console/officers');
  await expect(page).toHaveURL(/\/console\/password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'पासवर्ड बदला' })).toBeVisible();
  expect(await axeViolations(page), 'password (mr)').toEqual([]);
  await page.locator('#console-current-password').fill(admin.Password);
  await page.locator('#console-new-password').fill(OFFICIAL_PASSWORD);
  await page.locator('#console-confirm-password').fill(OFFICIAL_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/console$/);
  await page.goto('/console/officers');
  await expect(page.getByRole('heading', { level: 1, name: 'अधिकारी' })).toBeVisible();
  await expect(page.locator('.officials-table')).toBeVisible();
  expect(await axeViolations(page), 'officials (mr)').toEqual([]);
});
