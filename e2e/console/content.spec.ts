import type { Browser, Page } from '@playwright/test';
import { axeViolations, cspRefusals, expect, test, useLanguage } from '../fixtures';
import { openHome } from '../home/home';
import { signedInOfficial } from './console';

/**
 * The console's content screens (issue 20 item 3): an official edits a notice and the home page shows
 * it; every content screen passes axe in English and in Marathi. One sign-in for the file (a TOTP
 * code is accepted once per 30-second step), so the tests share one signed-in browser context.
 */
test.describe.configure({ mode: 'serial' });

let context: Awaited<ReturnType<Browser['newContext']>>;
let page: Page;
let refused: string[];
test.beforeAll(async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  context = await browser.newContext();
  refused = cspRefusals(context);
  page = await context.newPage();
  await signedInOfficial(page, playwright, test.info().project.use.baseURL ?? '', { role: 'admin', regionId: null });
});
test.afterAll(async () => {
  await context?.close();
});

test('a notice written and then edited in the console appears on the home page', async () => {
  // a title of this attempt's own: a retry (or --repeat-each) on the same server finds only its notice
  const stamp = Date.now().toString(36);
  await page.goto('/console/content/notices/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New notice' })).toBeVisible();
  // a category the home page's own specs count no notices of (home/notices.spec.ts)
  await page.getByLabel('Category').selectOption({ label: 'User Manual' });
  await page.getByLabel('Title in English').fill(`Console notice ${stamp}: hall tickets ready`);
  await page.getByLabel('Title in Marathi').fill('कन्सोल सूचना: प्रवेशपत्रे तयार');
  const english = page.getByRole('textbox', { name: 'Text in English' });
  await english.click();
  await page.keyboard.type('Hall tickets can be ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('downloaded now');
  await page.getByRole('textbox', { name: 'Text in Marathi' }).click();
  await page.keyboard.type('प्रवेशपत्रे आता उपलब्ध आहेत.');
  await page.getByLabel("Show 'New!' until (date)").fill('2099-12-31');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit notice' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Saved. The public pages show it now.');

  await page.getByLabel('Title in English').fill(`Console notice ${stamp}: hall tickets ready for download`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. The public pages show it now.');

  const home = await context.newPage();
  await openHome(home);
  await home.getByRole('button', { name: 'User Manual', exact: true }).click();
  const notice = home.getByRole('region', { name: 'User Manual' }).locator('.notice', {
    hasText: `Console notice ${stamp}: hall tickets ready for download`,
  });
  await expect(notice).toBeVisible();
  // New! until the day the official chose, in the board's red
  await expect(notice.getByText('New!', { exact: true })).toBeVisible();
  await expect(notice.getByText('New!', { exact: true })).toHaveCSS('background-color', 'rgb(177, 14, 30)');
  await home.close();
});

test('a refused save names the field in both places and keeps what was typed', async () => {
  await page.goto('/console/content/notices/new');
  await page.getByLabel('Title in English').fill('Only an English title');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const summary = page.getByRole('heading', { name: 'There is a problem' });
  await expect(summary).toBeVisible();
  await expect(page.getByLabel('Title in English')).toHaveValue('Only an English title');
});

test('the notice editor works under the strict CSP: nothing refused, and typed spaces stay', async () => {
  await page.goto('/console/content/notices/new');
  const english = page.getByRole('textbox', { name: 'Text in English' });
  await english.click();
  await page.keyboard.type('Hall  tickets ');
  // the editor's own <style> was refused: its rules now come from our stylesheet
  expect(refused).toEqual([]);
  await expect(english).toHaveCSS('white-space', 'break-spaces');
  await expect(english).toHaveText('Hall  tickets ');
});

test("the header's language switch draws मराठी in the page's font, not the control's", async () => {
  const screen = await context.newPage();
  await useLanguage(screen, 'mr');
  await screen.goto('/console/content/notices');
  await expect(screen.locator('html')).toHaveAttribute('lang', 'mr');
  // a system font without Devanagari showed empty boxes in the closed switch
  const [own, page] = await screen
    .getByRole('combobox', { name: 'भाषा' })
    .evaluate((select) => [getComputedStyle(select).fontFamily, getComputedStyle(document.body).fontFamily]);
  expect(own).toBe(page);
  await screen.close();
});

const SCREENS = [
  ['notices', '/console/content/notices'],
  ['new notice', '/console/content/notices/new'],
  ['ticker', '/console/content/ticker'],
  ['FAQ', '/console/content/faq'],
  ['information pages', '/console/content/pages'],
  ['an information page', '/console/content/pages/vision'],
] as const;

for (const lang of ['en', 'mr'] as const) {
  for (const [name, path] of SCREENS) {
    test(`${name} passes axe in ${lang === 'en' ? 'English' : 'Marathi'}`, async () => {
      const screen = await context.newPage();
      await useLanguage(screen, lang);
      await screen.goto(path);
      await expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(screen.locator('html')).toHaveAttribute('lang', lang);
      expect(await axeViolations(screen)).toEqual([]);
      await screen.close();
    });
  }
}
