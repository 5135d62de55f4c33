import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Part 1 §2 (navigation bar): desktop dropdowns, keyboard use, the mobile menu, outside clicks. */

async function tabTo(page: Page, name: string) {
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toBeVisible();
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (text.startsWith(name)) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

test('the menu works with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const about = nav.getByRole('button', { name: 'About Us' });
  await expect(about).toBeVisible();

  await tabTo(page, 'About Us');
  await expect(about).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Vision' })).toBeVisible();

  // Escape closes and returns focus to the parent item
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Board', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Vision' })).toBeHidden();
  await expect(about).toBeFocused();

  // open again, Tab into a child, Enter navigates
  await page.keyboard.press('Enter');
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Vision' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/board\/vision$/);
  await expect(about).toHaveAttribute('aria-expanded', 'false');

  // Tab past the last child closes the dropdown
  await page.goto('/');
  await tabTo(page, 'Search');
  await page.keyboard.press('Enter');
  const search = nav.getByRole('button', { name: 'Search' });
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
});

test('hovering a parent item opens its dropdown on a desktop; a click outside closes it', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const about = nav.getByRole('button', { name: 'About Us' });
  await about.hover();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  // clicking the parent that hovering opened keeps it open
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Governing Council' })).toBeVisible();
  await nav.getByRole('link', { name: 'Governing Council' }).hover();
  await page.mouse.down();
  await page.mouse.up();
  await expect(page).toHaveURL(/\/board\/governing-council$/);
  await expect(about).toHaveAttribute('aria-expanded', 'false');

  await page.goto('/');
  await tabTo(page, 'Unauthorized Institutes');
  await page.keyboard.press('Enter');
  const unauthorized = nav.getByRole('button', { name: 'Unauthorized Institutes' });
  await expect(unauthorized).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('heading', { name: 'Related Videos' }).click();
  await expect(unauthorized).toHaveAttribute('aria-expanded', 'false');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu toggle opens the list, tapping a parent expands it, choosing a child closes the menu and navigates', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    const home = nav.getByRole('link', { name: 'Home' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(home).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(home).toBeVisible();
    const search = nav.getByRole('button', { name: 'Search' });
    await search.click();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    const course = nav.getByRole('link', { name: 'Course' });
    await expect(course).toBeVisible();
    await search.click();
    await expect(course).toBeHidden();
    await search.click();

    await course.click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(home).toBeHidden();
  });

  test('a tap outside closes the open menu', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await nav.getByRole('button', { name: 'About Us' }).click();
    await expect(nav.getByRole('link', { name: 'Vision' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Vision' })).toBeHidden();
  });
});
