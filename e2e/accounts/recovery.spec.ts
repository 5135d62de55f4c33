import { createCandidate, expect, test } from '../fixtures';
import { NEW_PASSWORD, newPerson, nextOtp, SECURITY_ANSWER, signIn } from './accounts';

test.setTimeout(120_000);

test.describe('account recovery', () => {
  test("Proceed without a choice says 'Please select an option to proceed'; Back pops one step", async ({ page }) => {
    await page.goto('/account-recovery');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
      'Please select an option to proceed',
    );
    await page.getByLabel('Forgot Password').check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeFocused();
    await page.getByLabel(/Answer the security question/).check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('heading', { name: 'Answer your security question' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'What do you need help with?' })).toBeVisible();
  });

  test('forgot password by security question: the answer is checked at its step, the new password works', async ({
    page,
    request,
  }) => {
    const { profileId } = await createCandidate(request);

    await page.goto('/AccountRecovery');
    await page.getByLabel('Forgot Password').check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByLabel(/Answer the security question/).check();
    await page.getByRole('button', { name: 'Proceed' }).click();

    await page.getByLabel(/^Profile ID/).fill(profileId);
    await page.getByLabel(/^Security question/).selectOption({ label: 'What is the name of your first school?' });
    await page.getByLabel(/^Answer/).fill('Wrong school');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Answer your security question' })).toBeVisible();

    await page.getByLabel(/^Answer/).fill(SECURITY_ANSWER);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match').first()).toBeVisible();
    await page.getByLabel('Show password').check();
    await expect(page.getByLabel(/^New password/)).toHaveAttribute('type', 'text');
    await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password reset successful!' })).toHaveText(
      'Password reset successful! You can now log in with your new password.',
    );
    // back to the start after 3 s
    await expect(page.getByRole('heading', { name: 'What do you need help with?' })).toBeVisible();

    await signIn(page, profileId, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('forgot password by OTP to the primary mobile, then sign in with the new password', async ({
    page,
    request,
  }) => {
    const { profileId, ...person } = await createCandidate(request);

    await page.goto('/AccountRecovery');
    await page.getByLabel('Forgot Password').check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByLabel(/Get an OTP by SMS/).check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByLabel(/^Profile ID/).fill(profileId);
    await page.getByLabel(/^Primary mobile number/).fill(person.mobile);

    // The number had an OTP at registration moments ago: the server may ask to wait (30 s between
    // sends, 2 s in this test server; a busy machine may already be past it), then sends when asked again.
    const otp = nextOtp(page, '/api/Account/forgotPasswordByOTP');
    await expect(async () => {
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByText('OTP sent to your mobile number')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(page.getByRole('heading', { name: 'Enter the OTP and a new password' })).toBeVisible();
    const code = await otp;
    await page.getByLabel(/^OTP/).fill(`${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`);
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByLabel(/^OTP/).fill(code);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successful! You can now log in with your new password.')).toBeVisible();

    await signIn(page, profileId, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('forgot profile ID: full name and primary mobile; the ID goes by SMS', async ({ page, request }) => {
    const person = await createCandidate(request, newPerson({ firstName: 'Sunita', lastName: 'Kale' }));
    await page.goto('/AccountRecovery');
    await page.getByLabel('Forgot Profile ID').check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(
      page.getByText('Institutes should enter the details of their authorized representative.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Send my Profile ID' }).click();
    await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText('This field is required');
    await page.getByLabel(/^Full name/).fill(`${person.firstName} ${person.lastName}`);
    await page.getByLabel(/^Primary mobile number/).fill(person.mobile);
    await page.getByRole('button', { name: 'Send my Profile ID' }).click();
    await expect(
      page.getByText(
        'If the details match a registered profile, its Profile ID has been sent by SMS to that mobile number.',
      ),
    ).toBeVisible();
  });
});
