import { axeViolations, expect, test, useLanguage } from '../fixtures';

/**
 * Demo content says so (issue 23 item 13): the seeded Contact page and the seeded office visits are
 * marked as samples, and About states the institute figures the data counts, on a phone, in both
 * languages.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

for (const [lang, sample, visit, offered] of [
  [
    'en',
    /^Sample content: the Board has not yet confirmed this page/,
    /^Sample visit:/,
    'Courses offered at institutes',
  ],
  ['mr', /^नमुना मजकूर: मंडळाने हे पृष्ठ अद्याप निश्चित केलेले नाही/, /^नमुना भेट:/, 'संस्थांमध्ये दिले जाणारे अभ्यासक्रम'],
] as const) {
  test(`the seed's contacts and visits are marked as samples; About counts from the data (${lang})`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await page.goto('/contact');
    await expect(page.locator('.information-page__sample')).toHaveText(sample);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/assitance');
    await expect(page.locator('.help-visits__sample').first()).toHaveText(visit);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/about/board');
    const row = page.getByRole('row').filter({ hasText: offered });
    await expect(row).toBeVisible();
    await expect(row).not.toContainText(/6,500|६,५००|\{\{/);
    expect(await axeViolations(page)).toEqual([]);
  });
}
