import { axeViolations, expect, test, useLanguage } from '../fixtures';
import { openHome } from '../home/home';

/** WCAG 2.1 AA on the home page in both languages and both themes (axe: no violations). */

for (const lang of ['en', 'mr'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the home page has no axe violations in ${lang}, ${theme} theme`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await useLanguage(page, lang);
      await page.addInitScript((value) => window.localStorage.setItem('presentation', JSON.stringify(value)), {
        theme,
      });
      await openHome(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // open a category too, so its panel is checked
      await page.locator('.notice-accordion__button').nth(1).click();
      await expect(page.locator('.notice-accordion__panel:not([hidden]) .notice').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
}
