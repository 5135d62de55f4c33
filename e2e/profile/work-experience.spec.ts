import type { Page } from '@playwright/test';
import { axeViolations, expect, test, useLanguage } from '../fixtures';
import { signedIn } from './profile';

/** 411001 is Pune in the seeded Maharashtra pincode data. */
const PUNE_PIN = '411001';
const question = (page: Page) => page.getByRole('group', { name: /Do you have any work experience/ });
const saveAndNext = (page: Page) => page.getByRole('button', { name: 'Save and Next' }).click();
const addButton = (page: Page) => page.getByRole('button', { name: 'Add Experience' });
const saved = (page: Page) => page.locator('.profile-step__saved');
const table = (page: Page) => page.getByRole('table', { name: 'Work experience added' });

for (const role of ['candidate', 'staff'] as const) {
  test(`a ${role} adds a work experience from its pin code, edits and deletes it, and the step completes`, async ({
    page,
  }) => {
    await signedIn(page, role);
    await page.goto('/WorkExperience');
    await expect(page.getByRole('heading', { level: 1, name: 'Work Experience' })).toBeVisible();
    await saveAndNext(page);
    await expect(page.getByRole('alert')).toHaveText(
      "Please add at least one work experience or select 'No' if you don't have any.",
    );
    await question(page).getByLabel('Yes').check();

    await addButton(page).click();
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Establishment Name is required',
      'Address is required',
      'Pin Code is required',
      'State is required',
      'District is required',
      'Taluka is required',
      'City / Village is required',
      'Job Role is required',
      'From Date is required',
      'To Date is required',
      'Salary per Month is required',
    ]);

    await page.getByLabel(/^Establishment Name/).fill('Tata Motors');
    const address = page.getByRole('group', { name: 'Address of the establishment' });
    await address.getByLabel(/^Address/).fill('Pimpri Plant, Old Mumbai-Pune Highway');
    await address.getByLabel(/^Pin Code/).fill('4110');
    await address.getByLabel(/^Pin Code/).fill(PUNE_PIN);
    await expect(address.getByRole('status')).toHaveText(
      'State, district, taluka and city / village filled in from the pin code.',
    );
    await expect(page.locator('#work-DistrictID option:checked')).toHaveText('Pune');
    await expect(address.getByLabel(/^City/)).not.toHaveValue('');
    await page.getByLabel(/^Job Role/).fill('Fitter');
    await page.getByLabel(/^From Date/).fill('01072019');
    await page.getByLabel(/^To Date/).fill('01062019');
    await page.getByLabel(/^Salary per Month/).fill('18,500');
    await addButton(page).click();
    await expect(summary.getByRole('link')).toHaveText([
      'To Date cannot be earlier than From Date',
      'Salary must be a number',
    ]);
    await page.getByLabel(/^To Date/).fill('31032023');
    await page.getByLabel(/^Salary per Month/).fill('18500');
    await addButton(page).click();
    await expect(saved(page)).toHaveText('Work experience added successfully!');
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(table(page).getByRole('row').nth(1)).toContainText('Pune');
    await expect(table(page).getByRole('row').nth(1)).toContainText('₹18,500');

    await table(page).getByRole('button', { name: 'Edit Tata Motors' }).click();
    await expect(page.getByLabel(/^Establishment Name/)).toBeFocused();
    await expect(page.locator('#work-DistrictID option:checked')).toHaveText('Pune');
    await page.getByLabel(/^Job Role/).fill('Senior Fitter');
    await page.getByRole('button', { name: 'Update Experience' }).click();
    await expect(saved(page)).toHaveText('Work experience updated successfully!');
    await expect(table(page).getByRole('row').nth(1)).toContainText('Senior Fitter');

    await page.reload();
    await expect(question(page).getByLabel('Yes')).toBeChecked();
    await expect(table(page).getByRole('rowheader')).toHaveText(['Tata Motors']);
    await expect(table(page).getByRole('row').nth(1)).toContainText('Senior Fitter');
    await saveAndNext(page);
    await expect(page).toHaveURL(/\/verify$/);
    await expect(page.getByText('Work experience details saved successfully.')).toHaveRole('status');

    await page.goto('/WorkExperience');
    await page.getByRole('button', { name: 'Delete Tata Motors' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText("Are you sure? You won't be able to revert this!");
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(saved(page)).toHaveText('Work experience has been deleted.');
    await expect(table(page)).toHaveCount(0);
  });
}

test('Save and Next with Yes and an empty list adds the filled-in form first', async ({ page }) => {
  await signedIn(page, 'staff');
  await page.goto('/WorkExperience');
  await question(page).getByLabel('Yes').check();
  await page.getByLabel(/^Establishment Name/).fill('Kirloskar Brothers');
  const address = page.getByRole('group', { name: 'Address of the establishment' });
  await address.getByLabel(/^Address/).fill('Yamuna, Baner');
  await address.getByLabel(/^Pin Code/).fill(PUNE_PIN);
  await expect(page.locator('#work-DistrictID option:checked')).toHaveText('Pune');
  await expect(address.getByLabel(/^City/)).not.toHaveValue('');
  await page.getByLabel(/^Job Role/).fill('Machinist');
  await page.getByLabel(/^From Date/).fill('01012020');
  await page.getByLabel(/^To Date/).fill('31122022');
  await page.getByLabel(/^Salary per Month/).fill('21000');
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByText('Work experience added successfully!')).toHaveRole('status');
  await page.goto('/WorkExperience');
  await expect(table(page).getByRole('rowheader')).toHaveText(['Kirloskar Brothers']);
  // usable on a 360 px phone: the page does not scroll sideways (the table scrolls in its own box)
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByLabel(/^Establishment Name/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("'No' saves the no-experience answer and completes the step", async ({ page }) => {
  await signedIn(page, 'candidate');
  await page.goto('/WorkExperience');
  await question(page).getByLabel('No').check();
  await expect(page.getByRole('button', { name: 'Change Selection' })).toBeVisible();
  await saveAndNext(page);
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByText('Work experience details saved successfully.')).toHaveRole('status');
  await page.goto('/WorkExperience');
  await page.reload();
  await expect(question(page).getByLabel('No')).toBeChecked();
  const step = page.getByRole('navigation', { name: 'Profile steps' }).getByRole('link', { name: /Work Experience/ });
  await expect(step).toContainText('completed');
});

for (const lang of ['en', 'mr'] as const) {
  test(`the work experience step has no axe violations (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await signedIn(page, 'candidate');
    await page.goto('/WorkExperience');
    await page.locator('input[name="HasWorkExperience"][value="yes"]').check();
    await page.locator('form[aria-labelledby="work-form-title"] button[type="submit"]').click();
    await expect(page.locator('.error-summary')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
