import { expect, test } from '../fixtures';
import { openHome } from '../home/home';

/** Part 1 §2: the Helpline button opens Helpline Numbers; §9: the hours. */

test('the Helpline dialog shows the hours and number; Escape closes it and focus returns to Helpline', async ({
  page,
}) => {
  await page.goto('/');
  const helpline = page.getByRole('button', { name: 'Helpline' });
  await helpline.click();
  const dialog = page.getByRole('dialog', { name: 'Helpline Numbers' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Monday to Friday, 10:00 AM to 05:00 PM')).toBeVisible();
  await expect(dialog.getByRole('link', { name: '+91 22 2262 0603' })).toHaveAttribute('href', 'tel:+912222620603');
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(2);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(helpline).toBeFocused();

  await helpline.click();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(helpline).toBeFocused();
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await openHome(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // the next Tab continues inside the main content, not back in the top bar
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});

test('the footer carries the copyright line with the board name', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(
    'Maharashtra State Board of Skill, Vocational Education and Training. All rights reserved.',
  );
});
