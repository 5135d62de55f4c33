import { files, uniqueContact, verifyMobile } from '../accounts/accounts';
import { axeViolations, expect, test, useLanguage } from '../fixtures';
import { signedIn } from './profile';

for (const role of ['candidate', 'staff'] as const) {
  test(`a signed-in ${role} edits primary information on /Staff, a new mobile needs its OTP, and it survives a reload`, async ({
    page,
  }) => {
    const who = await signedIn(page, role);
    await page.goto('/Staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Primary Information' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Profile steps' }).locator('[aria-current="step"]'),
    ).toContainText('Primary');
    // the account as registered
    await expect(page.getByLabel('First name')).toHaveValue(who.firstName);
    await expect(page.getByRole('textbox', { name: /Primary mobile number/ })).toHaveValue(who.mobile);
    await expect(page.getByText(who.profileId)).toBeVisible();

    await page.getByLabel('Last name').fill('Deshmukh');
    await page.getByLabel(/^Secondary mobile number/).fill('9876543210');
    await page.getByLabel(/^Photo/).setInputFiles(files.jpeg('photo.jpg'));
    await expect(page.getByText('photo.jpg')).toBeVisible();
    const aadhaar = page.getByLabel(/^Aadhaar number/);
    if (role === 'staff') {
      // saved at registration: shown masked, not editable
      await expect(aadhaar).toHaveValue(/^XXXX XXXX \d{4}$/);
      await expect(aadhaar).toHaveAttribute('readonly', '');
      await page
        .getByRole('group', { name: /Job role/ })
        .getByLabel('Assessor')
        .check();
    } else {
      await expect(aadhaar).toHaveValue('');
    }

    // a new primary number without its OTP is refused
    const { mobile } = uniqueContact();
    await page.getByRole('textbox', { name: /Primary mobile number/ }).fill(mobile);
    await page.getByRole('button', { name: 'Save and Next' }).click();
    await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
      'Please verify your mobile number.',
    );
    await expect(page).toHaveURL(/\/Staff$/);
    await verifyMobile(page, mobile);
    await page.getByRole('button', { name: 'Save and Next' }).click();
    await expect(page).toHaveURL(/\/Address$/);

    await page.goto('/Staff');
    await page.reload();
    await expect(page.getByLabel('Last name')).toHaveValue('Deshmukh');
    await expect(page.getByRole('textbox', { name: /Primary mobile number/ })).toHaveValue(mobile);
    await expect(page.getByLabel(/^Secondary mobile number/)).toHaveValue('9876543210');
    if (role === 'staff') {
      await expect(page.getByRole('group', { name: /Job role/ }).getByLabel('Assessor')).toBeChecked();
      await expect(page.getByRole('group', { name: /Job role/ }).getByLabel('Trainer')).toBeChecked();
    }
    // the dashboard's percent for Primary follows what was saved: the step reads as completed
    await page.goto('/Parent');
    const primaryStep = page.getByRole('navigation', { name: 'Profile steps' }).getByRole('link', { name: /Primary/ });
    await expect(primaryStep).toContainText('completed');
  });
}

test('a visitor still gets staff registration on /Staff', async ({ page }) => {
  await page.goto('/Staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Registration Details' })).toBeVisible();
});

for (const lang of ['en', 'mr'] as const) {
  for (const role of ['candidate', 'staff'] as const) {
    test(`the primary step has no axe violations (${lang}, ${role}), errors shown`, async ({ page }) => {
      await useLanguage(page, lang);
      await signedIn(page, role);
      await page.goto('/Staff');
      await expect(page.locator('form.profile-form')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('#primary-FirstName').fill('');
      await page.locator('#primary-EMailID').fill('not-an-email');
      await page.getByRole('button', { name: lang === 'en' ? 'Save and Next' : 'जतन करा व पुढे जा' }).click();
      await expect(page.locator('#primary-FirstName')).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
