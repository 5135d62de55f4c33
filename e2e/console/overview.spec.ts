import { axeViolations, expect, test, useLanguage } from '../fixtures';
import { signedInOfficial } from './console';

/**
 * The console's overview (its home, /console) and audit log (/console/audit, admins) with an admin's
 * session: each page renders its figures and entries, and axe finds nothing, in English and Marathi
 * (issue 20 items 4 and 5).
 */

test.setTimeout(120_000);

const TEXT = {
  en: {
    overview: 'Overview',
    registrations: 'Registrations per day, last 30 days',
    audit: 'Audit log',
    signedIn: 'Official signed in',
  },
  mr: {
    overview: 'आढावा',
    registrations: 'दररोजच्या नोंदणी, मागील ३० दिवस',
    audit: 'लेखापरीक्षण नोंदवही',
    signedIn: 'अधिकाऱ्याने साइन इन केले',
  },
} as const;

for (const lang of ['en', 'mr'] as const) {
  test(`the overview and the audit log render for an admin, axe 0 (${lang})`, async ({ page, playwright, baseURL }) => {
    const text = TEXT[lang];
    await signedInOfficial(page, playwright, baseURL ?? '', { role: 'admin', regionId: null });
    await useLanguage(page, lang);

    await page.goto('/console');
    await expect(page.getByRole('heading', { level: 1, name: text.overview })).toBeVisible();
    const registrations = page.getByRole('region', { name: text.registrations });
    await expect(registrations.getByRole('row')).toHaveCount(31);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(await axeViolations(page), `overview (${lang})`).toEqual([]);

    await page.getByRole('link', { name: text.audit }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: text.audit })).toBeVisible();
    // the admin's own sign-in is among the entries
    await expect(page.getByRole('cell', { name: text.signedIn }).first()).toBeVisible();
    expect(await axeViolations(page), `audit log (${lang})`).toEqual([]);
  });
}
