import { axeViolations, expect, fromOwnAddress, test, useLanguage } from '../fixtures';

/**
 * The KAUSHALYA chatbot (issue 11 item 7): opened from the floating button on any page, asked in
 * English and in Marathi through the real API, a cited link followed inside the app, closed with
 * Escape (focus back on the button); axe with the window open in both languages. Each test asks from
 * an address of its own (the chatbot is rate-limited per address).
 */

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(fromOwnAddress());
});

test('asked in English, it answers from the FAQ and the pages with links that open in the app; Escape returns to the button', async ({
  page,
}) => {
  // two questions, an axe pass and a page change: over 30 s when the machine is busy (CI runs the
  // PostgreSQL suite beside the browsers)
  test.slow();
  await page.goto('/');
  const button = page.getByRole('button', { name: 'KAUSHALYA' });
  await button.click();
  const chat = page.getByRole('dialog', { name: 'KAUSHALYA' });
  await expect(chat).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const log = chat.getByRole('log');
  await expect(log).toContainText('Namaste! I am KAUSHALYA.');
  const question = chat.getByLabel('Your question');
  await expect(question).toBeFocused();

  await question.fill('How do I reset my password?');
  await question.press('Enter');
  await expect(log).toContainText('Having Trouble Signing In');
  await expect(log.getByRole('link', { name: 'How do I reset my password?' })).toHaveAttribute(
    'href',
    '/AccountRecovery',
  );
  await expect(question).toHaveValue('');

  expect(await axeViolations(page)).toEqual([]);

  await question.fill("What is the board's vision?");
  await chat.getByRole('button', { name: 'Send' }).click();
  const vision = log.getByRole('link', { name: 'Vision', exact: true });
  await vision.click();
  await expect(page).toHaveURL(/\/board\/vision$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Vision');
  // The conversation stays, and the window keeps working.
  await expect(chat).toBeVisible();
  await expect(log).toContainText('Having Trouble Signing In');

  await question.focus();
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // Opened again: the same conversation.
  await button.click();
  await expect(log).toContainText('Having Trouble Signing In');
  await chat.getByRole('button', { name: 'Close the chat' }).click();
  await expect(chat).toBeHidden();
  await expect(button).toBeFocused();
});

test('asked in Marathi on a 390 px phone, it lists the electrician courses of Pune, each counted, and links the search with those filters', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'mr');
  await page.goto('/contact');
  const button = page.getByRole('button', { name: 'कौशल्या' });
  await button.click();
  const chat = page.getByRole('dialog', { name: 'कौशल्या' });
  await expect(chat).toBeVisible();
  // The whole width of the phone, and no wider.
  const box = await chat.boundingBox();
  expect(box?.width).toBeGreaterThan(380);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const question = chat.getByLabel('आपला प्रश्न');
  await question.fill('पुण्यातील इलेक्ट्रिशियन अभ्यासक्रम असलेल्या संस्था');
  await question.press('Enter');
  const log = chat.getByRole('log');
  await expect(log).toContainText('पुणे जिल्ह्यात “इलेक्ट्रिशियन” शी जुळणारे अभ्यासक्रम');
  // One search link per course listed, the most offered first (issue 23 item 11).
  const link = log.getByRole('link', { name: /^संस्था शोध: पुणे/ }).first();
  await expect(link).toHaveAttribute('href', /^\/institutes\/search\?DistrictID=490&CourseID=\d+$/);

  expect(await axeViolations(page)).toEqual([]);

  await link.click();
  await expect(page).toHaveURL(/\/institutes\/search\?DistrictID=490&CourseID=\d+$/);
  // The search page opens with those filters and their results.
  await chat.getByRole('button', { name: 'संवाद बंद करा' }).click();
  await expect(page.locator('.results-table table')).toBeVisible();
  await expect(page.locator('.results-table tbody tr').first()).toContainText('पुणे');
});

test("'Ask me!' shows after 5 s for 2 s, again every 30 s while the chat is closed, once with reduced motion", async ({
  page,
}) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'KAUSHALYA' });
  const nudge = page.locator('.chatbot-nudge');
  await expect(nudge).toHaveText('Ask me!');
  // The nudge is timed by a CSS animation: set its clock rather than wait.
  const at = (ms: number) =>
    nudge.evaluate((el, time) => {
      for (const animation of el.getAnimations()) {
        animation.pause();
        animation.currentTime = time;
      }
    }, ms);
  for (const [ms, shown] of [
    [4_900, false],
    [5_100, true],
    [6_900, true],
    [7_100, false],
    [34_900, false],
    [35_100, true],
    [37_100, false],
  ] as const) {
    await at(ms);
    if (shown) await expect(nudge, `at ${ms} ms`).toBeVisible();
    else await expect(nudge, `at ${ms} ms`).toBeHidden();
  }
  // Not while the chat is open.
  await at(5_100);
  await button.click();
  await expect(page.getByRole('dialog', { name: 'KAUSHALYA' })).toBeVisible();
  await expect(nudge).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await at(5_100);
  await expect(nudge).toBeVisible();
  await at(35_100);
  await expect(nudge).toBeHidden();
});
