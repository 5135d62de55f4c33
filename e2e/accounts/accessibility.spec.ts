import type { Page } from '@playwright/test';
import { axeViolations, expect, test, useLanguage } from '../fixtures';
import { signedIn } from '../profile/profile';
import { files, uniqueContact } from './accounts';

test.setTimeout(120_000);

/**
 * axe on the accounts screens' states a plain load does not show (dialogs, errors, later steps) and on
 * the signed-in pages; each route's plain load in both languages and themes is in
 * shell/every-route-axe.spec.ts.
 */

/** Waits until the page (or its open dialog) has settled, then runs axe. */
async function expectNoViolations(page: Page, what: string) {
  await expect(page.locator('.page-loading')).toHaveCount(0);
  expect(await axeViolations(page), what).toEqual([]);
}

for (const lang of ['en', 'mr'] as const) {
  test.describe(`accessibility (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    test(`the sign-in modal with errors and the Register Here modal have no axe violations (${lang})`, async ({
      page,
    }) => {
      await page.goto('/login');
      await expect(page.locator('dialog[open] .captcha__image')).toBeVisible();
      await page.locator('dialog[open] form button[type="submit"]').click();
      await expect(page.locator('dialog[open] .error-summary')).toBeVisible();
      await expectNoViolations(page, 'sign-in modal with errors');
      await page.goto('/');
      await page.locator('.sign-in-card__panel').nth(1).getByRole('button').click();
      await expect(page.locator('dialog[open]')).toBeVisible();
      await expectNoViolations(page, 'register modal');
    });

    test(`candidate and staff registration, with errors and the OTP dialog, have no axe violations (${lang})`, async ({
      page,
    }) => {
      await page.goto('/Candidate');
      await expect(page.locator('.captcha__image')).toBeVisible();
      await page.locator('form.registration-form button[type="submit"]').click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoViolations(page, 'validation error dialog');
      await page.getByRole('alertdialog').locator('.dialog__footer button').click();
      await expectNoViolations(page, 'candidate registration with errors');
      // A fresh number per run: the server allows one OTP per number every 30 s.
      await page.locator('#reg-mobile').fill(uniqueContact().mobile);
      await page.locator('#reg-mobile ~ button').click();
      await expect(page.locator('dialog[open] #reg-mobile-otp')).toBeVisible();
      await expectNoViolations(page, 'OTP dialog');

      await page.goto('/Staff');
      await expect(page.locator('.captcha__image')).toBeVisible();
      await page.locator('#reg-photo').setInputFiles(files.pdf('not-a-photo.pdf'));
      await expect(page.locator('#reg-photo-error')).toBeVisible();
      await expectNoViolations(page, 'staff registration');
    });

    test(`account recovery steps have no axe violations (${lang})`, async ({ page }) => {
      await page.goto('/AccountRecovery');
      await expect(page.locator('form.recovery-step')).toBeVisible();
      await page.locator('#recovery-initial-choice').check();
      await page.locator('form.recovery-step button[type="submit"]').click();
      await page.locator('#recovery-resetOptions-choice').check();
      await page.locator('form.recovery-step button[type="submit"]').click();
      await page.locator('form.recovery-step button[type="submit"]').click();
      await expect(page.locator('.error-summary')).toBeVisible();
      await expectNoViolations(page, 'recovery: security question with errors');
      await page.goto('/account-recovery');
      await page.locator('#recovery-initial-choice-1').check();
      await page.locator('form.recovery-step button[type="submit"]').click();
      await expect(page.locator('#recovery-id-name')).toBeVisible();
      await expectNoViolations(page, 'recovery: forgot profile ID');
    });

    test(`dashboard, security question page and the logout alert have no axe violations (${lang})`, async ({
      page,
    }) => {
      // a candidate registered and signed in through the API (the journey's own spec does it on screen)
      await signedIn(page, 'candidate');
      await page.goto('/dashboard');
      await expect(page.locator('.welcome-panel')).toBeVisible();
      await expectNoViolations(page, 'dashboard');
      await page.goto('/Candidate/ChangeSecurityQuestion');
      await expect(page.locator('#change-sq-question')).toBeVisible();
      await expect(page.locator('#change-sq-question option')).not.toHaveCount(1);
      await expectNoViolations(page, 'change security question');
      await page.locator('.profile-menu__picture').click();
      await page.locator('.profile-menu__panel .button').click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoViolations(page, 'logout alert');
    });
  });
}
