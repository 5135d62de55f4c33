import { expect, test, useLanguage } from '../fixtures';

/**
 * After a deploy an open tab may ask for a screen file that is gone: the app reloads once for the new
 * version and, if the file is still missing, shows the bilingual error page inside the shell.
 */
for (const lang of ['en', 'mr'] as const) {
  test(`a missing screen file reloads once, then shows the error page (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.route(/\/assets\/course-search-page[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    await expect(page.locator('.sign-in-card')).toBeVisible();
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.evaluate(() => {
      history.pushState({}, '', '/courses');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'en' ? 'This page could not be shown' : 'हे पृष्ठ दाखवता आले नाही',
    );
    expect(loads).toBe(1);
    // the shell stays usable around the error
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });
}
