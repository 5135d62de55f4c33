import { expect, test } from '../fixtures';
import { completeProfile, signedIn } from './profile';

for (const role of ['candidate', 'staff'] as const) {
  test(`a new ${role} who completes the nine steps sees 100% on each of them on the dashboard`, async ({ page }) => {
    await signedIn(page, role);
    const session = await (await page.request.get('/api/Account/session')).json();
    await completeProfile(page, role, session.Data.UserID);
    await page.goto('/dashboard');
    for (const name of [
      'Primary',
      'Address',
      'Parent',
      'Category',
      'Qualification',
      'Training',
      'Additional',
      'Bank',
      'Work Experience',
    ]) {
      await expect(page.getByRole('link', { name: new RegExp(`^${name} .*, 100%$`) })).toBeVisible();
    }
  });
}
