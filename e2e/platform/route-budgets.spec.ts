import zlib from 'node:zlib';
import { APP_ROUTES } from '@portal/shared/routes';
import { expect, test } from '../fixtures';

/**
 * Per-route JavaScript budgets for every public route (issue 22 item 2): every script Chromium loads
 * for the route until the network is idle, gzipped (level 9, as the precompressed assets are), at most
 * the route's budget. The budgets are today's sizes with a little room (a regression fails `npm test`);
 * the landing route keeps its own 100 KB budget (landing-budget.spec.ts, decision 005). Lowering them is
 * issue 22's work (HTML from the server, validation after first paint).
 */
const KB = 1024;
const BUDGETS: Record<string, number> = {
  '/Candidate': 200 * KB, // measured 194.1 KB (2026-11-27)
  '/Staff': 202 * KB, // measured 195.2 KB (2026-11-27)
  '/AccountRecovery': 190 * KB, // measured 183.9 KB (2026-11-27)
  '/promoting-organization': 113 * KB, // measured 108.8 KB (2026-11-27)
  '/institutes/search': 173 * KB, // measured 167.2 KB (2026-11-27)
  '/courses': 173 * KB, // measured 167.0 KB (2026-11-27)
  '/about/board': 115 * KB, // measured 111.3 KB (2026-11-27)
  '/board/vision': 115 * KB, // measured 111.3 KB (2026-11-27)
  '/board/mission': 115 * KB, // measured 111.3 KB (2026-11-27)
  '/board/values': 115 * KB, // measured 111.3 KB (2026-11-27)
  '/board/objectives': 115 * KB, // measured 111.3 KB (2026-11-27)
  '/board/goals': 115 * KB, // measured 111.3 KB (2026-11-27)
  '/board/governing-council': 115 * KB, // measured 111.3 KB (2026-11-27)
  '/contact': 115 * KB, // measured 111.3 KB (2026-11-27)
  '/employee-development': 115 * KB, // measured 111.6 KB (2026-11-27)
  '/register-complaint': 199 * KB, // measured 193.2 KB (2026-11-27)
  '/complaint-status': 190 * KB, // measured 183.8 KB (2026-11-27)
  '/institutes-under-inquiry': 116 * KB, // measured 112.2 KB (2026-11-27)
  '/assitance': 199 * KB, // measured 193.0 KB (2026-11-27)
  '/grievance-status': 188 * KB, // measured 181.7 KB (2026-11-27)
  '/accessibility-statement': 115 * KB, // measured 111.3 KB (2026-11-27)
  '/privacy-policy': 115 * KB, // measured 111.3 KB (2026-11-27)
  '/terms-of-use': 115 * KB, // measured 111.3 KB (2026-11-27)
  '/sitemap': 111 * KB, // measured 107.3 KB (2026-11-27)
};

test('every public route has a JavaScript budget', () => {
  const publicPaths = APP_ROUTES.filter((r) => r.public && r.path !== '/').map((r) => r.path);
  expect(Object.keys(BUDGETS).sort()).toEqual(publicPaths.sort());
});

for (const [path, budget] of Object.entries(BUDGETS)) {
  test(`${path} loads at most ${(budget / KB).toFixed(0)} KB of gzipped JavaScript`, async ({ page }) => {
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
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const table = [...scripts].map(([file, size]) => `${file} ${(size / KB).toFixed(1)} KB`).join('\n');
    console.log(`${path} JS: ${(total / KB).toFixed(1)} KB gzipped`);
    expect(total, table).toBeLessThanOrEqual(budget);
  });
}
