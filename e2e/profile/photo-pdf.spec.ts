import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { axeInBothLanguages, axeViolations, expect, test, useLanguage } from '../fixtures';
import { signedIn } from './profile';

/** A JPEG photo of `width` × `height` pixels, as a phone's camera or gallery gives one (drawn by the browser). */
async function photo(page: Page, name: string, width: number, height: number) {
  const base64 = await page.evaluate(
    ({ w, h }) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#e6dcc8';
        context.fillRect(0, 0, w, h);
        context.fillStyle = '#333';
        context.fillRect(w / 10, h / 10, w / 2, h / 20);
      }
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
    },
    { w: width, h: height },
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

const WORDS = {
  en: {
    title: 'A PDF of Leaving Certificate from photos',
    open: 'Make a PDF from photos: Leaving Certificate',
    choose: 'Choose photos',
    page: (n: number, name: string) => `Page ${n}: ${name}`,
    up: 'Move up: page 2',
    down: 'Move down: page 1',
    remove: 'Remove: page 3',
    make: 'Make the PDF and upload it',
    uploaded: 'Uploaded: Leaving Certificate.pdf',
    save: 'Save and Next',
  },
  mr: {
    title: 'फोटोंपासून शाळा सोडल्याचा दाखला ची PDF',
    open: 'फोटोंपासून PDF तयार करा: शाळा सोडल्याचा दाखला',
    choose: 'फोटो निवडा',
    page: (n: number, name: string) => `पृष्ठ ${'०१२३४५६७८९'[n]}: ${name}`,
    up: 'वर हलवा: पृष्ठ २',
    down: 'खाली हलवा: पृष्ठ १',
    remove: 'काढून टाका: पृष्ठ ३',
    make: 'PDF तयार करा व अपलोड करा',
    uploaded: 'अपलोड झाली: शाळा सोडल्याचा दाखला.pdf',
    save: 'जतन करा व पुढे जा',
  },
} as const;

for (const lang of ['en', 'mr'] as const) {
  test(`at 390 px a PDF-only certificate is made from two photos, saved and listed by its name (${lang})`, async ({
    page,
  }) => {
    // sign-up, two uploads, a save and axe in two languages: longer than most on a loaded machine
    test.setTimeout(90_000);
    const words = WORDS[lang];
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, lang);
    await signedIn(page, 'candidate');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/Category');
    const field = page.locator('#category-LeavingCertificatePath');
    await expect(field).toHaveAttribute('accept', '.pdf');
    const open = page.getByRole('button', { name: words.open });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    // pdf-lib comes with the panel, only once it is opened
    expect(scripts.filter((path) => path.includes('photo-pdf-panel'))).toEqual([]);
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: words.title });
    const photos = panel.getByLabel(words.choose);
    await expect(photos).toHaveAttribute('accept', 'image/jpeg,image/png');
    await expect(photos).toHaveAttribute('multiple', '');
    expect(await photos.getAttribute('capture')).toBeNull();
    expect(scripts.filter((path) => path.includes('photo-pdf-panel'))).toHaveLength(1);

    await photos.setInputFiles([
      await photo(page, 'portrait.jpg', 600, 800),
      await photo(page, 'landscape.jpg', 800, 600),
    ]);
    await photos.setInputFiles([await photo(page, 'extra.jpg', 300, 300)]);
    const pages = panel.getByRole('list');
    await expect(pages.getByRole('listitem')).toHaveText(
      [words.page(1, 'portrait.jpg'), words.page(2, 'landscape.jpg'), words.page(3, 'extra.jpg')].map(
        (text) => new RegExp(`^${text}`),
      ),
    );
    // by keyboard: the landscape photo first, the extra one removed
    await panel.getByRole('button', { name: words.up }).focus();
    await page.keyboard.press('Enter');
    // the moved photo keeps the focus: on its "Move down", since it cannot go up any more
    await expect(panel.getByRole('button', { name: words.down })).toBeFocused();
    await panel.getByRole('button', { name: words.remove }).focus();
    await page.keyboard.press('Enter');
    await expect(pages.getByRole('listitem')).toHaveText(
      [words.page(1, 'landscape.jpg'), words.page(2, 'portrait.jpg')].map((text) => new RegExp(`^${text}`)),
    );
    // usable at 390 px: nothing wider than the screen, the panel open with its list
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: words.make }).click();
    await expect(page.locator('#category-LeavingCertificatePath-status')).toHaveText(words.uploaded, {
      timeout: 20_000,
    });
    await expect(panel).toHaveCount(0);
    await expect(open).toBeFocused();
    // the stored PDF has the two pages in the chosen order: landscape first
    const href = await page.locator('.document-field__link a').first().getAttribute('href');
    const stored = await PDFDocument.load(await (await page.request.get(href ?? '')).body());
    expect(stored.getPages().map((p) => p.getWidth() > p.getHeight())).toEqual([true, false]);

    await page.locator('input[name="IsMHDomiciled"][value="0"]').check();
    await page.locator('#category-ReligionID').selectOption({ index: 1 });
    await page.locator('#category-CategoryID').selectOption('1');
    await page.locator('input[name="IsBelongToPWD"][value="0"]').check();
    const saved = page.waitForResponse((r) => /SaveCandidateCategory$/.test(r.url()));
    await page.getByRole('button', { name: words.save }).click();
    expect((await saved).status()).toBe(200);
    await page.goto('/Category');
    await expect(page.locator('#category-LeavingCertificatePath-status')).toHaveText(words.uploaded);
    await axeInBothLanguages(page);
  });
}

test('a file that is not a photo is named, and photos beyond ten are refused', async ({ page }) => {
  await signedIn(page, 'candidate');
  await page.goto('/Category');
  await page.getByRole('button', { name: WORDS.en.open }).click();
  const panel = page.getByRole('region', { name: WORDS.en.title });
  const photos = panel.getByLabel('Choose photos');
  await photos.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') }]);
  await expect(panel.getByRole('alert')).toHaveText('notes.txt: only JPEG or PNG photos can be used.');
  const small = await photo(page, 'page.jpg', 40, 60);
  await photos.setInputFiles(Array.from({ length: 11 }, (_, i) => ({ ...small, name: `page-${i + 1}.jpg` })));
  await expect(panel.getByRole('alert')).toHaveText('At most 10 photos make one PDF.');
  await expect(panel.getByRole('listitem')).toHaveCount(10);
  await expect(panel.getByRole('listitem').last()).toHaveText(/^Page 10: page-10\.jpg/);
});
