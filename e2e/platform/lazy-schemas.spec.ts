import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from '../fixtures';

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

/**
 * The line drops for zod's file only (every other file of the page comes) until `lineUp()`; `refused`
 * counts the drops, and `loads` the page's loads after the first.
 */
async function dropZod(page: Page, path: string) {
  const line = { up: false, refused: 0, loads: 0 };
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    if (!line.up && isZod(await response.text())) {
      line.refused += 1;
      return route.abort('internetdisconnected');
    }
    return route.fulfill({ response });
  });
  await page.goto(path);
  page.on('load', () => {
    line.loads += 1;
  });
  return line;
}

// a file the page still asks for as a test ends finds its handler's context gone: ignored, not a failure
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

const NOT_REACHED = 'Could not reach the portal. Please check your connection.';

test('a schema whose file does not come: the meeting scheduler says so, keeps what was typed, and books once it comes', async ({
  page,
}) => {
  const line = await dropZod(page, '/assitance');
  const name = page.getByLabel(/^Your name/);
  await name.fill('Asha Patil');
  const schedule = page.getByRole('button', { name: 'Schedule meeting' });
  await schedule.click();
  await expect(page.getByText(NOT_REACHED)).toBeVisible();
  // how many times the file is asked for depends on timing (Vite's preload link and the import may each
  // fetch it): the single retry is counted by onFirstUse's own test (schema-resolver.test.ts)
  expect(line.refused, 'the file was refused').toBeGreaterThan(0);
  // no reload for a file that did not come: what was typed is still there
  expect(line.loads).toBe(0);
  await expect(name).toHaveValue('Asha Patil');

  line.up = true;
  await schedule.click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText('District is required');
  await expect(page.getByText(NOT_REACHED)).toBeHidden();
});

test('a form whose schema does not come at submit says so in its error summary, keeps what was typed, and checks once it comes', async ({
  page,
}) => {
  const line = await dropZod(page, '/complaint-status');
  const number = page.getByLabel(/^Complaint Number/);
  await number.fill('CMP-2026-000001');
  const check = page.getByRole('button', { name: 'Check status' });
  await check.click();
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toHaveText(new RegExp(NOT_REACHED.replace('.', '\\.')));
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(0);
  expect(line.refused, 'the file was refused').toBeGreaterThan(0);
  expect(line.loads).toBe(0);
  await expect(number).toHaveValue('CMP-2026-000001');
  expect(await axeViolations(page)).toEqual([]);

  line.up = true;
  await check.click();
  await expect(summary).toContainText('Enter the complaint password, or the mobile number and the OTP');
  await expect(summary).not.toContainText(NOT_REACHED);
});

test('the complaint form whose checks do not come says the submission failed, not that the details are wrong', async ({
  page,
}) => {
  await dropZod(page, '/register-complaint');
  await page
    .getByLabel(/^First Name/)
    .first()
    .fill('Asha');
  await page.getByLabel(/^I declare/).check();
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  const failed = page.getByRole('alertdialog', { name: 'Submission Failed' });
  await expect(failed).toContainText('The complaint could not be submitted. Please try again.');
  await page.getByRole('button', { name: 'OK' }).click();
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('listitem')).toHaveText([NOT_REACHED]);
  // the form writes names in capitals as they are typed
  await expect(page.getByLabel(/^First Name/).first()).toHaveValue('ASHA');
});
