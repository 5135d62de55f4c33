import { fileComplaint } from '../complaint/complaint';
import { axeViolations, expect, test, useLanguage } from '../fixtures';
import { signedInOfficial } from './console';

/**
 * The case inbox end to end (issue 20 item 2): a citizen's complaint (filed through the API: the form's
 * own spec files one through the screen) is worked to closure by an officer of its region in the
 * console, with a check of the answers before each decision; the citizen then sees the timeline on the
 * public status page and rates the handling. axe on the inbox and the case page in English and Marathi.
 */

const PASSWORD = 'Satara@2026';
test.setTimeout(120_000);

test('an officer works a complaint to closure; the citizen sees the timeline and rates it', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const citizen = await playwright.request.newContext({ baseURL });
  const complaint = await fileComplaint(citizen, PASSWORD);
  await citizen.dispose();
  // the institute is in Nagpur: an officer of the Nagpur region (6) has the case
  await signedInOfficial(page, playwright, baseURL ?? '', { role: 'officer', regionId: 6 });

  await page.goto('/console/cases');
  await expect(page.getByRole('heading', { level: 1, name: 'Cases' })).toBeVisible();
  // an officer of one region filters by the districts of theirs, not by region
  await expect(page.getByLabel('District', { exact: true })).toContainText('Wardha');
  await expect(page.getByLabel('District', { exact: true })).not.toContainText('Pune');
  await expect(page.getByLabel('Region', { exact: true })).toHaveCount(0);
  await page.getByLabel('District', { exact: true }).selectOption({ label: 'Nagpur' });
  await page.getByLabel('Sort by').selectOption({ label: 'Filed, newest first' });
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page.getByRole('row').filter({ hasText: complaint.number });
  await expect(row).toContainText('Received');
  await expect(row).toContainText(/30 days left|29 days left/);
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('link', { name: complaint.number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Case ${complaint.number}` })).toBeVisible();
  // the filer's form under the form's own labels, places by name, choices in words
  const filed = page.getByRole('region', { name: 'What the filer wrote' });
  await expect(filed).toContainText('Institute Type');
  await expect(filed).toContainText('College');
  await expect(filed).toContainText('Nagpur');
  await expect(filed).not.toContainText('institute.district');
  expect(await axeViolations(page)).toEqual([]);

  const decide = async (action: string, fill: Record<string, string>, status: string) => {
    await page.getByRole('combobox', { name: /^Action/ }).selectOption({ label: action });
    for (const [label, text] of Object.entries(fill)) {
      await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(text);
    }
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Check your answers before you confirm' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(`Done. The case is now: ${status}.`)).toBeVisible();
  };
  await decide('Acknowledge', {}, 'Under review');
  await decide(
    'Close with the action taken',
    {
      'Action taken': 'The institute was served a notice to stop admissions.',
      'Remarks for the filer': 'Thank you: the institute has stopped taking admissions.',
    },
    'Closed',
  );
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Closed');

  // the citizen, in a browser of their own
  const context = await browser.newContext();
  const own = await context.newPage();
  await own.goto('/complaint-status');
  await own.getByLabel(/^Complaint Number/).fill(complaint.number);
  await own.getByLabel(/^Password/).fill(PASSWORD);
  await own.getByRole('button', { name: 'Check status' }).click();
  const result = own.getByRole('region', { name: `Complaint ${complaint.number}` });
  await expect(result).toContainText('Closed');
  await expect(result).toContainText('Thank you: the institute has stopped taking admissions.');
  await own.getByLabel('4 – well').check();
  await own.getByRole('button', { name: 'Send the rating' }).click();
  await expect(own.getByText('Thank you for rating how your case was handled.')).toBeVisible();
  await context.close();

  // the officer's case page shows the rating; both console pages in Marathi
  await page.reload();
  await expect(page.locator('main')).toContainText('4 of 5');
  await useLanguage(page, 'mr');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `प्रकरण ${complaint.number}` })).toBeVisible();
  const filedMr = page.getByRole('region', { name: 'अर्जदाराने लिहिलेले' });
  await expect(filedMr).toContainText('संस्थेचे नाव');
  await expect(filedMr).toContainText('नागपूर');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/console/cases');
  await expect(page.getByRole('heading', { level: 1, name: 'प्रकरणे' })).toBeVisible();
  await expect(page.locator('caption')).toHaveText(/^[०-९,]+ प्रकरणे?, पान १ \/ [०-९,]+$/);
  expect(await axeViolations(page)).toEqual([]);
});
