import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from '../fixtures';

/**
 * Marathi as docs/glossary.md has it, seen in the browser at a phone and a desktop width: one term per
 * concept, Devanagari digits in Marathi text (numbers put in at run time too), search data in
 * Marathi, and document links that open real PDFs.
 */
const WIDTHS = [390, 1366];
const LATIN_OR_WESTERN_DIGITS = /[A-Za-z0-9]/;

/** A link's target answers with a PDF document, not the web app's page. */
async function expectPdf(page: Page, href: string | null) {
  expect(href).toMatch(/^\/files\/.+\.pdf$/);
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

for (const width of WIDTHS) {
  test.describe(`Marathi at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(async ({ page }) => useLanguage(page, 'mr'));

    test('the sign-in dialog says साइन इन, and its captcha hint counts in Devanagari digits', async ({ page }) => {
      await page.goto('/login');
      const dialog = page.getByRole('dialog', { name: 'साइन इन' });
      await expect(dialog.getByRole('button', { name: 'साइन इन करा', exact: true })).toBeVisible();
      await expect(dialog).not.toContainText('लॉगिन');
      await expect(dialog.getByText(/^प्रतिमेतील [०-९]+ कॅपिटल/)).toBeVisible();
    });

    test('course search gives durations and norms in Marathi, and the curriculum is a PDF', async ({ page }) => {
      await page.goto('/courses?SectorID=3');
      const table = page.getByRole('region', { name: 'शोध निकाल' }).getByRole('table');
      await expect(table).toBeVisible();
      const titles = (await table.locator('thead th').allTextContents()).map((t) => t.replace(/[▲▼⇅(].*$/, '').trim());
      expect(titles).toContain('आदर्श पाठ्यक्रम');
      const cells = async (title: string) =>
        table.locator(`tbody tr td:nth-child(${titles.indexOf(title) + 1})`).allTextContents();
      const durations = await cells('कालावधी');
      expect(durations.length).toBeGreaterThan(0);
      for (const text of [...durations, ...(await cells('अभ्यासक्रम निकष'))])
        expect(text).not.toMatch(LATIN_OR_WESTERN_DIGITS);
      const curriculum = table.getByRole('link', { name: /^पाठ्यक्रम पाहा/ }).first();
      await expectPdf(page, await curriculum.getAttribute('href'));
    });

    test('a notice’s document link opens a PDF', async ({ page }) => {
      await page.goto('/');
      const card = page.getByRole('region', { name: 'महत्त्वाच्या सूचना' });
      const link = card.getByRole('link', { name: /^दस्तऐवज पाहा/ }).first();
      await expect(link).toBeVisible();
      await expectPdf(page, await link.getAttribute('href'));
    });
  });
}
