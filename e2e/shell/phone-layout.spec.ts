import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from '../fixtures';

/** A 390 px phone: nothing wider than the screen, the sign-in card in the first screen, a compact top bar. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// Each test reads its page in English, then in Marathi (the longer words): one test per page.
const inBothLanguages = async (page: Page, check: (lang: 'en' | 'mr') => Promise<void>) => {
  for (const lang of ['en', 'mr'] as const) {
    await useLanguage(page, lang);
    await check(lang);
  }
};

for (const path of ['/', '/institutes/search', '/courses', '/contact']) {
  test(`${path} is no wider than a 390 px phone, in English and in Marathi`, async ({ page }) => {
    await inBothLanguages(page, async (lang) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      if (path !== '/' && path !== '/contact') {
        // the results table is where the overflow came from
        await page.locator('form.search-form button[type="submit"]').click();
        await expect(page.locator('.results-table table')).toBeVisible();
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, lang).toBeLessThanOrEqual(390);
    });
  });
}

test('the sign-in card starts within the first screen of a phone, in English and in Marathi', async ({ page }) => {
  await inBothLanguages(page, async (lang) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const card = page.locator('.sign-in-card');
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    // its title and the start of its first panel, not only its top edge
    expect((box?.y ?? 844) + 150, lang).toBeLessThan(844);
  });
});

// The public's forms of issue 11, at the largest text size: a complainant on a cheap phone with large
// text must not have to scroll sideways through Form A, the help area or the status lookups.
for (const path of [
  '/register-complaint',
  '/complaint-status',
  '/institutes-under-inquiry',
  '/assitance',
  '/grievance-status',
]) {
  test(`${path} at the largest text size is no wider than a 390 px phone, in English and in Marathi`, async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('presentation', JSON.stringify({ textSize: 'large' })));
    await inBothLanguages(page, async (lang) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, lang).toBeLessThanOrEqual(390);
    });
  });
}

test('on a phone the display options fold behind one button that opens them', async ({ page }) => {
  await page.goto('/');
  const larger = page.getByRole('button', { name: 'Larger text' });
  await expect(larger).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Display options' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await larger.click();
  await expect(larger).toHaveAttribute('aria-pressed', 'true');
});

test('the chatbot button draws its icon in SVG, not an emoji that needs a font', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'KAUSHALYA' });
  await expect(button.locator('svg')).toHaveCount(1);
  expect(await button.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
});
