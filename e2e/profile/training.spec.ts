import { files } from '../accounts/accounts';
import { axeViolations, expect, test, useLanguage } from '../fixtures';
import { signedIn } from './profile';

for (const role of ['candidate', 'staff'] as const) {
  test(`a ${role} adds, edits and deletes trainings, and the step completes`, async ({ page }) => {
    await signedIn(page, role);
    await page.goto('/Training');
    await page.getByRole('button', { name: 'Save and Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select whether you have completed any training.');
    await page
      .getByRole('group', { name: /Have You Completed Any Training/ })
      .getByLabel('Yes')
      .check();
    await page.getByRole('button', { name: 'Save and Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please add at least one training record before proceeding.');

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Course name is required' })).toBeVisible();
    await page.getByLabel(/^Course name/).fill('Electrician');
    await page.getByLabel(/^Course conducted by/).fill('ITI Aundh');
    await page.getByLabel(/^From date/).fill('01062023');
    await page.getByLabel(/^To date/).fill('01052023');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('link', { name: 'To date must be after from date' })).toBeVisible();
    await page.getByLabel(/^To date/).fill('15122023');
    await page.getByLabel(/^Certificate/).setInputFiles(files.pdf('training.pdf'));
    await expect(page.getByRole('link', { name: 'Open Certificate (opens in a new tab)' })).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.locator('.profile-step__saved')).toHaveText('Training Saved Successfully.');
    const table = page.getByRole('table', { name: 'Trainings added' });
    await expect(table.getByRole('row')).toHaveCount(2);

    await table.getByRole('button', { name: 'Edit Electrician' }).click();
    await page.getByLabel(/^Course name/).fill('Wireman');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.locator('.profile-step__saved')).toHaveText('Training Updated Successfully.');
    await expect(table.getByRole('rowheader')).toHaveText(['Wireman']);

    await page.reload();
    await expect(page.getByRole('table', { name: 'Trainings added' }).getByRole('rowheader')).toHaveText(['Wireman']);
    await page.getByRole('button', { name: 'Save and Next' }).click();
    await expect(page).toHaveURL(/\/AdditionalDetails$/);
    await page.goto('/Training');
    await page.getByRole('button', { name: 'Delete Wireman' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText("Are you sure? You won't be able to revert this!");
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(page.locator('.profile-step__saved')).toHaveText('Training record has been deleted.');
    await expect(page.getByRole('table', { name: 'Trainings added' })).toHaveCount(0);
  });
}

test("'No' saves the No Training answer and completes the step", async ({ page }) => {
  await signedIn(page, 'candidate');
  await page.goto('/Training');
  await page
    .getByRole('group', { name: /Have You Completed Any Training/ })
    .getByLabel('No')
    .check();
  await expect(page.getByRole('button', { name: 'Change Selection' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and Next' }).click();
  await expect(page).toHaveURL(/\/AdditionalDetails$/);
  await expect(page.locator('.profile-step__saved')).toHaveText('Training information saved successfully.');
  await page.goto('/Training');
  await expect(page.getByRole('group', { name: /Have You Completed Any Training/ }).getByLabel('No')).toBeChecked();
});

for (const lang of ['en', 'mr'] as const) {
  test(`the training step has no axe violations (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await signedIn(page, 'staff');
    await page.goto('/Training');
    await page.locator('input[name="HasTraining"][value="yes"]').check();
    await page.locator('form[aria-labelledby="training-form-title"] button[type="submit"]').click();
    expect(await axeViolations(page)).toEqual([]);
  });
}
