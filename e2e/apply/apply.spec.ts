import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { PASSWORD, signIn } from '../accounts/accounts';
import { signedInOfficial } from '../console/console';
import { axeViolations, createCandidate, expect, test, useLanguage } from '../fixtures';
import { signInThroughApi } from '../profile/profile';
import { portalDatabase, rows } from './portal-db';

/**
 * Steps 11 and the institute's desk (issue 21 items 3 and 4) in Chromium: an admin creates an
 * institute's account, its user sets the password from the SMS link, a verified candidate applies to
 * three preferences, the institute signs in and accepts one. Each page has no axe violations in
 * English and Marathi.
 */

test.describe.configure({ timeout: 240_000 });

/** axe on the page as it is (English), then reloaded in Marathi, then back to English. */
async function axeInBothLanguages(page: Page) {
  const violations: Record<string, unknown> = { en: await axeViolations(page) };
  await useLanguage(page, 'mr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await page.waitForLoadState('networkidle');
  violations.mr = await axeViolations(page);
  await useLanguage(page, 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(violations).toEqual({ en: [], mr: [] });
}

type OfferingRow = {
  institute_id: number;
  course_id: number;
  institute_code: string;
  institute_name: string;
  course_name: string;
  district_id: number;
};

test('an admin creates an institute account, the institute sets its password, a candidate applies, the institute accepts', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const candidate = await createCandidate(page.request);
  const database = await portalDatabase(candidate.profileId);
  try {
    // three offerings of three institutes with no account yet, open to a 10th pass candidate
    const offerings = await rows<OfferingRow>(
      database,
      sql`select distinct on (s.institute_id) s.institute_id, s.course_id, s.institute_code, s.institute_name,
                 s.course_name, s.district_id
            from institute_search s
           where s.entry_qualification_id <= 2
             and not exists (select 1 from institute_users u where u.institute_id = s.institute_id)
           order by s.institute_id, s.course_id
           limit 3`,
    );
    expect(offerings).toHaveLength(3);
    const [mine] = offerings as [OfferingRow, OfferingRow, OfferingRow];

    // 1. the admin creates the institute's account in the console
    await signedInOfficial(page, playwright, baseURL ?? '', { role: 'admin', regionId: null });
    await page.goto('/console/institutes');
    await expect(page.getByRole('heading', { level: 1, name: 'Institute accounts' })).toBeVisible();
    await axeInBothLanguages(page);
    await page.getByLabel(/^Institute code or name/).fill(mine.institute_code);
    await page.getByRole('radio', { name: `${mine.institute_name} (${mine.institute_code})` }).check();
    await page.getByLabel(/^Contact person's name/).fill('Sunita Deshmukh');
    const mobile = `9${String(Date.now()).slice(-9)}`;
    await page.getByLabel(/^Contact person's mobile number/).fill(mobile);
    await page.getByRole('button', { name: 'Create account and send the link' }).click();
    const created = page.getByRole('status').filter({ hasText: 'has been created' });
    await expect(created).toBeVisible();
    const instituteProfileId = /MH\d{4}I\d{6}/.exec((await created.textContent()) ?? '')?.[0] ?? '';
    expect(instituteProfileId).not.toBe('');

    // 2. its user sets the password from the link in the SMS
    const [sms] = await rows<{ body: string }>(
      database,
      sql`select body from sms_outbox where mobile = ${mobile} and template = 'instituteSetup'`,
    );
    const link = /(https?:\/\/\S+\/institute\/set-password#[A-Za-z0-9_-]+)/.exec(sms?.body ?? '')?.[1] ?? '';
    expect(link).not.toBe('');
    const institute = await (await browser.newContext({ baseURL })).newPage();
    await institute.goto(new URL(link).pathname + new URL(link).hash);
    await expect(institute.getByRole('heading', { level: 1 })).toHaveText(
      "Set the password of your institute's account",
    );
    await axeInBothLanguages(institute);
    await institute.getByLabel(/^New password/).fill(PASSWORD);
    await institute.getByLabel(/^Confirm password/).fill(PASSWORD);
    await institute.getByRole('button', { name: 'Set password' }).click();
    await expect(institute.getByRole('status')).toContainText(instituteProfileId);

    // 3. a candidate, verified by an officer (step 10 is another issue's: set here), applies to three preferences
    const candidateId = Number(candidate.profileId.slice(-6));
    await database.db.execute(sql`insert into profile_items (user_id, section, data)
      values (${candidateId}, 'qualification', ${JSON.stringify({ QualificationGroup: 'S', QualificationType: 1, ClassGrade: 'First Class' })}::jsonb)`);
    await database.db.execute(sql`insert into profile_verifications (user_id, status, region_id, submitted_at, first_submitted_at)
      values (${candidateId}, 'verified', 1, now(), now())`);
    const applicant = await (await browser.newContext({ baseURL })).newPage();
    await signInThroughApi(applicant, candidate, 91);
    await applicant.goto('/apply');
    await expect(applicant.getByRole('heading', { level: 1, name: 'Apply for a course' })).toBeVisible();
    await expect(applicant.getByLabel(/^Name in Marathi/)).toBeVisible();
    await axeInBothLanguages(applicant);
    await applicant.getByLabel(/^Name in Marathi/).fill('आशा पाटील');
    for (const o of offerings) {
      await applicant.getByLabel(/^District/).selectOption(String(o.district_id));
      await applicant.getByLabel(/^Course/).selectOption(String(o.course_id));
      await applicant.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
      await applicant
        .getByRole('button', { name: `Add ${o.course_name} at ${o.institute_name} as a preference` })
        .click();
    }
    await expect(applicant.locator('.apply__chosen li')).toHaveCount(3);
    await applicant.getByRole('button', { name: 'Submit application' }).click();
    await expect(applicant.getByRole('heading', { name: 'Your application' })).toBeVisible();
    await expect(applicant.getByText('Pending')).toHaveCount(3);
    await axeInBothLanguages(applicant);
    // usable at 390 px: nothing wider than the screen
    await applicant.setViewportSize({ width: 390, height: 844 });
    expect(await applicant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // 4. the institute signs in with the SDI user type and accepts the candidate
    await signIn(institute, instituteProfileId, PASSWORD, 'Skill Development Institute (SDI)');
    await expect(institute).toHaveURL(/\/institute$/);
    await expect(institute.getByRole('heading', { level: 1, name: 'Applications to your institute' })).toBeVisible();
    const card = institute.locator('.institute-desk__card').filter({ hasText: candidate.profileId });
    await expect(card).toBeVisible();
    await axeInBothLanguages(institute);
    await institute.setViewportSize({ width: 390, height: 844 });
    expect(await institute.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.getByRole('link', { name: /^Open the profile of/ }).click();
    await expect(institute.getByRole('heading', { level: 1, name: "Applicant's profile" })).toBeVisible();
    await expect(institute.getByText(candidate.profileId)).toBeVisible();
    await axeInBothLanguages(institute);
    await institute.getByRole('link', { name: 'Back to the applications' }).click();
    await institute
      .locator('.institute-desk__card')
      .filter({ hasText: candidate.profileId })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect(institute.getByRole('status').filter({ hasText: 'The admission letter' })).toContainText(
      /MSBSVETE\/ADM\/\d{4}-\d{2}\/\d{6}/,
    );

    // the candidate sees the preference accepted and the others closed
    await applicant.reload();
    await expect(applicant.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(applicant.getByText('Closed (another preference was accepted)')).toHaveCount(2);
    await axeInBothLanguages(applicant);
  } finally {
    await database.close();
  }
});
