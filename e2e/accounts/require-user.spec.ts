import { createCandidate, expect, test } from '../fixtures';
import { nextCaptcha } from './accounts';

/**
 * Every screen for a signed-in user sends a visitor who is not signed in to the sign-in page, with a
 * message saying why (spec: /signin), and back to that screen after signing in.
 */
for (const path of ['/dashboard', '/Candidate/ChangeSecurityQuestion', '/BankDetails', '/admission-letter']) {
  test(`${path} signed out goes to the sign-in page, which says why`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/signin$/);
    await expect(
      page
        .getByRole('dialog', { name: 'Sign In' })
        .getByRole('status')
        .filter({ hasText: 'Please sign in to see this page. You will come back to it after signing in.' }),
    ).toBeVisible();
  });
}

test('signing in from there returns to the screen asked for', async ({ page }) => {
  const { profileId, password } = await createCandidate(page.request);
  const captcha = nextCaptcha(page);
  await page.goto('/Address');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel(/^Profile ID/).fill(profileId);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('textbox', { name: /^CAPTCHA/ }).fill(await captcha);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/Address$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
