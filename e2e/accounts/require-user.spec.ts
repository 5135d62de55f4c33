import { expect, test } from '../fixtures';

/** Every screen for a signed-in user sends a visitor who is not signed in to the sign-in page. */
for (const path of [
  '/dashboard',
  '/Candidate/ChangeSecurityQuestion',
  '/Address',
  '/BankDetails',
  '/admission-letter',
]) {
  test(`${path} signed out goes to the sign-in page`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  });
}
