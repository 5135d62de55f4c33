import { expect, type Page } from '@playwright/test';
import type { SearchFilters, SearchOption } from '@portal/shared';

/** The search selects' options as the server gives them (for checking what the screen offers). */
export async function searchFilters(page: Page, lang: 'en' | 'mr' = 'en'): Promise<SearchFilters> {
  const response = await page.request.get(`/api/Institute/filters?lang=${lang}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

export const optionNamed = (list: SearchOption[], text: string) => {
  const option = list.find((o) => o.Text === text);
  if (!option) throw new Error(`no option ${text}`);
  return option;
};

/** Chooses an option of a searchable select by typing part of it and clicking it. */
export async function choose(page: Page, label: string, option: string, typed = option) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

/**
 * What a searchable select offers right now (opened with Alt+ArrowDown, closed again): a long list
 * renders a window of its first options and says how many there are in all.
 */
export async function offered(page: Page, label: string): Promise<{ first: string[]; total: number }> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.focus();
  await box.press('Alt+ArrowDown');
  const listbox = page.locator(`#${await box.getAttribute('aria-controls')}`);
  const first = await listbox.getByRole('option').allTextContents();
  const note = await listbox
    .locator('xpath=..')
    .getByText(/^Showing 1–[\d,]+ of ([\d,]+)\./)
    .textContent({ timeout: 500 })
    .catch(() => null);
  await box.press('Escape');
  const total = note ? Number(/of ([\d,]+)\./.exec(note)?.[1]?.replaceAll(',', '')) : first.length;
  return { first, total };
}

/** Expects a select to offer exactly `names`, in order (checking the rendered window of a long list). */
export async function expectOffered(page: Page, label: string, names: string[]) {
  // the options arrive from the server after the parent changes: ask again until they are there
  await expect.poll(async () => (await offered(page, label)).total).toBe(names.length);
  const { first } = await offered(page, label);
  expect(first).toEqual(names.slice(0, first.length));
}

/** "Showing 21–40 of 1,234" → { from: 21, to: 40, total: 1234 }. */
export async function shown(page: Page) {
  const status = page.getByRole('status').filter({ hasText: /^Showing / });
  await expect(status).toBeVisible();
  // "… of 10,818 courses offered (…)" on the institute search, "… of 862 courses" on the course search
  const match = /^Showing ([\d,]+)–([\d,]+) of ([\d,]+) courses( offered \(.*\))?$/.exec(
    (await status.textContent()) ?? '',
  );
  if (!match) throw new Error('no results count');
  const n = (s: string | undefined) => Number((s ?? '').replaceAll(',', ''));
  return { from: n(match[1]), to: n(match[2]), total: n(match[3]) };
}

/** The text of one column of the results table, top to bottom. */
export async function column(page: Page, title: string): Promise<string[]> {
  const table = page.getByRole('region', { name: 'Search results' }).getByRole('table');
  const titles = (await table.locator('thead th').allTextContents()).map((t) => t.replace(/[▲▼⇅].*$/, '').trim());
  const index = titles.indexOf(title);
  if (index < 0) throw new Error(`no column ${title} in ${titles.join(', ')}`);
  return table.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents();
}

/** Waits until the results of the URL's current query are on screen (not the previous ones, not loading). */
export async function settled(page: Page) {
  const query = await page.evaluate(() => window.location.search.replace(/^\?/, ''));
  await expect(page.locator('.search-results')).toHaveAttribute('data-query', query);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /…/ })).toHaveCount(0);
}
