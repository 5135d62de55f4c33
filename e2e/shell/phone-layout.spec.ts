import type { Page } from '@playwright/test';
import { axeViolations, expect, test, useLanguage } from '../fixtures';
import { signedIn } from '../profile/profile';

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
        const region = page.locator('.results-table');
        await expect(region.locator('table')).toBeVisible();
        // Nine columns no longer scroll sideways in their region: each row is a card of lines, each
        // line starting with its column's title; the sort buttons stay above the cards.
        expect(await region.evaluate((e) => e.scrollWidth - e.clientWidth), lang).toBe(0);
        const cells = region.locator('tbody tr').first().locator('td');
        const [first, second] = [await cells.nth(0).boundingBox(), await cells.nth(1).boundingBox()];
        expect(second?.y, lang).toBeGreaterThanOrEqual((first?.y ?? 0) + (first?.height ?? 0));
        const course = lang === 'en' ? 'Course' : 'अभ्यासक्रम';
        const courseCell = region.locator(`tbody tr:first-child td[data-label="${course}"]`);
        expect(await courseCell.evaluate((td) => getComputedStyle(td, '::before').content), lang).toBe(`"${course}: "`);
        await expect(region.getByRole('button', { name: course, exact: true })).toBeVisible();
        expect(await axeViolations(page), lang).toEqual([]);
      }
      const width = await page.evaluate(() => document.scrollingElement?.scrollWidth);
      expect(width, lang).toBeLessThanOrEqual(390);
    });
  });
}

// Additional Details (issue 23, item 1): the languages table widened the page to 562 px, and the
// phone then laid the page out 562 px wide and zoomed it out, so a tap on Save and Next landed
// elsewhere and the step stayed at 0 %. Here with a language added, by tap, in each language.
for (const lang of ['en', 'mr'] as const) {
  test(`Additional Details on a phone fits, folds the steps, keeps the chat button off Save, and saves by tap (${lang})`, async ({
    page,
  }) => {
    const en = lang === 'en';
    await useLanguage(page, lang);
    await signedIn(page, 'candidate');
    await page.goto('/AdditionalDetails');

    // The twelve steps fold into one line and a button that shows them.
    const steps = page.getByRole('navigation', { name: en ? 'Profile steps' : 'प्रोफाइलचे टप्पे' });
    await expect(steps.getByText(en ? 'Step 7 of 12: Additional' : '१२ पैकी टप्पा ७: अतिरिक्त')).toBeVisible();
    await expect(steps.getByRole('list')).toBeHidden();
    const showAll = steps.getByRole('button', { name: en ? 'Show all steps' : 'सर्व टप्पे दाखवा' });
    await expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await showAll.tap();
    await expect(showAll).toHaveAttribute('aria-expanded', 'true');
    await expect(steps.getByRole('listitem')).toHaveCount(12);
    await expect(steps.locator('[aria-current="step"]')).toBeVisible();

    await page.locator('#additional-blood-group').selectOption('3');
    await page.locator('#additional-mother-tongue').selectOption('14');
    await page.locator('#additional-language').selectOption('14');
    await page.locator('#additional-abilities').tap();
    await page.locator('.additional-languages button.button--secondary').tap();
    const table = page.getByRole('table', { name: en ? 'Languages added' : 'जोडलेल्या भाषा' });
    await expect(table.getByRole('rowheader')).toHaveText([en ? 'Marathi' : 'मराठी']);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(390);
    const read = table.locator('td').first();
    expect(await read.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(en ? '"Read: "' : '"वाचन: "');
    expect(await axeViolations(page)).toEqual([]);

    // While a field of the form has focus (the keyboard up), the chat button steps aside; otherwise it
    // stays clear of Save and Next, even with Save at the very bottom of the screen.
    const chat = page.locator('.chatbot-button');
    await expect(page.locator('#additional-language')).toBeFocused();
    await expect(chat).toBeHidden();
    await page.locator('#additional-language').blur();
    await expect(chat).toBeVisible();
    const save = page.getByRole('button', { name: en ? 'Save and Next' : 'जतन करा व पुढे जा' });
    await save.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    const [saveBox, chatBox] = [await save.boundingBox(), await chat.boundingBox()];
    if (!saveBox || !chatBox) throw new Error('Save and Next and the chat button are on the screen');
    const apart =
      saveBox.x + saveBox.width <= chatBox.x ||
      chatBox.x + chatBox.width <= saveBox.x ||
      saveBox.y + saveBox.height <= chatBox.y ||
      chatBox.y + chatBox.height <= saveBox.y;
    expect(apart, JSON.stringify({ saveBox, chatBox })).toBe(true);

    await save.tap();
    await expect(page).toHaveURL(/\/BankDetails$/);
    // the step is saved: complete in the bar
    await steps.getByRole('button').tap();
    await expect(steps.getByRole('link', { name: en ? 'Additional (completed)' : 'अतिरिक्त (पूर्ण)' })).toBeVisible();
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
