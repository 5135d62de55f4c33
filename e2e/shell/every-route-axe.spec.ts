import type { Page } from '@playwright/test';
import { APP_ROUTES } from '../../packages/shared/src/routes';
import { axeViolations, expect, test, useLanguage } from '../fixtures';

/**
 * The one axe pass per route × language × theme (issue 18 item 7): every route a visitor reads signed
 * out (the sitemap's, and /unauthorized and /after-register opened directly) has no axe violations
 * (WCAG 2.1 AA and best practices) in English and Marathi, in the light and the dark theme. A feature's
 * spec runs axe only on states a plain load does not show (a dialog, errors, a branch, 360 px).
 * Each load also logs no console error, no failed request and no answer of 400 or more.
 */
const signedOutPaths = [
  ...APP_ROUTES.filter((route) => route.public).map((route) => route.path),
  '/unauthorized',
  '/after-register',
];

/** What a route shows after its first load that a plain load would leave closed. */
const opened: Record<string, (page: Page) => Promise<void>> = {
  // a notice category's panel, as well as the important notices
  '/': async (page) => {
    await expect(page.locator('.important-notices .notice').first()).toBeVisible();
    await page.locator('.notice-accordion__button').nth(1).click();
    await expect(page.locator('.notice-accordion__panel:not([hidden]) .notice').first()).toBeVisible();
  },
};

// One test per route: each language is one load, each theme a click on the top bar's theme button in it
// (the CSS changes no colour by transition), so a route costs two loads, not four.
test.describe.configure({ timeout: 180_000 }); // four axe passes of the home page took over 90 s beside the PostgreSQL suite

for (const path of signedOutPaths) {
  test(`${path} has no axe violations in English and Marathi, light and dark, and its loads no console error or failed request`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
    });
    const violations: Record<string, unknown> = {};
    await page.addInitScript(() => window.localStorage.setItem('presentation', JSON.stringify({ theme: 'light' })));
    for (const lang of ['en', 'mr'] as const) {
      await useLanguage(page, lang);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await opened[path]?.(page);
      violations[`${lang}, light`] = await axeViolations(page);
      await page.locator('.top-bar__theme').click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      violations[`${lang}, dark`] = await axeViolations(page);
    }
    expect(violations).toEqual({ 'en, light': [], 'en, dark': [], 'mr, light': [], 'mr, dark': [] });
    expect(problems).toEqual([]);
  });
}
