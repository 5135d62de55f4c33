import { expect, test } from './fixtures';

test('the landing page shows the shell in English, and in Marathi after switching language', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('mr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('navigation', { name: 'मुख्य मेनू' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
});
