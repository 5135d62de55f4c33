import { expect, test } from '../fixtures';
import { newPerson, registerCandidate, SECURITY_ANSWER, signIn } from './accounts';

test.setTimeout(90_000);

test('a new candidate registers, sees the profile ID, signs in, sets a security question, sees the dashboard and signs out', async ({
  page,
}) => {
  const person = newPerson();
  const profileId = await registerCandidate(page, person);

  // Registration-success screen (spec part 1)
  await expect(page.getByRole('heading', { level: 1, name: 'Registration Successful' })).toBeVisible();
  await expect(page.getByText('Your Profile ID is your user name for login.')).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy Profile ID' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile ID copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(profileId);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  // its captcha is in before signIn loads the page again and waits for the next one (a late answer to
  // this one was taken for the next, its body gone with the page)
  await expect(dialog.getByRole('img', { name: /^CAPTCHA image/ })).toBeVisible();

  await signIn(page, profileId, person.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Set (change) the security question while signed in, then land on the dashboard again
  await page.goto('/Candidate/ChangeSecurityQuestion');
  await page.getByLabel('Security question').selectOption({ label: 'What is your favourite food?' });
  await page.getByLabel(/^Answer/).fill(SECURITY_ANSWER);
  // the current password is asked for, and a wrong one is an error of that field
  await page.getByLabel(/^Current password/).fill('Wrong@2026');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    'The current password is not correct',
  );
  await expect(page.getByLabel(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Current password/).fill(person.password);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Welcome panel with the user's details, and circles with the server's real percentages
  const welcome = page.getByRole('status').filter({ hasText: `Welcome, ${person.firstName}` });
  await expect(welcome).toContainText(profileId);
  await expect(welcome).toContainText('Candidate');
  const progress = await (await page.request.get('/api/Account/profileProgress')).json();
  expect(progress.Data).toHaveLength(12);
  for (const row of progress.Data as { Step: string; Percent: number }[]) {
    const name = { WorkExperience: 'Work Experience', AdmissionLetter: 'Admission Letter' }[row.Step] ?? row.Step;
    await expect(page.getByRole('link', { name: new RegExp(`^${name} .*, ${row.Percent}%$`) })).toBeVisible();
  }
  const primary = progress.Data.find((row: { Step: string }) => row.Step === 'Primary');
  expect(primary.Percent).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: /^Primary/ })).toHaveAttribute('href', '/Staff');

  // Sign out: the spec's alert, then /login with the message in the sign-in modal
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Alert !!!' });
  await expect(alert).toContainText('You might lose data, if not saved. Are you sure, You want to LogOut?');
  await alert.getByRole('button', { name: 'Yes, LogOut!' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toContainText('You have been logged out successfully');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
});
