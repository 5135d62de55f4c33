import zlib from 'node:zlib';
import { expect, test } from '../fixtures';

/**
 * The landing route's JavaScript budget (docs/decisions/005-landing-route-budget.md): every script
 * Chromium loads for `/`, gzipped (level 9, as the precompressed assets are), at most 100 KB.
 */
const BUDGET_BYTES = 100 * 1024;

test('the landing route loads at most 100 KB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, zlib.gzipSync(body, { level: 9 }).length);
      }),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await Promise.all(pending);

  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const table = [...scripts].map(([file, size]) => `${file} ${(size / 1024).toFixed(1)} KB`).join('\n');
  test.info().annotations.push({ type: 'landing JS', description: `${(total / 1024).toFixed(1)} KB\n${table}` });
  console.log(`landing route JS: ${(total / 1024).toFixed(1)} KB gzipped\n${table}`);
  expect(total, table).toBeLessThanOrEqual(BUDGET_BYTES);
});

/**
 * The chatbot is on every page, so opening it must stay cheap on a slow phone: what its first open
 * loads beyond the page is at most 8 KB of gzipped JavaScript (it once pulled the schemas and zod,
 * 36 KB, for two numbers).
 */
test('opening the chatbot loads at most 8 KB of gzipped JavaScript', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, zlib.gzipSync(body, { level: 9 }).length);
      }),
    );
  });
  await page.getByRole('button', { name: 'KAUSHALYA' }).click();
  await expect(page.getByLabel('Your question')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const table = [...scripts].map(([file, size]) => `${file} ${(size / 1024).toFixed(1)} KB`).join('\n');
  console.log(`chatbot first open JS: ${(total / 1024).toFixed(1)} KB gzipped\n${table}`);
  expect(total, table).toBeLessThanOrEqual(8 * 1024);
});
