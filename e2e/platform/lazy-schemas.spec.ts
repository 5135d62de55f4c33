import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * The public forms load zod and their shared schema when first used, not with the page (decision 072):
 * building them was one 180–300 ms task on each form page of a phone at 4× CPU. Zod's code is known by
 * its class names, which survive minification. That the forms still check every field in the spec's
 * words is the forms' own tests' (complaint.spec.ts, grievance.spec.ts, help.spec.ts, sign-in.spec.ts …).
 */
const FORMS: { path: string; field: string }[] = [
  { path: '/register-complaint', field: 'First Name' },
  { path: '/complaint-status', field: 'Complaint Number' },
  { path: '/assitance', field: 'Subject' },
  { path: '/grievance-status', field: 'Grievance Number' },
  { path: '/Candidate', field: 'First Name' },
  { path: '/AccountRecovery', field: 'Forgot Password' },
];

/** Whether a script is zod's: its class names survive minification. */
const isZod = (script: string) => script.includes('ZodObject');

/** Whether any script the page has loaded so far is zod's, once every body read so far is in. */
function watchForZod(page: Page) {
  let zod = false;
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(
      response.text().then(
        (body) => {
          if (isZod(body)) zod = true;
        },
        () => {},
      ),
    );
  });
  return async () => {
    await Promise.all(reads);
    return zod;
  };
}

for (const { path, field } of FORMS) {
  test(`${path} loads zod when its form is first focused, not with the page`, async ({ page }) => {
    const zodLoaded = watchForZod(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await zodLoaded(), 'zod loaded with the page').toBe(false);
    await page.getByLabel(field, { exact: false }).first().focus();
    await expect.poll(zodLoaded).toBe(true);
  });
}

test('a schema whose file does not come: the meeting scheduler says so, keeps what was typed, and books once it comes', async ({
  page,
}) => {
  // the line drops for zod's file only: every other file of the page has come
  let lineUp = false;
  let refused = 0;
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    if (!lineUp && isZod(await response.text())) {
      refused += 1;
      return route.abort('internetdisconnected');
    }
    return route.fulfill({ response });
  });
  await page.goto('/assitance');
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  const name = page.getByLabel(/^Your name/);
  await name.fill('Asha Patil');
  const schedule = page.getByRole('button', { name: 'Schedule meeting' });
  await schedule.click();
  await expect(page.getByText('Could not reach the portal. Please check your connection.')).toBeVisible();
  // how many times the file is asked for depends on timing (Vite's preload link and the import may each
  // fetch it): the single retry is counted by onFirstUse's own test (schema-resolver.test.ts)
  expect(refused, 'the file was refused').toBeGreaterThan(0);
  // no reload for a file that did not come: what was typed is still there
  expect(loads).toBe(0);
  await expect(name).toHaveValue('Asha Patil');

  lineUp = true;
  await schedule.click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText('District is required');
  await expect(page.getByText('Could not reach the portal. Please check your connection.')).toBeHidden();
});
