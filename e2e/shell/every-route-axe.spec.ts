import { APP_ROUTES } from '../../packages/shared/src/routes';
import { axeViolations, expect, test, useLanguage } from '../fixtures';

/**
 * Every public route of the sitemap has no axe violations (WCAG 2.1 AA and best practices) in English
 * and Marathi, in the light and the dark theme.
 */
const publicPaths = APP_ROUTES.filter((route) => route.public).map((route) => route.path);

for (const path of publicPaths) {
  test(`${path} has no axe violations in en and mr, light and dark`, async ({ browser }) => {
    // Four page loads and four axe runs in one test: the home page's alone can pass 30 s on a busy CI machine.
    test.slow();
    for (const lang of ['en', 'mr'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await useLanguage(page, lang);
        await page.addInitScript((value) => window.localStorage.setItem('presentation', JSON.stringify(value)), {
          theme,
        });
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('main h1, main h2').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), `${path} ${lang} ${theme}`).toEqual([]);
        await context.close();
      }
    }
  });
}
