import { axeViolations, expect, test, useLanguage } from '../fixtures';
import { signedIn } from './profile';

for (const role of ['candidate', 'staff'] as const) {
  test(`a ${role} adds and removes languages, saves the additional details, and they survive a reload`, async ({
    page,
  }) => {
    await signedIn(page, role);
    await page.goto('/AdditionalDetails');
    await page.getByRole('button', { name: 'Save and Next' }).click();
    await expect(page.getByRole('link', { name: 'Required' })).toHaveCount(2);

    await page.getByLabel(/^Blood group/).selectOption({ label: 'B+' });
    await page.getByLabel(/^Mother tongue/).selectOption({ label: 'Marathi' });
    await page.getByRole('button', { name: 'Save and Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Error saving data: At least one language is required');
    await expect(page).toHaveURL(/\/AdditionalDetails$/);

    const add = page.getByRole('button', { name: 'Add', exact: true });
    const language = page.getByLabel('Language', { exact: true });
    await add.click();
    await expect(page.getByText('Select at least one of read, write or speak')).toBeVisible();
    await expect(language).toBeFocused();
    const abilities = page.getByRole('group', { name: 'I can' });
    await language.selectOption({ label: 'Marathi' });
    await abilities.getByLabel('Read').check();
    await abilities.getByLabel('Speak').check();
    await add.click();
    await expect(page.locator('.profile-step__saved')).toHaveText('Language added successfully');
    await language.selectOption({ label: 'Hindi' });
    await abilities.getByLabel('Speak').check();
    await add.click();
    const table = page.getByRole('table', { name: 'Languages added' });
    await expect(table.getByRole('rowheader')).toHaveText(['Marathi', 'Hindi']);
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['Yes', 'No', 'Yes', 'Remove']);
    await expect(page.getByRole('option', { name: 'Marathi' }).last()).toBeDisabled();

    await table.getByRole('button', { name: 'Remove Hindi' }).click();
    await expect(page.locator('.profile-step__saved')).toHaveText('Language removed successfully');
    await expect(table.getByRole('rowheader')).toHaveText(['Marathi']);

    await page.getByRole('button', { name: 'Save and Next' }).click();
    await expect(page).toHaveURL(/\/BankDetails$/);
    const who = role === 'candidate' ? 'Candidate' : 'Staff';
    await expect(page.getByRole('status').filter({ hasText: 'additional' })).toHaveText(
      `${who} additional details saved successfully.`,
    );

    await page.goto('/AdditionalDetails');
    await page.reload();
    await expect(page.getByLabel(/^Blood group/)).toHaveValue('3');
    await expect(page.getByLabel(/^Mother tongue/)).toHaveValue('14');
    await expect(page.getByRole('table', { name: 'Languages added' }).getByRole('rowheader')).toHaveText(['Marathi']);
  });
}

for (const lang of ['en', 'mr'] as const) {
  test(`the additional details step has no axe violations (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await signedIn(page, lang === 'en' ? 'candidate' : 'staff');
    await page.goto('/AdditionalDetails');
    await page.locator('#additional-language').selectOption('5');
    await page.locator('#additional-abilities').check();
    await page.locator('.additional-languages button.button--secondary').click();
    await expect(page.getByRole('table')).toBeVisible();
    await page.locator('.additional-languages button.button--secondary').click();
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('#additional-blood-group')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });
}
