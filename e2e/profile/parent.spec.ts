import { axeViolations, expect, test, useLanguage } from '../fixtures';
import { signedIn } from './profile';

for (const role of ['candidate', 'staff'] as const) {
  test(`a ${role} saves parent details, is told in the spec's words and finds them after a reload`, async ({
    page,
  }) => {
    await signedIn(page, role);
    await page.goto('/Parent');
    await expect(page.getByRole('heading', { level: 1, name: 'Parent/Guardian and Marital Status' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Profile steps' }).locator('[aria-current="step"]'),
    ).toContainText('Parent');
    await page.getByRole('button', { name: 'Save and Next' }).click();
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    // two fields of one name: each says whose it is (issue 23 item 5)
    await expect(summary.getByRole('link')).toHaveText([
      "Father's name – First name: Required",
      "Mother's name – First name: Required",
    ]);

    await page.getByRole('group', { name: "Father's name" }).getByLabel('First name').fill('Ramesh');
    await page.getByRole('group', { name: "Mother's name" }).getByLabel('First name').fill('Sunita');
    await page.getByRole('group', { name: 'Marital status' }).getByLabel('Married', { exact: true }).check();
    await page.getByLabel(/^Title/).selectOption('Mrs');
    await page.getByRole('group', { name: "Spouse's name" }).getByLabel('First name').fill('Asha');
    await page.getByRole('button', { name: 'Save and Next' }).click();
    await expect(page).toHaveURL(/\/Category$/);
    await expect(page.locator('.profile-step__saved')).toHaveText(
      `${role === 'candidate' ? 'Candidate' : 'Staff'} parent details saved successfully.`,
    );

    await page.goto('/Parent');
    await page.reload();
    await expect(page.getByRole('group', { name: "Father's name" }).getByLabel('First name')).toHaveValue('Ramesh');
    await expect(page.getByLabel(/^Title/)).toHaveValue('Mrs');
    const parentStep = page.getByRole('navigation', { name: 'Profile steps' }).getByRole('link', { name: /Parent/ });
    await expect(parentStep).toContainText('completed');
  });
}

test('a half-typed parent step comes back after a reload, and is gone after signing out', async ({ page }) => {
  await signedIn(page, 'candidate');
  await page.goto('/Parent');
  await page.getByRole('group', { name: "Father's name" }).getByLabel('First name').fill('Vitthal');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Unsaved changes' })).toBeVisible();
  await page.getByRole('button', { name: 'Restore changes' }).click();
  await expect(page.getByRole('group', { name: "Father's name" }).getByLabel('First name')).toHaveValue('Vitthal');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('draft:')).length)).toBe(1);
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, LogOut!' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('draft:')).length)).toBe(0);
});

for (const lang of ['en', 'mr'] as const) {
  test(`the parent step has no axe violations (${lang}), married and orphan branches shown`, async ({ page }) => {
    await useLanguage(page, lang);
    await signedIn(page, 'candidate');
    await page.goto('/Parent');
    await expect(page.locator('form.profile-form')).toBeVisible();
    await page.locator('input[name="MaritalStatus"][value="M"]').check();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('input[name="IsOrphan"][value="1"]').check();
    await page.getByRole('button', { name: lang === 'en' ? 'Save and Next' : 'जतन करा व पुढे जा' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
}
