import { pages } from '../../apps/server/src/db/seed/demo/pages';
import { expect, test, useLanguage } from '../fixtures';

/** Route table (spec part 2 §2): each information screen and the page of the `pages` table it shows. */
const routes = [
  { path: '/about/board', slug: 'about-board' },
  { path: '/board/vision', slug: 'vision' },
  { path: '/board/mission', slug: 'mission' },
  { path: '/board/values', slug: 'values' },
  { path: '/board/objectives', slug: 'objectives' },
  { path: '/board/goals', slug: 'goals' },
  { path: '/board/governing-board', slug: 'governing-council' },
  { path: '/board/governing-council', slug: 'governing-council' },
  { path: '/contact', slug: 'contact' },
  { path: '/unauthorized', slug: 'unauthorized-institutes' },
  { path: '/employee-development', slug: 'employee-development' },
] as const;

const seeded = (slug: string) => {
  const page = pages.find((p) => p.slug === slug);
  if (!page) throw new Error(`no seeded page ${slug}`);
  return page;
};

for (const route of routes) {
  // axe: shell/every-route-axe.spec.ts
  test(`${route.path} shows its heading and content in English and in Marathi`, async ({ page }) => {
    const content = seeded(route.slug);
    for (const lang of ['en', 'mr'] as const) {
      await useLanguage(page, lang);
      await page.goto(route.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(content.title[lang]);
      for (const block of content.body[lang]) {
        if (block.type === 'h2') await expect(main.getByRole('heading', { level: 2, name: block.text })).toBeVisible();
        if (block.type === 'p') await expect(main.getByText(block.text, { exact: true })).toBeVisible();
        if (block.type === 'ul') await expect(main.getByText(block.items[0] ?? '', { exact: true })).toBeVisible();
        if (block.type === 'table') {
          const cell = block.rows[0]?.[0] ?? '';
          await expect(main.getByRole('rowheader', { name: cell, exact: true }).first()).toBeVisible();
        }
        if (block.type === 'links') {
          const first = block.items[0];
          if (first) await expect(main.getByRole('link', { name: new RegExp(`^${first.text}`) })).toBeVisible();
        }
      }
      await expect(page).toHaveTitle(new RegExp(`^${content.title[lang]} – `));
    }
  });
}

test('Governing Council is one screen at /board/governing-board and /board/governing-council', async ({ page }) => {
  await page.goto('/board/governing-board');
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Governing Council');
  await page.goto('/board/governing-council');
  await expect(heading).toHaveText('Governing Council');
});

test('Unauthorized Institutes has a side menu to Register Complaint, Status of Complaint and Institutes under Inquiry', async ({
  page,
}) => {
  await page.goto('/unauthorized');
  const menu = page.getByRole('navigation', { name: 'Complaints against unauthorized institutes' });
  const targets = [
    ['Register Complaint', '/register-complaint'],
    ['Status of Complaint', '/complaint-status'],
    ['Institutes under Inquiry', '/institutes-under-inquiry'],
  ] as const;
  for (const [name, path] of targets) {
    await expect(menu.getByRole('link', { name })).toHaveAttribute('href', path);
  }
  await menu.getByRole('link', { name: 'Status of Complaint' }).click();
  await expect(page).toHaveURL(/\/complaint-status$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Status of Complaint');
});

test('an information page prints without the shell and without buttons, black on white, with link addresses', async ({
  page,
}) => {
  await page.goto('/employee-development');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const shell of ['.top-bar', '.site-header', '.nav-bar', '.site-footer', '.chatbot-button']) {
    await expect(page.locator(shell)).toBeHidden();
  }
  await expect(page.getByRole('button')).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const colours = await heading.evaluate((h) => {
    const style = getComputedStyle(h);
    return { text: style.color, page: getComputedStyle(document.body).backgroundColor };
  });
  expect(colours).toEqual({ text: 'rgb(0, 0, 0)', page: 'rgb(255, 255, 255)' });
  const link = page.getByRole('link', { name: /NSDC/ });
  const after = await link.evaluate((a) => getComputedStyle(a, '::after').content);
  expect(after).toContain('https://nsdcindia.org');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.site-header')).toBeVisible();
});

test('the Print button opens the print dialog', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.goto('/board/vision');
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
});

test('a Back to top button appears after scrolling more than 200 pixels and returns to the top', async ({ page }) => {
  await page.goto('/about/board');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
});
