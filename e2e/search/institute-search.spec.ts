import fs from 'node:fs/promises';
import { axeViolations, expect, test, useLanguage } from '../fixtures';
import { choose, column, expectOffered, optionNamed, searchFilters, settled, shown } from './helpers';

const search = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Search Institute', exact: true }).click();

/** Course codes of one sector, read from the course search API page by page. */
async function courseCodesOfSector(page: import('@playwright/test').Page, sectorId: number) {
  const codes = new Set<string>();
  for (let p = 1; ; p++) {
    const body = await (
      await page.request.get(`/api/Course/Search?SectorID=${sectorId}&pageSize=100&page=${p}`)
    ).json();
    for (const row of body.Data as { CourseCode: string }[]) codes.add(row.CourseCode);
    if (codes.size >= body.Total || body.Data.length === 0) return codes;
  }
}

test.describe('Search Institute', () => {
  test('searching by district and sector shows only institutes of that district offering courses of that sector', async ({
    page,
  }) => {
    const filters = await searchFilters(page);
    const sector = optionNamed(filters.sectors, 'Automotive');
    const district = optionNamed(filters.districts, 'Pune');
    await page.goto('/institutes/search');
    await choose(page, 'District', 'Pune', 'pun');
    await choose(page, 'Sector', 'Automotive', 'AUTOMOT');
    await search(page);
    await expect(page).toHaveURL(new RegExp(`DistrictID=${district.Value}&SectorID=${sector.Value}`));
    await settled(page);
    const { from, to, total } = await shown(page);
    expect(from).toBe(1);
    expect(total).toBeGreaterThan(0);
    const districts = await column(page, 'District');
    expect(districts).toHaveLength(to);
    expect(new Set(districts)).toEqual(new Set(['Pune']));
    const sectorCourses = await courseCodesOfSector(page, sector.Value);
    for (const code of await column(page, 'Course Code')) expect(sectorCourses).toContain(code);
    // The count is the server's count for the same filters.
    const api = await (
      await page.request.get(`/api/Institute/Search?DistrictID=${district.Value}&SectorID=${sector.Value}`)
    ).json();
    expect(total).toBe(api.Total);
  });

  test('dependent options narrow: region → districts, district → talukas, sector → courses; a child outside the new list is cleared', async ({
    page,
  }) => {
    const filters = await searchFilters(page);
    const konkan = optionNamed(filters.regions, 'Konkan');
    const thane = optionNamed(filters.districts, 'Thane');
    const automotive = optionNamed(filters.sectors, 'Automotive');
    await page.goto('/institutes/search');
    await expectOffered(
      page,
      'District',
      filters.districts.map((d) => d.Text),
    );

    await choose(page, 'Region', 'Konkan');
    await expectOffered(
      page,
      'District',
      filters.districts.filter((d) => d.Group === konkan.Value).map((d) => d.Text),
    );
    await choose(page, 'District', 'Thane');
    await expectOffered(
      page,
      'Taluka',
      filters.talukas.filter((t) => t.Group === thane.Value).map((t) => t.Text),
    );
    const thaneTaluka = filters.talukas.find((t) => t.Group === thane.Value);
    if (!thaneTaluka) throw new Error('Thane has no talukas');
    await choose(page, 'Taluka', thaneTaluka.Text);
    await expectOffered(
      page,
      'Institute Name',
      filters.institutes.filter((i) => i.Group === thane.Value).map((i) => i.Text),
    );

    await choose(page, 'Sector', 'Automotive');
    await expectOffered(
      page,
      'Course',
      filters.courses.filter((c) => c.Group === automotive.Value).map((c) => c.Text),
    );
    const course = filters.courses.find((c) => c.Group === automotive.Value);
    if (!course) throw new Error('Automotive has no courses');
    await choose(page, 'Course', course.Text);

    // Another region: Thane and its taluka are no longer possible, so both are cleared.
    await choose(page, 'Region', 'Pune');
    await expect(page.getByRole('combobox', { name: 'District', exact: true })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Taluka', exact: true })).toHaveValue('');
    // Another sector clears the course of the first one.
    await choose(page, 'Sector', 'Agriculture');
    await expect(page.getByRole('combobox', { name: 'Course', exact: true })).toHaveValue('');
  });

  test('a district can be chosen with the keyboard alone', async ({ page }) => {
    await page.goto('/institutes/search');
    const district = page.getByRole('combobox', { name: 'District', exact: true });
    // The selects are disabled until the filter lists arrive; typing into a disabled one is lost.
    await expect(district).toBeEnabled();
    await district.focus();
    await page.keyboard.type('kolh');
    await expect(district).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(district).toHaveValue('Kolhapur');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Clear District' })).toBeVisible();
  });

  test('filters, page and sort live in the URL: a reload keeps them and Back returns to the previous results', async ({
    page,
  }) => {
    await page.goto('/institutes/search');
    await choose(page, 'District', 'Pune');
    await search(page);
    await settled(page);
    const districtOnly = await shown(page);
    await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await settled(page);
    expect(await shown(page)).toEqual({ from: 21, to: 40, total: districtOnly.total });
    const page2Codes = await column(page, 'Institute Code');

    await page.getByRole('combobox', { name: 'Full Time/Part Time' }).selectOption('P');
    await search(page);
    await expect(page).toHaveURL(/FullTimePartTime=P/);
    await expect(page).not.toHaveURL(/page=2/);
    await settled(page);
    const partTime = await shown(page);
    expect(partTime.total).toBeLessThan(districtOnly.total);
    expect(new Set(await column(page, 'Full Time/Part Time'))).toEqual(new Set(['Part Time']));

    await page.reload();
    await settled(page);
    expect(await shown(page)).toEqual(partTime);
    await expect(page.getByRole('combobox', { name: 'District', exact: true })).toHaveValue('Pune');
    await expect(page.getByRole('combobox', { name: 'Full Time/Part Time' })).toHaveValue('P');

    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
    await settled(page);
    expect(await shown(page)).toEqual({ from: 21, to: 40, total: districtOnly.total });
    expect(await column(page, 'Institute Code')).toEqual(page2Codes);
    await expect(page.getByRole('combobox', { name: 'Full Time/Part Time' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'District', exact: true })).toHaveValue('Pune');
  });

  test('a column header sorts ascending, then descending, and says so with aria-sort', async ({ page }) => {
    await page.goto('/institutes/search');
    await choose(page, 'District', 'Satara');
    await search(page);
    await settled(page);
    const header = page.getByRole('columnheader', { name: /^Intake/ });
    await header.getByRole('button').click();
    await expect(page).toHaveURL(/sort=Intake/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await settled(page);
    const ascending = (await column(page, 'Intake')).map(Number);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await header.getByRole('button').click();
    await expect(page).toHaveURL(/sort=-Intake/);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await settled(page);
    const descending = (await column(page, 'Intake')).map(Number);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0] ?? 0);
    await expect(page.getByRole('columnheader', { name: /^District/ })).not.toHaveAttribute('aria-sort');
  });

  test('paging moves through the results with page numbers, Next and Previous', async ({ page }) => {
    await page.goto('/institutes/search');
    await settled(page);
    const first = await shown(page);
    expect(first.from).toBe(1);
    expect(first.to).toBe(20);
    const pager = page.getByRole('navigation', { name: 'Pages of results' });
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Next' }).click();
    await settled(page);
    expect(await shown(page)).toEqual({ from: 21, to: 40, total: first.total });
    expect((await column(page, 'Sr. No.'))[0]).toBe('21');
    await pager.getByRole('link', { name: 'Page 4' }).click();
    await settled(page);
    expect((await shown(page)).from).toBe(61);
    await pager.getByRole('link', { name: 'Previous' }).click();
    await settled(page);
    expect((await shown(page)).from).toBe(41);
    await expect(pager.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    const last = Math.ceil(first.total / 20);
    await pager.getByRole('link', { name: `Page ${last.toLocaleString('en-IN')}` }).click();
    await settled(page);
    expect(await shown(page)).toEqual({ from: (last - 1) * 20 + 1, to: first.total, total: first.total });
    await expect(pager.getByRole('link', { name: 'Next' })).toHaveCount(0);
  });

  test('Download CSV gives every matching row of the same search', async ({ page }) => {
    await page.goto('/institutes/search');
    await choose(page, 'District', 'Kolhapur');
    await choose(page, 'Sector', 'Agriculture');
    await search(page);
    await settled(page);
    const { total } = await shown(page);
    const link = page.getByRole('link', { name: 'Download CSV' });
    await expect(link).toHaveAttribute('href', /^\/api\/Institute\/Search\.csv\?DistrictID=\d+&SectorID=\d+/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const text = await fs.readFile(await download.path(), 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'Sr. No.,Region,District,Institute Code,Institute Name,Course Code,Course,Full Time/Part Time,Intake',
    );
    expect(lines.length - 1).toBe(total);
    for (const line of lines.slice(1)) expect(line).toContain(',Kolhapur,');
  });

  test("an impossible combination shows 'No Records Found'", async ({ page }) => {
    await page.goto('/institutes/search');
    await choose(page, 'District', 'Pune');
    // Institute codes start with their district's letters: AHL… codes are in Ahilyanagar, not Pune.
    await page.getByRole('textbox', { name: 'Institute Code' }).fill('AHL');
    await search(page);
    await expect(page).toHaveURL(/InstituteCode=AHL/);
    await expect(page.getByText('No Records Found', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
  });

  test('an institute code with other characters is refused with an error summary linked to the field', async ({
    page,
  }) => {
    await page.goto('/institutes/search');
    const code = page.getByRole('textbox', { name: 'Institute Code' });
    await code.fill('AB$1');
    await search(page);
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await summary.getByRole('link', { name: /Institute code can have up to 20 letters/ }).click();
    await expect(code).toBeFocused();
    await expect(page).not.toHaveURL(/InstituteCode/);
  });

  for (const lang of ['en', 'mr'] as const) {
    test(`has no axe violations in ${lang === 'en' ? 'English' : 'Marathi'}, with results and with a list open`, async ({
      page,
    }) => {
      await useLanguage(page, lang);
      await page.goto('/institutes/search?DistrictID=490&sort=-Intake');
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.locator('[aria-sort="descending"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'en' ? 'Search Institute' : 'संस्था शोधा',
      );
      expect(await axeViolations(page)).toEqual([]);
      const district = page.locator('#institute-search-DistrictID');
      await district.focus();
      await district.press('ArrowDown');
      await expect(page.getByRole('listbox')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("shows 'No Records Found' and the labels in Marathi", async ({ page }) => {
    await useLanguage(page, 'mr');
    await page.goto('/institutes/search?InstituteCode=ZZZ');
    await expect(page.getByText('कोणतीही नोंद आढळली नाही', { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'जिल्हा', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'संस्था शोधा' })).toBeVisible();
  });
});
