import { expect, test } from '../fixtures';

const schemes = [
  'PM Internship Scheme',
  'National Skill Development Corporation (NSDC)',
  'Mukhyamantri Yuva Karya Prashikshan Yojana',
];

/** The card titles in view, in order. */
const cards = (page: import('@playwright/test').Page) =>
  page.locator('.links-carousel__slide:visible .links-carousel__title').allTextContents();

test('Employee Development shows the three links as a carousel of 3 whose Previous and Next wrap around', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/employee-development');
  const carousel = page.getByRole('region', { name: 'Useful links' });
  await expect(carousel.getByRole('link')).toHaveCount(3);
  expect(await cards(page)).toEqual(schemes);
  for (const link of await carousel.getByRole('link').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => cards(page)).toEqual([schemes[1], schemes[2], schemes[0]]);
  await carousel.getByRole('button', { name: 'Previous' }).click();
  await carousel.getByRole('button', { name: 'Previous' }).click();
  await expect.poll(() => cards(page)).toEqual([schemes[2], schemes[0], schemes[1]]);
});

test('on a narrow screen the carousel shows one link at a time and wraps both ways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/employee-development');
  const carousel = page.getByRole('region', { name: 'Useful links' });
  await expect.poll(() => cards(page)).toEqual([schemes[0]]);
  const next = carousel.getByRole('button', { name: 'Next' });
  await next.click();
  await expect.poll(() => cards(page)).toEqual([schemes[1]]);
  await next.click();
  await expect.poll(() => cards(page)).toEqual([schemes[2]]);
  await next.click();
  await expect.poll(() => cards(page)).toEqual([schemes[0]]);
  await carousel.getByRole('button', { name: 'Previous' }).click();
  await expect.poll(() => cards(page)).toEqual([schemes[2]]);
});
