import { expect, test } from '../fixtures';

/** Part 1 §2 (shell), §4 (the language is kept in local storage and re-applied on load). */

test('switching the language to Marathi turns the visible text Marathi and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related Videos' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('mr');
  const expectMarathi = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page.getByRole('banner').getByText('महाराष्ट्र शासन')).toBeVisible();
    const marathiNav = page.getByRole('navigation', { name: 'मुख्य मेनू' });
    await expect(marathiNav.getByRole('link', { name: 'मुख्यपृष्ठ' })).toBeVisible();
    await expect(marathiNav.getByRole('button', { name: 'आमच्याविषयी' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('महाराष्ट्र राज्य कौशल्य, व्यवसाय शिक्षण व प्रशिक्षण मंडळ');
    for (const heading of ['सूचना', 'महत्त्वाच्या सूचना', 'संबंधित व्हिडिओ', 'उच्च शिक्षणाच्या संधी', 'शासकीय योजना']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    // the content from the server follows the language too
    await expect(page.getByRole('region', { name: 'महत्त्वाच्या सूचना' })).toContainText('उन्हाळी २०२६');
    await expect(page.getByRole('button', { name: 'मदत क्रमांक' })).toBeVisible();
  };
  await expectMarathi();
  await expect(page.getByText('Related Videos')).toHaveCount(0);

  await page.reload();
  await expectMarathi();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('mr');

  await page.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Related Videos' })).toBeVisible();
});
