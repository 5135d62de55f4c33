import fs from 'node:fs/promises';
import { axeViolations, expect, test, useLanguage } from '../fixtures';
import { choose, column, expectOffered, optionNamed, searchFilters, settled, shown } from './helpers';

const search = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Search Course', exact: true }).click();

test.describe('Search Course', () => {
  test('searching by sector shows only that sector’s courses, with the spec’s columns', async ({ page }) => {
    const filters = await searchFilters(page);
    const sector = optionNamed(filters.sectors, 'Automotive');
    await page.goto('/courses');
    await choose(page, 'Sector', 'Automotive');
    await search(page);
    await expect(page).toHaveURL(new RegExp(`SectorID=${sector.Value}`));
    await settled(page);
    const headers = (await page.getByRole('table').locator('thead th').allTextContents()).map((t) =>
      t.replace(/[▲▼⇅].*$/, '').trim(),
    );
    expect(headers).toEqual([
      'Sector',
      'Category',
      'Course',
      'Duration',
      'Model Curriculum',
      'Qualification Pack',
      'Course Norms',
    ]);
    const { total } = await shown(page);
    expect(total).toBe(filters.courses.filter((c) => c.Group === sector.Value).length);
    expect(new Set(await column(page, 'Sector'))).toEqual(new Set(['Automotive']));
    const curriculum = page
      .getByRole('table')
      .getByRole('link', { name: /^View curriculum of / })
      .first();
    await expect(curriculum).toHaveAttribute('href', /^\/files\/curriculum\/.+\.pdf$/);
  });

  test('the sector narrows the course list and clears a course of another sector', async ({ page }) => {
    const filters = await searchFilters(page);
    const agriculture = optionNamed(filters.sectors, 'Agriculture');
    await page.goto('/courses');
    await choose(page, 'Sector', 'Agriculture');
    const names = filters.courses.filter((c) => c.Group === agriculture.Value).map((c) => c.Text);
    await expectOffered(page, 'Course', names);
    await choose(page, 'Course', names[0] ?? '');
    await search(page);
    await settled(page);
    expect((await shown(page)).total).toBeGreaterThanOrEqual(1);
    expect(new Set(await column(page, 'Sector'))).toEqual(new Set(['Agriculture']));
    await choose(page, 'Sector', 'Automotive');
    await expect(page.getByRole('combobox', { name: 'Course', exact: true })).toHaveValue('');
  });

  test('a reload keeps the search, Back returns to the previous one, and Reset clears it', async ({ page }) => {
    await page.goto('/courses');
    await settled(page);
    const all = await shown(page);
    await choose(page, 'Sector', 'Construction');
    await search(page);
    await settled(page);
    const construction = await shown(page);
    expect(construction.total).toBeLessThan(all.total);
    await page.reload();
    await settled(page);
    expect(await shown(page)).toEqual(construction);
    await expect(page.getByRole('combobox', { name: 'Sector', exact: true })).toHaveValue('Construction');
    await page.goBack();
    await settled(page);
    expect(await shown(page)).toEqual(all);
    await expect(page.getByRole('combobox', { name: 'Sector', exact: true })).toHaveValue('');
    await page.goForward();
    await settled(page);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await settled(page);
    expect(await shown(page)).toEqual(all);
  });

  test('pages through the courses and downloads them as CSV', async ({ page }) => {
    await page.goto('/courses');
    await choose(page, 'Sector', 'Construction');
    await search(page);
    await settled(page);
    const { total } = await shown(page);
    await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Next' }).click();
    await settled(page);
    expect((await shown(page)).from).toBe(21);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    const lines = (await fs.readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines.length - 1).toBe(total);
  });

  test("a code no course has shows 'Course is Empty!'", async ({ page }) => {
    await page.goto('/courses');
    await page.getByRole('textbox', { name: 'Course Code' }).fill('ZZZ');
    await search(page);
    await expect(page).toHaveURL(/CourseCode=ZZZ/);
    await expect(page.getByText('Course is Empty!', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  for (const lang of ['en', 'mr'] as const) {
    test(`has no axe violations in ${lang === 'en' ? 'English' : 'Marathi'}`, async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto('/courses?SectorID=3');
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'en' ? 'Search Course' : 'अभ्यासक्रम शोधा',
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("shows 'Course is Empty!' in Marathi", async ({ page }) => {
    await useLanguage(page, 'mr');
    await page.goto('/courses?CourseCode=ZZZ');
    await expect(page.getByText('अभ्यासक्रम उपलब्ध नाही!', { exact: true })).toBeVisible();
  });
});
