import { expect, test } from '../fixtures';

/** Focus moves to the main content only after a navigation inside the app, never on a page load. */
test('a page load leaves focus on the document; a menu navigation moves it to the main content', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('main h1')).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');

  await page.getByRole('link', { name: 'About the Board' }).click();
  await expect(page).toHaveURL(/\/about\/board$/);
  await expect(page.locator('main')).toBeFocused();
  // focus on <main> draws no ring or bar: it is not a control
  const style = await page.locator('main').evaluate((main) => {
    const css = getComputedStyle(main);
    return { outline: css.outlineStyle, shadow: css.boxShadow };
  });
  expect(style).toEqual({ outline: 'none', shadow: 'none' });
});

test('an unknown address shows the home page under a not-found notice', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('status').filter({ hasText: 'The page you asked for was not found' })).toBeVisible();
  await expect(page.locator('.sign-in-card')).toBeVisible();
});

test('the contact page phone and e-mail are links a phone can call and write to', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('main a[href="tel:+912222620603"]')).toBeVisible();
  await expect(page.locator('main a[href="mailto:info@msbsvet.edu.in"]')).toBeVisible();
});
