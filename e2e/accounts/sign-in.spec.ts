import { createCandidate, expect, test, useLanguage } from '../fixtures';
import { signedIn } from '../profile/profile';
import { nextCaptcha } from './accounts';

// Users who are not the subject come from the API (e2e/fixtures.ts); the sign-in itself is on screen.

test.describe('sign-in card and modal', () => {
  test('the card offers Sign In, Register Here and Having Trouble Signing In (to /AccountRecovery)', async ({
    page,
  }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Sign In or Register' });
    await expect(card.getByRole('heading', { name: 'Existing User' })).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Not Registered' })).toBeVisible();
    await card.getByRole('link', { name: 'Having Trouble Signing In?' }).click();
    await expect(page).toHaveURL(/\/AccountRecovery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Having Trouble Signing In' })).toBeVisible();
  });

  test('/login, /CandidateLogin and /signin open the sign-in modal at once', async ({ page }) => {
    for (const path of ['/login', '/CandidateLogin', '/signin']) {
      await page.goto(path);
      const dialog = page.getByRole('dialog', { name: 'Sign In' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(/^User type/)).toHaveValue('91');
      await expect(dialog.getByRole('link', { name: 'Having Trouble Signing In?' })).toBeVisible();
    }
  });

  test('Promoting Organization: sign-in and Register Here lead to the page saying the service is not open yet (Marathi too)', async ({
    page,
  }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel(/^User type/).selectOption({ label: 'Promoting Organization' });
    await expect(dialog.getByRole('status')).toHaveText(/Sign-in for Promoting Organizations is not open yet/);
    await expect(dialog.getByLabel(/^Password/)).toHaveCount(0);
    await dialog.getByRole('link', { name: 'What this means for your organization' }).click();
    await expect(page).toHaveURL(/\/promoting-organization$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promoting Organizations' })).toBeVisible();
    await expect(
      page.getByText('Sign-in and registration for Promoting Organizations are not open yet.'),
    ).toBeVisible();

    await useLanguage(page, 'mr');
    await page.goto('/');
    await page.getByRole('button', { name: 'येथे नोंदणी करा' }).click();
    const register = page.getByRole('dialog', { name: 'येथे नोंदणी करा' });
    await register.getByLabel(/^नोंदणी कोण करत आहे/).selectOption({ label: 'प्रवर्तक संस्था' });
    await register.getByRole('button', { name: 'पुढे जा' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'प्रवर्तक संस्था' })).toBeVisible();
    await expect(
      page.getByText('प्रवर्तक संस्थांसाठी साइन इन व नोंदणी अद्याप सुरू झालेली नाही.', { exact: false }),
    ).toBeVisible();
  });

  test("profile ID: 'Profile ID must be 13 characters' when non-empty and not 13", async ({ page }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    const profileId = dialog.getByLabel(/^Profile ID/);
    await expect(dialog.getByText('Profile ID must be 13 characters')).toBeHidden();
    await profileId.fill('MH2026C00');
    await expect(dialog.getByText('Profile ID must be 13 characters')).toBeVisible();
    await expect(profileId).toHaveAttribute('aria-invalid', 'true');
    await profileId.fill('MH2026C000123');
    await expect(dialog.getByText('Profile ID must be 13 characters')).toBeHidden();
  });

  test('the type letter of a profile ID chooses the user type, and the hint shows an ID of that type', async ({
    page,
  }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    const userType = dialog.getByLabel(/^User type/);
    await expect(dialog.getByText('13 characters, for example MH2026C000123')).toBeVisible();
    await dialog.getByLabel(/^Profile ID/).fill('MH2026S000042');
    await expect(userType).toHaveValue('95');
    await expect(dialog.getByText('13 characters, for example MH2026S000123')).toBeVisible();
    await dialog.getByLabel(/^Profile ID/).fill('mh2026c000042');
    await expect(userType).toHaveValue('91');
  });

  test("a wrong captcha says 'Incorrect CAPTCHA, try again!' and brings a new captcha", async ({ page }) => {
    const first = nextCaptcha(page);
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    const answer = await first;
    await dialog.getByLabel(/^Profile ID/).fill('MH2026C000001');
    await dialog.getByLabel(/^Password/).fill('Pune@2026');
    // same letters in the other case: the login captcha is case-sensitive
    await dialog.getByRole('textbox', { name: /^CAPTCHA/ }).fill(answer.toLowerCase());
    const second = nextCaptcha(page);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByText('Incorrect CAPTCHA, try again!').first()).toBeVisible();
    expect(await second).toMatch(/^[A-Z]{4}$/);
    await expect(dialog.getByRole('textbox', { name: /^CAPTCHA/ })).toHaveValue('');
  });

  test("a wrong password says 'Invalid Profile ID or Password' and the next try needs the new captcha", async ({
    page,
  }) => {
    const { profileId, ...person } = await createCandidate(page.request);
    const first = nextCaptcha(page);
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel(/^Profile ID/).fill(profileId);
    await dialog.getByLabel(/^Password/).fill('Wrong@2026');
    await dialog.getByRole('textbox', { name: /^CAPTCHA/ }).fill(await first);
    const second = nextCaptcha(page);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid Profile ID or Password');
    await dialog.getByLabel(/^Password/).fill(person.password);
    await dialog.getByRole('textbox', { name: /^CAPTCHA/ }).fill(await second);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("Ctrl and Alt keys in the password field are blocked with the spec's warning", async ({ page }) => {
    await page.goto('/login');
    const password = page.getByRole('dialog', { name: 'Sign In' }).getByLabel(/^Password/);
    await password.fill('Pune');
    await password.press('Control+a');
    await password.press('Backspace');
    await expect(password).toHaveValue('Pun');
    await expect(page.getByText('Ctrl and Alt keys are disabled for security reasons.')).toBeVisible();
  });

  test('signing in while signed in elsewhere asks to close the other logins; Yes ends the other session', async ({
    page,
    browser,
  }) => {
    // the first session through the API; the second, the subject, on screen
    const { profileId, ...person } = await signedIn(page, 'candidate');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);

    const other = await browser.newContext();
    const second = await other.newPage();
    const captcha = nextCaptcha(second);
    await second.goto('/login');
    const dialog = second.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel(/^Profile ID/).fill(profileId);
    await dialog.getByLabel(/^Password/).fill(person.password);
    await dialog.getByRole('textbox', { name: /^CAPTCHA/ }).fill(await captcha);
    await dialog.getByRole('button', { name: 'Login' }).click();
    const question = second.getByRole('alertdialog', { name: 'Already signed in' });
    await expect(question).toContainText('Do you want to close the other logins and continue?');
    await question.getByRole('button', { name: 'Yes, close other logins' }).click();
    await expect(second).toHaveURL(/\/dashboard$/);
    await other.close();

    await page.reload();
    await expect(page).toHaveURL(/\/signin$/);
  });
});

test.describe('Register Here', () => {
  test('Candidate goes to /Candidate and Staff/Management to /Staff; SDI is listed but disabled', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Register Here' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register Here' });
    const select = dialog.getByLabel(/^Who is registering/);
    await expect(select.locator('option[value="92"]')).toBeDisabled();
    await expect(select.locator('option[value="93"]')).toBeEnabled();
    await expect(dialog).toContainText('Skill Development Institutes cannot register online yet');
    await select.selectOption('91');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/Candidate$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Registration Details' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('button', { name: 'Register Here' }).click();
    await page
      .getByRole('dialog', { name: 'Register Here' })
      .getByLabel(/^Who is registering/)
      .selectOption('95');
    await page.getByRole('dialog', { name: 'Register Here' }).getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/Staff$/);
  });
});
