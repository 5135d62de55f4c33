import { expect, test } from '../fixtures';

/** Numbers as people paste them: normalised first, then limited, so no digit is lost. */
test('a pasted "+91 98220 11122" is the mobile 9822011122; Marathi digits count as digits', async ({ page }) => {
  await page.goto('/Candidate');
  const mobile = page.getByRole('textbox', { name: /Primary mobile number/ });
  await mobile.fill('+91 98220 11122');
  await expect(mobile).toHaveValue('9822011122');
  await mobile.fill('०९८२२० ११११२');
  await expect(mobile).toHaveValue('9822011112');
});

test('a pasted Aadhaar "1234 5678 9012" keeps all twelve digits', async ({ page }) => {
  await page.goto('/Staff');
  const aadhaar = page.getByRole('textbox', { name: /^Aadhaar number/ });
  await aadhaar.fill('1234 5678 9012');
  await expect(aadhaar).toHaveValue('123456789012');
});

test('the date of birth shows DD-MM-YYYY as its hint says, whatever the browser locale', async ({ page }) => {
  await page.goto('/Candidate');
  const dob = page.getByRole('textbox', { name: /^Date of birth/ });
  await expect(page.getByText('DD-MM-YYYY, for example 15-08-2004')).toBeVisible();
  await dob.pressSequentially('15082004');
  await expect(dob).toHaveValue('15-08-2004');
});
