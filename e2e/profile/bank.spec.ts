import type { Page } from '@playwright/test';
import { files } from '../accounts/accounts';
import { axeViolations, expect, test, useLanguage } from '../fixtures';
import { signedIn } from './profile';

const ACCOUNT_NO = '123456789012';

/** Chooses a file for a document field (by its form name) and waits until it is stored. */
async function upload(page: Page, field: string, file: ReturnType<typeof files.pdf>) {
  await page.locator(`#bank-${field}`).setInputFiles(file);
  await expect(page.locator(`#bank-${field}-status`)).toHaveText(`Uploaded: ${file.name}`);
}

const drafts = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('draft:'))
      .map((k) => localStorage.getItem(k) ?? ''),
  );

for (const role of ['candidate', 'staff'] as const) {
  test(`a ${role} checks the IFSC code, uploads the passbook and PAN card, saves, and finds it all masked after a reload`, async ({
    page,
  }) => {
    await signedIn(page, role);
    await page.goto('/BankDetails');
    await expect(page.getByRole('heading', { level: 1, name: 'Bank Details' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Profile steps' }).locator('[aria-current="step"]'),
    ).toContainText('Bank');

    await page.getByRole('button', { name: 'Save and Next' }).click();
    const summary = page.locator('.error-summary');
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link', { name: 'IFSC code is required' })).toBeVisible();
    // every error names its field (issue 23 item 5)
    await expect(summary.getByRole('link', { name: /^[^:]+: Required$/ })).toHaveCount(8);

    await page.getByLabel(/^Account type/).selectOption('Saving');
    const accountNo = page.getByLabel(/^Account number/);
    await accountNo.fill(ACCOUNT_NO);
    await page.getByLabel(/^Account holder's name/).fill('Ramesh Patil');
    const ifsc = page.getByLabel(/^IFSC code/);
    const bank = page.getByLabel(/^Bank name/);
    const branch = page.getByLabel(/^Branch name/);
    const checkIfsc = page.getByRole('button', { name: 'Check IFSC Code' });

    // a code no bank has
    await ifsc.fill('abcd0123456');
    await expect(ifsc).toHaveValue('ABCD0123456');
    await checkIfsc.click();
    await expect(page.locator('#bank-IFSCCode-error')).toHaveText(/Invalid IFSC code\. No bank details found\./);
    // a malformed one is refused before asking
    await ifsc.fill('SBIN1000300');
    await checkIfsc.click();
    await expect(page.locator('#bank-IFSCCode-error')).toHaveText(/Invalid IFSC format/);

    await ifsc.fill('sbin0000300');
    await checkIfsc.click();
    await expect(bank).toHaveValue('State Bank of India');
    await expect(branch).toHaveValue('Mumbai Main Branch');
    await expect(page.getByText('IFSC code verified: State Bank of India.')).toBeVisible();
    // changing the code clears the verification, the bank and the branch
    await ifsc.press('End');
    await ifsc.press('Backspace');
    await expect(bank).toHaveValue('');
    await expect(branch).toHaveValue('');
    await ifsc.press('0');
    await page.getByRole('button', { name: 'Save and Next' }).click();
    await expect(summary.getByRole('link', { name: 'IFSC code must be verified' })).toBeVisible();
    await checkIfsc.click();
    await expect(branch).toHaveValue('Mumbai Main Branch');

    await upload(page, 'CancelChequePath', files.pdf('passbook.pdf'));
    const pan = page.getByLabel(/^PAN(?! card)/);
    await pan.fill('abcde1234f');
    await expect(pan).toHaveValue('ABCDE1234F');
    await upload(page, 'PANPath', files.jpeg('pan.jpg'));
    // the account number is never kept in the browser's draft
    expect((await drafts(page)).join('')).not.toContain(ACCOUNT_NO);

    await page.getByRole('button', { name: 'Save and Next' }).click();
    await expect(page).toHaveURL(/\/WorkExperience$/);
    await page.goto('/Parent');
    const step = page.getByRole('navigation', { name: 'Profile steps' }).getByRole('link', { name: /Bank/ });
    await expect(step).toContainText('completed');

    await page.goto('/BankDetails');
    await page.reload();
    await expect(accountNo).toHaveValue('XXXXXXXX9012');
    await expect(
      page.getByText('Only the last 4 digits of the saved number are shown.', { exact: false }),
    ).toBeVisible();
    await expect(ifsc).toHaveValue('SBIN0000300');
    await expect(bank).toHaveValue('State Bank of India');
    await expect(pan).toHaveValue('ABCDE1234F');
    await expect(page.getByRole('link', { name: /Open Passbook or cancelled cheque/ })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of PAN card' })).toBeVisible();

    // Reset restores the last saved values
    await page.getByLabel(/^Account holder's name/).fill('Someone Else');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByLabel(/^Account holder's name/)).toHaveValue('Ramesh Patil');

    // saving the masked number unchanged keeps the saved one
    await page.getByRole('button', { name: 'Save and Next' }).click();
    await expect(page).toHaveURL(/\/WorkExperience$/);
  });
}

test('without a bank account only the PAN and PAN card are asked for', async ({ page }) => {
  await signedIn(page, 'candidate');
  await page.goto('/BankDetails');
  await page.getByRole('group', { name: 'Do you have a bank account?' }).getByLabel('No').check();
  await expect(page.getByLabel(/^IFSC code/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save and Next' }).click();
  const summary = page.locator('.error-summary');
  await expect(summary.getByRole('link')).toHaveText(['PAN: Required', 'PAN card: Required']);
  await page.getByLabel(/^PAN(?! card)/).fill('ABCDE1234F');
  await upload(page, 'PANPath', files.pdf('pan.pdf'));
  await page.getByRole('button', { name: 'Save and Next' }).click();
  await expect(page).toHaveURL(/\/WorkExperience$/);
  await page.goto('/BankDetails');
  await expect(page.getByRole('group', { name: 'Do you have a bank account?' }).getByLabel('No')).toBeChecked();
});

for (const lang of ['en', 'mr'] as const) {
  test(`the bank step has no axe violations (${lang}), with errors shown and a verified code`, async ({ page }) => {
    await useLanguage(page, lang);
    await signedIn(page, 'staff');
    await page.goto('/BankDetails');
    await expect(page.locator('form.profile-form')).toBeVisible();
    await page.getByRole('button', { name: lang === 'en' ? 'Save and Next' : 'जतन करा व पुढे जा' }).click();
    await expect(page.locator('#bank-IFSCCode-error')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#bank-IFSCCode').fill('MAHB0000001');
    await page.getByRole('button', { name: lang === 'en' ? 'Check IFSC Code' : 'आयएफएससी कोड तपासा' }).click();
    await expect(page.locator('#bank-BankName')).toHaveValue('Bank of Maharashtra');
    expect(await axeViolations(page)).toEqual([]);
  });
}
