import { expect, test } from '../fixtures';

/**
 * HTTP as a browser expects it (issue 8 item 6). A visitor's load of each public page logging no console
 * error, no failed request and no 4xx is checked with its axe pass (shell/every-route-axe.spec.ts);
 * robots.txt and sitemap.xml in platform/static.test.ts.
 */

test('an unknown page answers 404 and the app still renders it', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
});
