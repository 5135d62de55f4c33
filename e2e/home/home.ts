import { expect, type Page } from '@playwright/test';

/** Opens the landing page and waits until the home content and the important notices have arrived. */
export async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.statistics__value').first()).toBeVisible();
  await expect(page.locator('.important-notices .notice').first()).toBeVisible();
}

/** The video sites are not reachable from the test machine; their players answer with an empty page. */
export async function stubVideoSites(page: Page) {
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}
