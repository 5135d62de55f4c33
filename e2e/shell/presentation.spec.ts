import { expect, test } from '../fixtures';

/** Part 1 §2 (top bar) and §4 (global presentation state): theme, header colour, text size. */

test('the theme, header colour and text size change the page and survive a reload', async ({ page }) => {
  await page.goto('/');
  const body = page.locator('body');
  const header = page.getByRole('banner');
  const html = page.locator('html');
  await expect(body).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(body).toHaveCSS('color', 'rgb(11, 12, 12)');
  await expect(header).toHaveCSS('background-color', 'rgb(18, 53, 91)');
  await expect(html).toHaveCSS('font-size', '16px');

  const dark = page.getByRole('button', { name: 'Dark theme' });
  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  await expect(body).toHaveCSS('background-color', 'rgb(11, 12, 12)');
  await expect(body).toHaveCSS('color', 'rgb(255, 255, 255)');

  await page.getByRole('button', { name: 'Red header' }).click();
  await expect(header).toHaveCSS('background-color', 'rgb(140, 28, 19)');
  await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', 'rgb(140, 28, 19)');

  await page.getByRole('button', { name: 'Larger text' }).click();
  await expect(html).toHaveCSS('font-size', '18px');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-size', '31.5px');

  await page.reload();
  await expect(body).toHaveCSS('background-color', 'rgb(11, 12, 12)');
  await expect(header).toHaveCSS('background-color', 'rgb(140, 28, 19)');
  await expect(html).toHaveCSS('font-size', '18px');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Red header' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Larger text' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Green header' }).click();
  await expect(header).toHaveCSS('background-color', 'rgb(29, 91, 46)');
  await page.getByRole('button', { name: 'Smaller text' }).click();
  await expect(html).toHaveCSS('font-size', '14px');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(body).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});
