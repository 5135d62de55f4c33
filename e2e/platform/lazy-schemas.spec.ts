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

/** Whether any script the page has loaded so far is zod's, once every body read so far is in. */
function watchForZod(page: Page) {
  let zod = false;
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(
      response.text().then(
        (body) => {
          if (body.includes('ZodObject')) zod = true;
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
