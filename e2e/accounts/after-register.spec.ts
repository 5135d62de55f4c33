import { expect, test, useLanguage } from '../fixtures';

for (const lang of ['en', 'mr'] as const) {
  test(`/after-register opened directly says where a profile ID is found, never 'null' (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/after-register');
    await expect(page.locator('main h1')).toHaveText(
      lang === 'en' ? 'No registration to show' : 'दाखवण्यासाठी नोंदणी नाही',
    );
    await expect(page.locator('main')).not.toContainText('null');
    await expect(page.locator('main a[href="/account-recovery"]')).toBeVisible();
  });
}
